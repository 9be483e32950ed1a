import { randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';
import { isApiKeyToken } from '../modules/api-keys/keys.ts';
import type { ApiKeyCaller, ApiKeyService } from '../modules/api-keys/service.ts';
import type { Authenticated, AuthService } from '../modules/auth/service.ts';
import { organizationBlock } from '../modules/organizations/service.ts';
import { HttpError } from './errors.ts';

export const VISITOR_COOKIE = 'qafila_vid';
const VISITOR_MAX_AGE_MS = 365 * 24 * 3_600_000;

/** Paths where a stale token is ignored instead of refused, so that signing in again always works. */
const TOKEN_OPTIONAL = new Set([
  '/api/auth/login',
  '/api/auth/login/two-factor',
  '/api/admin/login',
  '/api/admin/login/two-factor',
  '/api/health',
  '/api/auth/logout',
]);

declare module 'koa' {
  interface DefaultState {
    auth?: Authenticated;
    /** An organization API key's caller (issue 17): set instead of `auth`, honoured only by endpoints with `apiKey`. */
    apiKey?: ApiKeyCaller;
    requestId: string;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Resolves the bearer token into `ctx.state.auth`. Paths under /api/admin/ take admin tokens; every other
 * path takes user tokens. No token: the caller is a visitor. A token that is not valid for the path: 401.
 * A token starting `qk_` is an organization API key (issue 17): a live one becomes `ctx.state.apiKey` (which only
 * the endpoints declaring `apiKey` accept: guards.ts), anything else 401, on every path but the TOKEN_OPTIONAL ones.
 */
export function authenticate(auth: AuthService, apiKeys?: Pick<ApiKeyService, 'authenticate'>) {
  return async function withAuth(ctx: Context, next: Next) {
    const token = bearerToken(ctx.get('authorization'));
    if (token && apiKeys && isApiKeyToken(token) && ctx.path.startsWith('/api/')) {
      // Signing in, out and the health probe ignore a key as they ignore a stale token.
      if (TOKEN_OPTIONAL.has(ctx.path)) return next();
      const key = await apiKeys.authenticate(token);
      if (!key) throw new HttpError(401, 'Invalid or revoked API key');
      const blocked = organizationBlock(key.organization);
      if (blocked) throw new HttpError(403, blocked);
      ctx.state.apiKey = key;
    } else if (token && ctx.path.startsWith('/api/')) {
      const kind = ctx.path.startsWith('/api/admin/') ? 'admin' : 'user';
      const found = await auth.authenticate(token, kind);
      if (found) {
        // Members of a suspended or cancelled organization: their live tokens stop working (sign-out still does).
        const blocked = organizationBlock(found.user.organization);
        if (blocked && !TOKEN_OPTIONAL.has(ctx.path)) throw new HttpError(403, blocked);
        ctx.state.auth = found;
      } else if (!TOKEN_OPTIONAL.has(ctx.path)) {
        // A genuine user token on an admin path is a signed-in user without the right: 403, not 401.
        if (kind === 'admin' && (await auth.authenticate(token, 'user')))
          throw new HttpError(403, 'Admin access required');
        throw new HttpError(401, 'Invalid or expired token');
      }
    }
    await next();
  };
}

/** The signed-in user, or 401. */
export function requireAuth(ctx: Context): Authenticated {
  if (!ctx.state.auth) throw new HttpError(401, 'Authentication required');
  return ctx.state.auth;
}

/** The visitor's anonymous id from the signed cookie, or undefined when the browser has none yet. */
export function readVisitorId(ctx: Context): string | undefined {
  const value = ctx.cookies.get(VISITOR_COOKIE, { signed: true });
  return value && /^[0-9a-f]{32}$/.test(value) ? value : undefined;
}

/** The visitor's anonymous id, creating it (httpOnly, SameSite=Lax, signed cookie) on first need. */
export function ensureVisitorId(ctx: Context): string {
  const existing = readVisitorId(ctx);
  if (existing) return existing;
  const id = randomBytes(16).toString('hex');
  ctx.cookies.set(VISITOR_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    maxAge: VISITOR_MAX_AGE_MS,
    path: '/',
    overwrite: true,
  });
  return id;
}
