import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ChatSession } from './chat-session.ts';
import { User } from './user.ts';

export const ChatMessageRecord = defineEntity({
  name: 'ChatMessageRecord',
  tableName: 'chat_messages',
  properties: {
    id: p.integer().primary(),
    session: () => p.manyToOne(ChatSession).index().deleteRule('cascade'),
    role: p.enum(['user', 'assistant'] as const),
    /** Set when a person of the team wrote an assistant-side message. */
    author: () => p.manyToOne(User).nullable(),
    content: p.text(),
    language: p.enum(['en', 'ar'] as const),
    metadata: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ChatMessageRecord = InferEntity<typeof ChatMessageRecord>;
