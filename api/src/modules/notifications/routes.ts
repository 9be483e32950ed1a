import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';

/** The staff's notification bell: shipment exceptions, support cases, hand-offs of their organization. */
export function notificationHandlers(services: Services) {
  const { notifications } = services;
  return {
    'GET /api/notifications': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return notifications.list(requireStaff(ctx).user);
    },
    'POST /api/notifications/read-all': async (ctx) => notifications.markAllRead(requireStaff(ctx).user),
    'POST /api/notifications/:id/read': async (ctx, { params }) =>
      notifications.markRead(requireStaff(ctx).user, params.id),
  } satisfies Handlers;
}
