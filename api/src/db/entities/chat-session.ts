import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

export const CHAT_SESSION_STATUSES = ['open', 'handoff', 'closed'] as const;

/** A chat conversation, bound to whoever opened it: a user or an anonymous visitor. */
export const ChatSession = defineEntity({
  name: 'ChatSession',
  tableName: 'chat_sessions',
  properties: {
    id: p.string().length(128).primary(),
    organization: () => p.manyToOne(Organization).index(),
    /** The customer whose shipments the conversation is about. */
    customer: () => p.manyToOne(User).index(),
    /** The signed-in owner, or null for a visitor. */
    owner: () => p.manyToOne(User).nullable().index(),
    /** The visitor owner (anonymous identity from the signed cookie). */
    visitorId: p.string().length(64).nullable().index(),
    channel: p.enum(['web', 'whatsapp'] as const),
    status: p.enum(CHAT_SESSION_STATUSES).default('open'),
    handoffReason: p.text().nullable(),
    handoffAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type ChatSession = InferEntity<typeof ChatSession>;
