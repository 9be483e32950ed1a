import { withOrmContext } from '../../db/orm-context.ts';
import { everyHour } from '../../lib/hourly-job.ts';
import type { Services } from '../../services.ts';

/**
 * The daily retraining of the delay-risk models: checked a minute after start and then every hour in the server
 * process; an organization's model is retrained when its latest run is a day old. Returns the stop.
 */
export function scheduleModelRetraining(services: Services): () => void {
  const run = async () => {
    try {
      const trained = await withOrmContext(services.orm.em, () => services.predictive.retrainDue());
      if (trained) services.logger.info({ trained }, 'delay-risk models retrained');
    } catch (err) {
      services.logger.error({ err }, 'delay-risk model retraining failed');
    }
  };
  return everyHour(run);
}
