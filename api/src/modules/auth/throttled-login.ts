import type { Context } from 'koa';
import { HttpError } from '../../http/errors.ts';
import type { LoginThrottle } from '../../http/rate-limit.ts';
import type { AuthService, SessionContext, SessionKind } from './service.ts';

/**
 * A sign-in behind its throttle, shared by the customer/staff and the admin portal's login (each with its own
 * throttle): 429 with Retry-After while the (account, address) pair, the address or the account is held back; 401
 * 'Invalid credentials' whether or not the user exists; only failures count, and a success clears its pair.
 */
export async function throttledLogin(
  ctx: Context,
  options: { auth: AuthService; throttle: LoginThrottle; kind: SessionKind; username: string; password: string },
) {
  const { auth, throttle, kind } = options;
  const account = options.username.trim().toLowerCase();
  const logName = kind === 'admin' ? 'admin sign-in' : 'sign-in';
  const decision = throttle.check(account, ctx.ip);
  if (!decision.allowed) {
    ctx.state.log.info({ username: account, rule: decision.reason }, `${logName} throttled`);
    throw new HttpError(429, `Too many sign-in attempts. Try again in ${decision.retryAfterSeconds} seconds.`, {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
  const result = await auth.login(options.username, options.password, sessionContext(ctx, kind));
  if (!result) {
    throttle.failure(account, ctx.ip);
    ctx.state.log.info({ username: account }, `${logName} failed`);
    throw new HttpError(401, 'Invalid credentials');
  }
  throttle.success(account, ctx.ip);
  ctx.set('Cache-Control', 'no-store');
  return result;
}

/** Where a session is opened from, for its row. */
export function sessionContext(ctx: Context, kind: SessionKind): SessionContext {
  return { kind, ip: ctx.ip, userAgent: ctx.get('user-agent') };
}
