import Router from '@koa/router';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';

/** The signed-in user's own profile and password (any role; visitors 401). */
export function profileRoutes(services: Services) {
  const { profile } = services;
  const router = new Router();
  router.get('/api/me', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await profile.get(requireAuth(ctx));
  });
  router.put('/api/me', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await profile.update(requireAuth(ctx), ctx.request.body);
  });
  router.post('/api/me/password', async (ctx) => {
    ctx.body = await profile.changePassword(requireAuth(ctx), ctx.request.body);
  });
  return router;
}
