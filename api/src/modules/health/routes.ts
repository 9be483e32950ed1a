import type { Health } from '@qafila/contracts';
import { pingDatabase } from '../../db/orm.ts';
import type { Handlers } from '../../http/api-router.ts';
import type { Services } from '../../services.ts';

/** GET /api/health — public; version and database status. 503 when the database does not answer. */
export function healthHandlers(services: Services) {
  return {
    'GET /api/health': async (ctx) => {
      let database: Health['database'];
      try {
        const latencyMs = await pingDatabase(services.orm);
        database = {
          status: 'ok',
          driver: services.config.database.driver,
          latencyMs: Math.round(latencyMs * 100) / 100,
        };
      } catch (err) {
        ctx.state.log.error({ err }, 'database health check failed');
        database = { status: 'error', driver: services.config.database.driver };
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.status = database.status === 'ok' ? 200 : 503;
      return {
        status: database.status === 'ok' ? 'ok' : 'degraded',
        version: services.config.version,
        uptimeSeconds: Math.round((Date.now() - services.startedAt) / 1000),
        database,
      };
    },
  } satisfies Handlers;
}
