import { WIDGET_SESSION_HEADER } from '@qafila/contracts';
import { NotFoundError } from '../../domain/errors.ts';
import { HttpError } from '../../http/errors.ts';
import type { WidgetOrigins } from '../../http/widget-cors.ts';
import type { WidgetService } from './public.ts';

export const WIDGET_NOT_FOUND = 'Chat widget not found';
export const WIDGET_SESSION_ENDED = 'Widget session unknown or ended';

const TOKEN_ROUTE = /^\/api\/widget\/([^/]+)\/(config|sessions)$/;

/**
 * Whose allowed origins a widget request is checked against: the website token's organization
 * (`/api/widget/:websiteToken/…`; unknown token or disabled widget: 404), or the session's
 * (`/api/widget/messages`, X-Widget-Session; missing, unknown, expired or rotated: 401). A preflight of the latter
 * carries no session: any enabled widget's origins answer it, and the request itself is checked against its own.
 * What was found is kept in ctx.state for the handlers.
 */
export function widgetOrigins(widget: WidgetService): WidgetOrigins {
  return async (ctx, preflight) => {
    const token = TOKEN_ROUTE.exec(ctx.path)?.[1];
    if (token !== undefined) {
      const settings = await widget.settingsForToken(token);
      if (!settings) throw new NotFoundError(WIDGET_NOT_FOUND);
      ctx.state.widgetSettings = settings;
      return settings.allowedOrigins;
    }
    if (ctx.path !== '/api/widget/messages') return undefined;
    if (preflight) return widget.anyAllowedOrigins();
    const session = await widget.sessionForToken(ctx.get(WIDGET_SESSION_HEADER) || undefined);
    if (!session) throw new HttpError(401, WIDGET_SESSION_ENDED);
    ctx.state.widgetSession = session;
    return session.settings.allowedOrigins;
  };
}
