import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';

/** The Monitoring view's reads (issue 20): the organization's traffic for its staff, the platform's for the super admin. */
export function monitoringReportHandlers(services: Services) {
  return {
    'GET /api/monitoring/performance': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return services.monitoring.performance(requireStaff(ctx).user.organization.id, query.window);
    },
    'GET /api/admin/monitoring/performance': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return services.monitoring.performance(undefined, query.window);
    },
    'GET /api/monitoring/security': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return services.monitoring.security.report(requireStaff(ctx).user.organization.id, query.window);
    },
    'GET /api/admin/monitoring/security': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return services.monitoring.security.report(undefined, query.window);
    },
  } satisfies Handlers;
}
