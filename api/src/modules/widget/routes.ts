import { WidgetMessageRequest } from '@qafila/contracts';
import type { Context } from 'koa';
import type { WidgetSettings } from '../../db/entities/index.ts';
import { parseInput } from '../../domain/errors.ts';
import type { Handlers } from '../../http/api-router.ts';
import { HttpError } from '../../http/errors.ts';
import { requireStaff } from '../../http/guards.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { createKeyedQueue } from '../../lib/keyed-queue.ts';
import type { Services } from '../../services.ts';
import type { LiveWidgetSession } from './public.ts';

declare module 'koa' {
  interface DefaultState {
    /** The widget of the website token in the path, found by the Origin check (http/widget-cors.ts). */
    widgetSettings?: WidgetSettings;
    /** The widget session of the X-Widget-Session header, found by the Origin check. */
    widgetSession?: LiveWidgetSession;
  }
}

/** Counts one event against each limiter and key; 429 with Retry-After when any is over. */
function limit(message: string, hits: [RateLimiter, string][]) {
  const results = hits.map(([limiter, key]) => limiter.hit(key));
  const retryAfter = Math.max(0, ...results.filter((h) => h.limited).map((h) => h.retryAfterSeconds));
  if (retryAfter > 0) {
    throw new HttpError(429, `${message} Try again in ${retryAfter} seconds.`, { 'Retry-After': String(retryAfter) });
  }
}

function settingsOf(ctx: Context): WidgetSettings {
  const settings = ctx.state.widgetSettings;
  if (!settings) throw new Error('the widget Origin check did not run');
  return settings;
}

function sessionOf(ctx: Context): LiveWidgetSession {
  const session = ctx.state.widgetSession;
  if (!session) throw new Error('the widget Origin check did not run');
  return session;
}

/** The chat widget (issue 15): its settings for staff ('chat-widget' section) and its public calls. */
export function widgetHandlers(services: Services) {
  const { widget, widgetSettings, limits } = services;
  // As the web chat: one conversation's messages are answered one after another.
  const conversations = createKeyedQueue();
  return {
    'GET /api/org/widget': async (ctx) => widgetSettings.get(requireStaff(ctx).user),
    'PUT /api/org/widget': async (ctx, { body }) => widgetSettings.update(requireStaff(ctx).user, body),
    'POST /api/org/widget/website-token': async (ctx) => widgetSettings.rotateWebsiteToken(requireStaff(ctx).user),
    'POST /api/org/widget/identity-secret': async (ctx) => widgetSettings.rotateIdentitySecret(requireStaff(ctx).user),

    'GET /api/widget/:websiteToken/config': async (ctx) => widget.config(settingsOf(ctx)),
    'POST /api/widget/:websiteToken/sessions': async (ctx, { body }) => {
      const settings = settingsOf(ctx);
      limit('Too many conversations started.', [
        [limits.widgetSessionsPerIp, ctx.ip],
        [limits.widgetSessionsPerToken, `widget:${settings.id}`],
      ]);
      return widget.start(settings, body);
    },
    'GET /api/widget/messages': async (ctx) => {
      const session = sessionOf(ctx);
      return services.chat.widgetMessages({ session: session.chatSession, customer: session.customer });
    },
    'POST /api/widget/messages': async (ctx, { body }) => {
      const session = sessionOf(ctx);
      // Counted before the body is read: invalid posts count too.
      limit('Too many messages.', [
        [limits.chatPerVisitor, `widget:${session.chatSession.id}`],
        [limits.chatPerIp, ctx.ip],
      ]);
      const input = parseInput(WidgetMessageRequest, body);
      const identity = { session: session.chatSession, customer: session.customer };
      return conversations.run(session.chatSession.id, () =>
        services.chat.sendWidget(identity, input.content, input.pageUrl),
      );
    },
  } satisfies Handlers;
}
