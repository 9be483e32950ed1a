import Router from '@koa/router';
import { LoginRequest, type LoginResponse } from '@qafila/contracts';
import { requireAuth } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { parseBody } from '../../http/params.ts';
import type { Services } from '../../services.ts';
import { toAuthUser } from './service.ts';

function tooMany(retryAfterSeconds: number) {
  return new HttpError(429, `Too many sign-in attempts. Try again in ${retryAfterSeconds} seconds.`, {
    'Retry-After': String(retryAfterSeconds),
  });
}

/**
 * Customer and staff sign-in. 401 'Invalid credentials' whether or not the user exists; 429 with
 * Retry-After past the per-IP or per-account limit.
 */
export function authRoutes(services: Services) {
  const { auth, limits } = services;
  const router = new Router();

  router.post('/api/auth/login', async (ctx) => {
    const ipHit = limits.loginPerIp.hit(ctx.ip);
    if (ipHit.limited) throw tooMany(ipHit.retryAfterSeconds);
    const body = parseBody(LoginRequest, ctx.request.body);
    const accountKey = body.username.trim().toLowerCase();
    const account = limits.loginPerAccount.peek(accountKey);
    if (account.limited) throw tooMany(account.retryAfterSeconds);

    const result = await auth.login(body.username, body.password, {
      kind: 'user',
      ip: ctx.ip,
      userAgent: ctx.get('user-agent'),
    });
    if (!result) {
      limits.loginPerAccount.hit(accountKey);
      ctx.state.log.info({ username: accountKey }, 'sign-in failed');
      throw new HttpError(401, 'Invalid credentials');
    }
    limits.loginPerAccount.reset(accountKey);
    const body200: LoginResponse = { token: result.token, user: result.user };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body200;
  });

  router.get('/api/auth/me', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toAuthUser(requireAuth(ctx).user);
  });

  router.post('/api/auth/logout', async (ctx) => {
    if (ctx.state.auth) await auth.revoke(ctx.state.auth.session.id);
    ctx.body = { success: true };
  });

  return router;
}
