import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

export const SESSION_KINDS = ['user', 'admin'] as const;

/** A signed-in session. Tokens carry its id; revoking the row revokes the token. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(43).primary(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    kind: p.enum(SESSION_KINDS),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    revokedAt: p.datetime().nullable(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(300).nullable(),
  },
});
export type Session = InferEntity<typeof Session>;
