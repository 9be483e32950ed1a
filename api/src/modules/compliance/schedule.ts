import { withOrmContext } from '../../db/orm-context.ts';
import type { Services } from '../../services.ts';

const HOUR_MS = 3_600_000;

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
  const first = setTimeout(() => void run(), 60_000);
  const timer = setInterval(() => void run(), HOUR_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
