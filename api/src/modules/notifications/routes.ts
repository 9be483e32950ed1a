import Router from '@koa/router';
import { idParam } from '../../http/params.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../staff.ts';

/** The staff's notification bell: shipment exceptions, support cases, hand-offs of their organization. */
export function notificationRoutes(services: Services) {
  const { notifications } = services;
  const router = new Router();
  router.get('/api/notifications', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await notifications.list(requireStaff(ctx).user);
  });
  // Registered before /:id/read so that 'read-all' is never taken for an id.
  router.post('/api/notifications/read-all', async (ctx) => {
    ctx.body = await notifications.markAllRead(requireStaff(ctx).user);
  });
  router.post('/api/notifications/:id/read', async (ctx) => {
    ctx.body = await notifications.markRead(requireStaff(ctx).user, idParam(ctx.params.id));
  });
  return router;
}
