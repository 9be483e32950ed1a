import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { toAuthUser } from './service.ts';

function tooMany(retryAfterSeconds: number) {
  return new HttpError(429, `Too many sign-in attempts. Try again in ${retryAfterSeconds} seconds.`, {
    'Retry-After': String(retryAfterSeconds),
  });
}

/**
 * Customer and staff sign-in. 401 'Invalid credentials' whether or not the user exists; 429 with Retry-After while
 * the (account, address) pair, the address or the account is throttled (`limits.userLogin`, separate from the admin
 * portal's). Only failures count; a success clears its pair.
 */
export function authHandlers(services: Services) {
  const { auth, limits } = services;
  return {
    'POST /api/auth/login': async (ctx, { body }) => {
      const accountKey = body.username.trim().toLowerCase();
      const decision = limits.userLogin.check(accountKey, ctx.ip);
      if (!decision.allowed) {
        ctx.state.log.info({ username: accountKey, rule: decision.reason }, 'sign-in throttled');
        throw tooMany(decision.retryAfterSeconds);
      }
      const result = await auth.login(body.username, body.password, {
        kind: 'user',
        ip: ctx.ip,
        userAgent: ctx.get('user-agent'),
      });
      if (!result) {
        limits.userLogin.failure(accountKey, ctx.ip);
        ctx.state.log.info({ username: accountKey }, 'sign-in failed');
        throw new HttpError(401, 'Invalid credentials');
      }
      limits.userLogin.success(accountKey, ctx.ip);
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
