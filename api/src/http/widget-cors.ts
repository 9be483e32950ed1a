import { originAllowed } from '@qafila/contracts';
import type { Context, Middleware } from 'koa';
import { ForbiddenError } from '../domain/errors.ts';

export const WIDGET_API_PREFIX = '/api/widget/';
export const ORIGIN_NOT_ALLOWED = 'Origin not allowed';

/**
 * The origins a widget request may come from (its organization's allowed origins), or undefined when the path is
 * none of the widget's (it then goes on to the 404). It may throw the request's own refusal (404 unknown token, 401
 * unknown session), which then carries no CORS headers.
 */
export type WidgetOrigins = (ctx: Context, preflight: boolean) => Promise<readonly string[] | undefined>;

/**
 * CORS for the chat widget's public routes (/api/widget/*, issue 15), before routing so that a preflight OPTIONS is
 * answered here: the request's Origin must be one the organization allows (exactly, or by its wildcard subdomain);
 * then the answer names that origin, never `*`, with no credentials (the widget sends no cookies). Any other Origin,
 * or none: 403 `{ error: 'Origin not allowed' }` without CORS headers. The product's own pages keep their headers.
 */
export function widgetCors(originsFor: WidgetOrigins): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(WIDGET_API_PREFIX)) return next();
    const preflight = ctx.method === 'OPTIONS';
    ctx.vary('Origin');
    const allowed = await originsFor(ctx, preflight);
    if (!allowed) return next();
    const origin = ctx.get('Origin');
    if (!originAllowed(allowed, origin)) throw new ForbiddenError(ORIGIN_NOT_ALLOWED);
    ctx.set('Access-Control-Allow-Origin', origin);
    // The widget's own fetches from another origin (the default same-origin would only matter to no-cors reads).
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    if (preflight) {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST');
      ctx.set('Access-Control-Allow-Headers', 'content-type, x-widget-session');
      ctx.set('Access-Control-Max-Age', '600');
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', 'Retry-After');
    await next();
  };
}
