import type { Context } from 'koa';
import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';
import { deleteManagedUser } from '../users/delete-managed.ts';
import type { Manager } from '../users/rules.ts';

/** /api/org/users: an organization admin's management of their own organization's users (the users domain's rules). */
export function orgUserHandlers(services: Services) {
  const { users } = services;
  const organization = (ctx: Context): Manager => ({ scope: 'organization', caller: requireAuth(ctx).user });
  return {
    'GET /api/org/users': async (ctx) => users.listManaged(organization(ctx)),
    'POST /api/org/users': async (ctx, { body }) => {
      const caller = requireAuth(ctx).user;
      const created = await users.createMember(caller, body);
      services.usage.warnLater(caller.organization.id, 'users'); // 80 % / 100 % of the plan's seats
      return created;
    },
    'PUT /api/org/users/:userId': async (ctx, { params, body }) =>
      users.updateManaged(organization(ctx), params.userId, body),
    'DELETE /api/org/users/:userId': async (ctx, { params }) =>
      deleteManagedUser(services, organization(ctx), params.userId),
  } satisfies Handlers;
}
