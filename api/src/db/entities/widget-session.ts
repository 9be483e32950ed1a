import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ChatSession } from './chat-session.ts';
import { Organization } from './organization.ts';
import { User } from './user.ts';

/**
 * A browser's session of the chat widget (issue 15): its opaque token (only the SHA-256 hash is kept) opens one
 * conversation. Valid until it expires or the organization rotates its website token (`tokenVersion` then lags).
 */
export const WidgetSession = defineEntity({
  name: 'WidgetSession',
  tableName: 'widget_sessions',
  properties: {
    id: p.integer().primary(),
    /** Hex SHA-256 of the token. */
    tokenHash: p.string().length(64).unique(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    chatSession: () => p.manyToOne(ChatSession).index().deleteRule('cascade'),
    /** The customer the identity hash verified; null for an anonymous visitor. */
    customer: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    tokenVersion: p.integer(),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type WidgetSession = InferEntity<typeof WidgetSession>;
