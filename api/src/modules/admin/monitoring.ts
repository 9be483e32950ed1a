import type { Middleware } from 'koa';
import { Session } from '../../db/entities/index.ts';
import type { Handlers } from '../../http/api-router.ts';
import type { Services } from '../../services.ts';

/** API requests answered since the server started, and how many of them were server errors (5xx). */
interface Traffic {
  since: Date;
  requests: number;
  serverErrors: number;
}

// One meter per running app (tests start many): keyed by the app's services, never a module-wide counter.
const meters = new WeakMap<Services, Traffic>();
function trafficOf(services: Services): Traffic {
  let traffic = meters.get(services);
  if (!traffic) {
    traffic = { since: new Date(), requests: 0, serverErrors: 0 };
    meters.set(services, traffic);
  }
  return traffic;
}

/** Counts one /api/ answer with its status (for answers given outside Koa). */
export function trafficCounter(services: Services): (status: number) => void {
  const traffic = trafficOf(services);
  return (status) => {
    traffic.requests += 1;
    if (status >= 500) traffic.serverErrors += 1;
  };
}

/** Counts every /api/ answer and its 5xx ones; mounted outside the error middleware so it sees mapped statuses. */
export function countTraffic(services: Services): Middleware {
  const count = trafficCounter(services);
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    try {
      await next();
    } finally {
      count(ctx.status);
    }
  };
}

/**
 * GET /api/admin/monitoring — the SRE Monitoring tab's live figures: sessions signed in now (not expired, not
 * revoked), the distinct users behind them, and the server-error rate of API requests since the server started.
 */
export function monitoringHandlers(services: Services) {
  return {
    'GET /api/admin/monitoring': async (ctx) => {
      const { em } = services.orm;
      const live = await em.find(
        Session,
        { revokedAt: null, expiresAt: { $gt: new Date() } },
        { fields: ['id', 'user'] },
      );
      const traffic = trafficOf(services);
      ctx.set('Cache-Control', 'no-store');
      return {
        activeSessions: live.length,
        activeUsers: new Set(live.map((s) => s.user.id)).size,
        requests: traffic.requests,
        serverErrors: traffic.serverErrors,
        errorRate: traffic.requests === 0 ? 0 : traffic.serverErrors / traffic.requests,
        since: traffic.since.toISOString(),
      };
    },
  } satisfies Handlers;
}
