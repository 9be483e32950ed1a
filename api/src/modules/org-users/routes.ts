import type { Context } from 'koa';
import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';
import type { Manager } from '../users/rules.ts';

/** /api/org/users: an organization admin's management of their own organization's users (the users domain's rules). */
export function orgUserHandlers(services: Services) {
  const { users } = services;
  const organization = (ctx: Context): Manager => ({ scope: 'organization', caller: requireAuth(ctx).user });
  return {
    'GET /api/org/users': async (ctx) => users.listManaged(organization(ctx)),
    'POST /api/org/users': async (ctx, { body }) => users.createMember(requireAuth(ctx).user, body),
    'PUT /api/org/users/:userId': async (ctx, { params, body }) =>
      users.updateManaged(organization(ctx), params.userId, body),
    'DELETE /api/org/users/:userId': async (ctx, { params }) => {
      await users.deleteManaged(organization(ctx), params.userId);
      // Their sessions went with them: their open sockets close now (4401).
      await services.realtime.revalidate((i) => i.userId === params.userId);
      return { success: true };
    },
  } satisfies Handlers;
}
