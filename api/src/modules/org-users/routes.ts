import Router from '@koa/router';
import { requireAuth } from '../../http/auth.ts';
import { idParam } from '../../http/params.ts';
import type { Services } from '../../services.ts';

/** /api/org/users: an organization admin's management of their own organization's users. */
export function orgUserRoutes(services: Services) {
  const { orgUsers } = services;
  const router = new Router();
  router.get('/api/org/users', async (ctx) => {
    ctx.body = await orgUsers.list(requireAuth(ctx).user);
  });
  router.post('/api/org/users', async (ctx) => {
    const body = await orgUsers.create(requireAuth(ctx).user, ctx.request.body);
    ctx.status = 201;
    ctx.body = body;
  });
  router.put('/api/org/users/:userId', async (ctx) => {
    ctx.body = await orgUsers.update(requireAuth(ctx).user, idParam(ctx.params.userId, 'userId'), ctx.request.body);
  });
  router.delete('/api/org/users/:userId', async (ctx) => {
    const id = idParam(ctx.params.userId, 'userId');
    await orgUsers.remove(requireAuth(ctx).user, id);
    // Their sessions went with them: their open sockets close now (4401).
    await services.realtime.revalidate((i) => i.userId === id);
    ctx.body = { success: true };
  });
  return router;
}
