import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';

/** /api/org/users: an organization admin's management of their own organization's users. */
export function orgUserHandlers(services: Services) {
  const { orgUsers } = services;
  return {
    'GET /api/org/users': async (ctx) => orgUsers.list(requireAuth(ctx).user),
    'POST /api/org/users': async (ctx, { body }) => orgUsers.create(requireAuth(ctx).user, body),
    'PUT /api/org/users/:userId': async (ctx, { params, body }) =>
      orgUsers.update(requireAuth(ctx).user, params.userId, body),
    'DELETE /api/org/users/:userId': async (ctx, { params }) => {
      await orgUsers.remove(requireAuth(ctx).user, params.userId);
      // Their sessions went with them: their open sockets close now (4401).
      await services.realtime.revalidate((i) => i.userId === params.userId);
      return { success: true };
    },
  } satisfies Handlers;
}
