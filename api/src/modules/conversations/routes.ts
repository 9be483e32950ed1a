import Router from '@koa/router';
import { ChatSessionId } from '@qafila/contracts';
import { badRequest } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { requireSection } from '../dashboard/sections.ts';
import { requireStaff } from '../staff.ts';

function sessionIdParam(value: string | undefined): string {
  const parsed = ChatSessionId.safeParse(value);
  if (!parsed.success) throw badRequest('sessionId must be 8-128 letters, digits, _ or -');
  return parsed.data;
}

/** The staff side of the chat (the dashboard's 'ai-chat' section). */
export function conversationRoutes(services: Services) {
  const { conversations } = services;
  const router = new Router();
  // 401 for visitors, 403 for customers and for staff without the AI Assistant feature.
  const section = requireSection(services.orm.em, 'ai-chat');
  router.get('/api/org/conversations', section, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await conversations.list(requireStaff(ctx).user);
  });
  router.get('/api/org/conversations/:sessionId/messages', section, async (ctx) => {
    const staff = requireStaff(ctx).user;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await conversations.messages(staff, sessionIdParam(ctx.params.sessionId));
  });
  router.post('/api/org/conversations/:sessionId/messages', section, async (ctx) => {
    const staff = requireStaff(ctx).user;
    const message = await conversations.reply(staff, sessionIdParam(ctx.params.sessionId), ctx.request.body);
    ctx.status = 201;
    ctx.body = message;
  });
  return router;
}
