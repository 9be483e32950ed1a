import type { Handlers } from '../../http/api-router.ts';
import { requireAdmin, requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';
import { rumHandlers } from './rum-routes.ts';

/** The Monitoring view's reads (issue 20): the organization's traffic for its staff, the platform's for the super admin. */
export function monitoringReportHandlers(services: Services) {
  return {
    ...rumHandlers(services), // issue 20: rum
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
    'GET /api/security-center': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return services.monitoring.security.report(requireStaff(ctx).user.organization.id, query.window);
    },
    'DELETE /api/monitoring/security/sessions/:sessionId': async (ctx, { params }) => {
      const { user } = requireStaff(ctx);
      return services.monitoring.security.revokeSession(user, params.sessionId, services.sessions);
    },
    'GET /api/admin/monitoring/security': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return services.monitoring.security.report(undefined, query.window);
    },
    'GET /api/monitoring/alerts': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return services.monitoring.alerts.report(requireStaff(ctx).user.organization.id);
    },
    'POST /api/monitoring/alerts/:id/acknowledge': async (ctx, { params }) => {
      const { user } = requireStaff(ctx);
      return services.monitoring.alerts.acknowledge(user.organization.id, params.id, user.username);
    },
    'GET /api/admin/monitoring/alerts': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return services.monitoring.alerts.report(undefined);
    },
    'POST /api/admin/monitoring/alerts/:id/acknowledge': async (ctx, { params }) =>
      services.monitoring.alerts.acknowledge(undefined, params.id, requireAdmin(ctx).user.username),
    'PUT /api/admin/monitoring/budgets/:key': async (ctx, { params, body }) => {
      const { user } = requireAdmin(ctx);
      return services.monitoring.alerts.updateBudget({ id: user.id, username: user.username }, params.key, body);
    },
  } satisfies Handlers;
}
