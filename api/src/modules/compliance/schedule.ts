import { withOrmContext } from '../../db/orm-context.ts';
import { everyHour } from '../../lib/hourly-job.ts';
import type { Services } from '../../services.ts';

/**
 * The licence expiry notifications (60, 30 and 7 days before, and at expiry; once each): checked at start and then
 * every hour in the server process, like the invoice run. Returns the stop.
 */
export function scheduleLicenceAlerts(services: Services): () => void {
  const run = async () => {
    try {
      const sent = await withOrmContext(services.orm.em, () => services.compliance.notifyExpiring());
      if (sent) services.logger.info({ sent }, 'licence expiry notifications');
    } catch (err) {
      services.logger.error({ err }, 'licence expiry check failed');
    }
  };
  return everyHour(run);
}
