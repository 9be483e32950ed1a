import Router from '@koa/router';
import { ChatSessionId, DetectLanguageRequest, type LanguageCode } from '@qafila/contracts';
import type { Context } from 'koa';
import { ensureVisitorId } from '../../http/auth.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { parseBody } from '../../http/params.ts';
import { createKeyedQueue } from '../../lib/keyed-queue.ts';
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

/**
 * Counts a chat post: a signed-in user against their own limit; a visitor against theirs and their IP address's
 * (a new cookie per request gains nothing). 429 with Retry-After when any is exceeded.
 */
function limitChat(services: Services, ctx: Context, identity: ChatIdentity) {
  const { limits } = services;
  const hits =
    identity.caller.kind === 'user'
      ? [limits.chatPerUser.hit(`user:${identity.caller.user.id}`)]
      : [limits.chatPerVisitor.hit(`visitor:${identity.visitorId}`), limits.chatPerIp.hit(ctx.ip)];
  const retryAfter = Math.max(0, ...hits.filter((h) => h.limited).map((h) => h.retryAfterSeconds));
  if (retryAfter > 0) {
    throw new HttpError(429, `Too many messages. Try again in ${retryAfter} seconds.`, {
      'Retry-After': String(retryAfter),
    });
  }
}

/** Web chat (spec 000 §7) and language detection. */
export function chatRoutes(services: Services) {
  const router = new Router();
  // The messages of one conversation are answered one after another, in the order they arrived: each answer sees
  // the one before (its history, a hand-off already made), so repeated hand-offs of a session tell the team once.
  const conversations = createKeyedQueue();

  router.get('/api/chat/:sessionId/messages', async (ctx) => {
    const sessionId = sessionIdParam(ctx.params.sessionId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await services.chat.messages(identityOf(ctx), sessionId);
  });

  router.post('/api/chat/:sessionId/messages', async (ctx) => {
    const sessionId = sessionIdParam(ctx.params.sessionId);
    const identity = identityOf(ctx);
    limitChat(services, ctx, identity);
    const body = ctx.request.body;
    ctx.body = await conversations.run(sessionId, () => services.chat.send(identity, sessionId, body));
    ctx.status = 201;
  });

  router.post('/api/language/detect', async (ctx) => {
    const { text } = parseBody(DetectLanguageRequest, ctx.request.body);
    const language: LanguageCode = detectLanguage(text, 'en');
    ctx.body = { language };
  });

  return router;
}
