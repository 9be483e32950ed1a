import { withOrmContext } from '../../db/orm-context.ts';
import type { Services } from '../../services.ts';

/** Evaluates the budgets' alert rules once a minute (issue 20) on an unref'd timer. Returns the stop. */
export function scheduleMonitoring(services: Services): () => void {
  const timer = setInterval(() => {
    withOrmContext(services.orm.em, () => services.monitoring.alerts.evaluate()).catch((err) =>
      services.logger.error({ err }, 'monitoring evaluation failed'),
    );
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
