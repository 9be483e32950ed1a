import type { LanguageCode } from '@qafila/contracts';
import type { Context } from 'koa';
import type { Handlers } from '../../http/api-router.ts';
import { ensureVisitorId } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { createKeyedQueue } from '../../lib/keyed-queue.ts';
import type { Services } from '../../services.ts';
import { callerOf } from '../access.ts';
import { detectLanguage } from '../assistant/language.ts';
import type { ChatIdentity } from './service.ts';

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
export function chatHandlers(services: Services) {
  // The messages of one conversation are answered one after another, in the order they arrived: each answer sees
  // the one before (its history, a hand-off already made), so repeated hand-offs of a session tell the team once.
  const conversations = createKeyedQueue();
  return {
    'GET /api/chat/:sessionId/messages': async (ctx, { params }) => {
      ctx.set('Cache-Control', 'no-store');
      return services.chat.messages(identityOf(ctx), params.sessionId);
    },
    'POST /api/chat/:sessionId/messages': async (ctx, { params, body }) => {
      const identity = identityOf(ctx);
      limitChat(services, ctx, identity);
      return conversations.run(params.sessionId, () => services.chat.send(identity, params.sessionId, body));
    },
    'POST /api/language/detect': async (_ctx, { body }) => {
      const language: LanguageCode = detectLanguage(body.text, 'en');
      return { language };
    },
  } satisfies Handlers;
}
