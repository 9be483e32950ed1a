import type { Health } from '@qafila/contracts';
import { pingDatabase } from '../../db/orm.ts';
import type { Services } from '../../services.ts';

/** What GET /api/health answers: 200 'ok', or 503 'degraded' when the database does not answer. */
export interface HealthReport {
  status: 200 | 503;
  body: Health;
}

/** How old a database check may be when it answers a health request. */
export const HEALTH_CHECK_MAX_AGE_MS = 1_000;

/**
 * The health report: version, uptime and a database check. A successful check answers the requests of the next
 * HEALTH_CHECK_MAX_AGE_MS (a probe hammered by many clients costs one database round trip a second, not one a
 * request); requests that arrive while a check is under way share it; a failed check is never reused, so a
 * database that stops answering shows at the next request after the last good check has aged (at most 1 s).
 */
export function healthChecker(services: Services): HealthCheck {
  let check = checkers.get(services);
  if (!check) {
    check = createChecker(services);
    checkers.set(services, check);
  }
  return check;
}

/** Runs (or reuses) a check; `reportFailure` logs a failed check with the request's id. */
type HealthCheck = (reportFailure: (err: unknown) => void) => Promise<HealthReport>;

// One checker per running app (the probe in front of Koa and the Koa route share it); tests start many apps.
const checkers = new WeakMap<Services, HealthCheck>();

function createChecker(services: Services): HealthCheck {
  const { driver } = services.config.database;
  let running: Promise<number> | undefined;
  let last: { latencyMs: number; at: number } | undefined;
  const ping = async (): Promise<number> => {
    if (last && performance.now() - last.at < HEALTH_CHECK_MAX_AGE_MS) return last.latencyMs;
    running ??= pingDatabase(services.orm)
      .then((latencyMs) => {
        last = { latencyMs, at: performance.now() };
        return latencyMs;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return async (reportFailure) => {
    let database: Health['database'];
    try {
      const latencyMs = await ping();
      database = { status: 'ok', driver, latencyMs: Math.round(latencyMs * 100) / 100 };
    } catch (err) {
      reportFailure(err);
      database = { status: 'error', driver };
    }
    const ok = database.status === 'ok';
    return {
      status: ok ? 200 : 503,
      body: {
        status: ok ? 'ok' : 'degraded',
        version: services.config.version,
        uptimeSeconds: Math.round((Date.now() - services.startedAt) / 1000),
        database,
      },
    };
  };
}
