import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';

/** The signed-in user's own profile and password (any role; visitors 401). */
export function profileHandlers(services: Services) {
  const { profile } = services;
  return {
    'GET /api/me': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return profile.get(requireAuth(ctx));
    },
    'PUT /api/me': async (ctx, { body }) => {
      ctx.set('Cache-Control', 'no-store');
      return profile.update(requireAuth(ctx), body);
    },
    'POST /api/me/password': async (ctx, { body }) => profile.changePassword(requireAuth(ctx), body),
  } satisfies Handlers;
}
