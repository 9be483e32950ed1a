import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';

/** The staff side of the chat (the dashboard's 'ai-chat' section). */
export function conversationHandlers(services: Services) {
  const { conversations } = services;
  return {
    'GET /api/org/conversations': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      const customerId = query.customerId === undefined ? undefined : Number(query.customerId);
      return conversations.list(requireStaff(ctx).user, customerId);
    },
    'GET /api/org/conversations/:sessionId/messages': async (ctx, { params }) => {
      ctx.set('Cache-Control', 'no-store');
      return conversations.messages(requireStaff(ctx).user, params.sessionId);
    },
    'POST /api/org/conversations/:sessionId/messages': async (ctx, { params, body }) =>
      conversations.reply(requireStaff(ctx).user, params.sessionId, body),
  } satisfies Handlers;
}
