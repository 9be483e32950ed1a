import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';

/** The signed-in user's own profile and password (any role; visitors 401), by the users domain's rules. */
export function profileHandlers(services: Services) {
  const { users } = services;
  return {
    'GET /api/me': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return users.profile(requireAuth(ctx));
    },
    'PUT /api/me': async (ctx, { body }) => {
      ctx.set('Cache-Control', 'no-store');
      return users.updateProfile(requireAuth(ctx), body);
    },
    'POST /api/me/password': async (ctx, { body }) => users.changeOwnPassword(requireAuth(ctx), body, 'profile'),
  } satisfies Handlers;
}
