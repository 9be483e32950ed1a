import type { Handlers } from '../../http/api-router.ts';
import type { Services } from '../../services.ts';
import { healthChecker } from './service.ts';

/**
 * GET /api/health — public; version and database status. 503 when the database does not answer. A plain
 * `GET /api/health` without credentials is answered before Koa by http/health-probe.ts with the same report and
 * headers; this route answers every other form of the request (HEAD, a query string, an Authorization header).
 */
export function healthHandlers(services: Services) {
  const check = healthChecker(services);
  return {
    'GET /api/health': async (ctx) => {
      const report = await check((err) => ctx.state.log.error({ err }, 'database health check failed'));
      ctx.set('Cache-Control', 'no-store');
      ctx.status = report.status;
      return report.body;
    },
  } satisfies Handlers;
}
