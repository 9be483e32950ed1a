import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';
import { toAuthUser } from '../users/dto.ts';
import { sessionContext, throttledLogin } from './throttled-login.ts';

/**
 * Customer and staff sign-in. 401 'Invalid credentials' whether or not the user exists; 429 with Retry-After while
 * the (account, address) pair, the address or the account is throttled (`limits.userLogin`, separate from the admin
 * portal's). Only failures count; a success clears its pair.
 */
export function authHandlers(services: Services) {
  const { auth, limits, twoFactor } = services;
  return {
    'POST /api/auth/login': async (ctx, { body }) => {
      const result = await throttledLogin(ctx, { auth, throttle: limits.userLogin, kind: 'user', ...body });
      if ('twoFactorRequired' in result) {
        return { twoFactorRequired: true as const, challenge: twoFactor.challenge(result.user, 'user') };
      }
      return { token: result.token, user: result.user };
    },

    // The second step for an account with two-factor sign-in on (issue 16): the challenge and a code.
    'POST /api/auth/login/two-factor': async (ctx, { body }) => {
      const result = await twoFactor.completeLogin(body, sessionContext(ctx, 'user'));
      ctx.set('Cache-Control', 'no-store');
      return { token: result.token, user: result.user };
    },

    'GET /api/auth/me': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return toAuthUser(requireAuth(ctx).user);
    },

    'POST /api/auth/logout': async (ctx) => {
      if (ctx.state.auth) await auth.revoke(ctx.state.auth.session.id);
      return { success: true };
    },
  } satisfies Handlers;
}
