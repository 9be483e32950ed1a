import { withOrmContext } from '../../db/orm-context.ts';
import type { Services } from '../../services.ts';

const TICK_MS = 5 * 60_000;

/**
 * Runs the connected stores whose schedule (hourly, daily) is due, checked every five minutes in the server process
 * with plain timers like the invoice and retention jobs. Returns the stop.
 */
export function scheduleIntegrations(services: Services): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const ran = await withOrmContext(services.orm.em, () => services.integrations.runDue());
      if (ran) services.logger.info({ ran }, 'scheduled integration syncs ran');
    } catch (err) {
      services.logger.error({ err }, 'scheduled integration syncs failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
