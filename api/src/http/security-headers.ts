import type { Context, Middleware, Next } from 'koa';

/**
 * The Content-Security-Policy. `connect-src 'self'` covers the chat WebSocket, which the web app opens on its own
 * origin (`ws:`/`wss:` of the page's host: CSP Level 3 lets 'self' match them); `publicOrigin` is added when
 * the product is reached under a configured public origin as well.
 */
export function contentSecurityPolicy(publicOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes carry runtime theme variables (brand colours).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${publicOrigin ? ` ${publicOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every response carries, whatever its path (HSTS and Cache-Control depend on the request). */
export function constantSecurityHeaders(publicOrigin?: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(publicOrigin),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Public API answers that may be cached (they set their own Cache-Control); every other /api/ answer is no-store. */
const CACHEABLE_API = new Set(['/api/health', '/api/branding']);

/**
 * Conservative security headers on every response; HSTS when the request is https (behind a trusted proxy, from
 * X-Forwarded-Proto). `Cache-Control: no-store` on every /api/ answer but the public cacheable ones, and on every
 * answer to a signed-in request or one carrying credentials, whatever the route set.
 */
export function securityHeaders(options: { publicOrigin?: string } = {}): Middleware {
  const headers = Object.entries(constantSecurityHeaders(options.publicOrigin));
  return async (ctx: Context, next: Next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    const api = ctx.path === '/api' || ctx.path.startsWith('/api/');
    if (api && !CACHEABLE_API.has(ctx.path)) ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } finally {
      if (ctx.state.auth || ctx.get('authorization')) ctx.set('Cache-Control', 'no-store');
    }
  };
}
