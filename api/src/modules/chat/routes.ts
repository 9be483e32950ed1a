import Router from '@koa/router';
import { ChatSessionId, DetectLanguageRequest, type LanguageCode } from '@qafila/contracts';
import type { Context } from 'koa';
import { ensureVisitorId } from '../../http/auth.ts';
import { badRequest } from '../../http/errors.ts';
import { parseBody } from '../../http/params.ts';
import type { Services } from '../../services.ts';
import { callerOf } from '../access.ts';
import { detectLanguage } from '../assistant/language.ts';
import type { ChatIdentity } from './service.ts';

function sessionIdParam(value: string | undefined): string {
  const parsed = ChatSessionId.safeParse(value);
  if (!parsed.success) throw badRequest('sessionId must be 8-128 letters, digits, _ or -');
  return parsed.data;
}

/** Signed-in callers are themselves; visitors get (or keep) their anonymous cookie identity. */
function identityOf(ctx: Context): ChatIdentity {
  const caller = callerOf(ctx);
  return caller.kind === 'user' ? { caller } : { caller, visitorId: ensureVisitorId(ctx) };
}

/** Web chat (spec 000 §7) and language detection. */
export function chatRoutes(services: Services) {
  const router = new Router();

  router.get('/api/chat/:sessionId/messages', async (ctx) => {
    const sessionId = sessionIdParam(ctx.params.sessionId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await services.chat.messages(identityOf(ctx), sessionId);
  });

  router.post('/api/chat/:sessionId/messages', async (ctx) => {
    const sessionId = sessionIdParam(ctx.params.sessionId);
    ctx.status = 201;
    ctx.body = await services.chat.send(identityOf(ctx), sessionId, ctx.request.body);
  });

  router.post('/api/language/detect', async (ctx) => {
    const { text } = parseBody(DetectLanguageRequest, ctx.request.body);
    const language: LanguageCode = detectLanguage(text, 'en');
    ctx.body = { language };
  });

  return router;
}
