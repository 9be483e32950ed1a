import type { Handlers } from '../../http/api-router.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { Services } from '../../services.ts';

/** Organizations (tenants) in the super-admin portal: list, create with a first admin, edit, lifecycle, look. */
export function organizationHandlers(services: Services) {
  const { organizations } = services;
  return {
    'GET /api/admin/organizations': async () => organizations.list(),
    'POST /api/admin/organizations': async (ctx) => {
      ctx.set('Cache-Control', 'no-store'); // carries the generated password, once
      // The raw body (`handlerParsesBody`): one message for any missing required field.
      return organizations.create(requireAdmin(ctx).user, ctx.request.body);
    },
    'PUT /api/admin/organizations/:id': async (ctx, { params, body }) =>
      organizations.update(requireAdmin(ctx).user, params.id, body),
    'POST /api/admin/organizations/:id/suspend': async (ctx, { params }) => {
      const result = await organizations.suspend(requireAdmin(ctx).user, params.id);
      // Its members' open sockets close now (4403), as their tokens already get 403.
      await services.realtime.revalidate((i) => i.organizationId === params.id);
      return result;
    },
    'POST /api/admin/organizations/:id/reactivate': async (ctx, { params }) =>
      organizations.reactivate(requireAdmin(ctx).user, params.id),
    'POST /api/admin/organizations/:id/cancel': async (ctx, { params }) => {
      const result = await organizations.cancel(requireAdmin(ctx).user, params.id);
      await services.realtime.revalidate((i) => i.organizationId === params.id);
      return result;
    },
    'PUT /api/admin/organizations/:id/branding': async (ctx, { params, body }) =>
      organizations.updateBranding(requireAdmin(ctx).user, params.id, body),
    'PUT /api/admin/organizations/:id/feature-flags': async (ctx, { params, body }) =>
      organizations.updateFeatureFlags(requireAdmin(ctx).user, params.id, body),
  } satisfies Handlers;
}
