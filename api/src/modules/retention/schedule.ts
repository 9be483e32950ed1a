import { withOrmContext } from '../../db/orm-context.ts';
import type { Services } from '../../services.ts';

const DAY_MS = 86_400_000;
/** 02:00 in Dubai (UTC+4, no daylight saving): a quiet hour for the region the product serves. */
const RUN_AT_UTC_HOUR = 22;

/** Milliseconds from `now` to the next RUN_AT_UTC_HOUR:00 UTC. */
export function msUntilNextRun(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(RUN_AT_UTC_HOUR, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/**
 * Runs the retention job once a day in the server process (plain timers: one job, one process; ADR 0029). A run
 * that fails is logged and the next day's run tries again. Returns the function that stops the schedule.
 */
export function scheduleRetention(services: Services): () => void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await withOrmContext(services.orm.em, () => services.retention.run());
      await services.monitoring.prune(); // the monitoring rollups' and security events' 30 days (issue 20)
    } catch (err) {
      services.logger.error({ err }, 'retention run failed');
    }
  };
  const arm = (ms: number) => {
    timer = setTimeout(() => {
      void run().finally(() => arm(DAY_MS));
    }, ms);
    timer.unref();
  };
  arm(msUntilNextRun(new Date()));
  return () => clearTimeout(timer);
}
