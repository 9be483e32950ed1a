import Router from '@koa/router';
import { idParam } from '../../http/params.ts';
import type { Services } from '../../services.ts';
import { requireAdmin } from '../admin/routes.ts';

/** Organizations (tenants) in the super-admin portal: list, create with a first admin, edit, lifecycle, look. */
export function organizationRoutes(services: Services) {
  const { organizations } = services;
  const router = new Router();

  router.get('/api/admin/organizations', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await organizations.list();
  });
  router.post('/api/admin/organizations', async (ctx) => {
    const { user } = requireAdmin(ctx);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store'); // carries the generated password, once
    ctx.body = await organizations.create(user, ctx.request.body);
  });
  router.put('/api/admin/organizations/:id', async (ctx) => {
    const { user } = requireAdmin(ctx);
    ctx.body = await organizations.update(user, idParam(ctx.params.id), ctx.request.body);
  });
  router.post('/api/admin/organizations/:id/suspend', async (ctx) => {
    const { user } = requireAdmin(ctx);
    const id = idParam(ctx.params.id);
    ctx.body = await organizations.suspend(user, id);
    // Its members' open sockets close now (4403), as their tokens already get 403.
    await services.realtime.revalidate((i) => i.organizationId === id);
  });
  router.post('/api/admin/organizations/:id/reactivate', async (ctx) => {
    const { user } = requireAdmin(ctx);
    ctx.body = await organizations.reactivate(user, idParam(ctx.params.id));
  });
  router.post('/api/admin/organizations/:id/cancel', async (ctx) => {
    const { user } = requireAdmin(ctx);
    const id = idParam(ctx.params.id);
    ctx.body = await organizations.cancel(user, id);
    await services.realtime.revalidate((i) => i.organizationId === id);
  });
  router.put('/api/admin/organizations/:id/branding', async (ctx) => {
    const { user } = requireAdmin(ctx);
    ctx.body = await organizations.updateBranding(user, idParam(ctx.params.id), ctx.request.body);
  });
  router.put('/api/admin/organizations/:id/feature-flags', async (ctx) => {
    const { user } = requireAdmin(ctx);
    ctx.body = await organizations.updateFeatureFlags(user, idParam(ctx.params.id), ctx.request.body);
  });
  return router;
}
