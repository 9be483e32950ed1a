import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CHAT_CHANNELS } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

export const CHAT_SESSION_STATUSES = ['open', 'handoff', 'closed'] as const;

/**
 * A chat conversation, bound to whoever opened it: a user, an anonymous visitor, or (channel `widget`) the widget
 * sessions of a partner's site that point at it (WidgetSession).
 */
export const ChatSession = defineEntity({
  name: 'ChatSession',
  tableName: 'chat_sessions',
  properties: {
    id: p.string().length(128).primary(),
    organization: () => p.manyToOne(Organization).index(),
    /**
     * The customer whose shipments the conversation is about; null for an anonymous visitor of the chat widget, who
     * belongs to the organization and to no customer.
     */
    // A customer who has conversations is not deleted under them (409, users/rules.ts), as before the widget.
    customer: () => p.manyToOne(User).nullable().index().deleteRule('no action'),
    /** The signed-in owner, or null for a visitor. */
    owner: () => p.manyToOne(User).nullable().index(),
    /** The visitor owner (anonymous identity from the signed cookie). */
    visitorId: p.string().length(64).nullable().index(),
    channel: p.enum(CHAT_CHANNELS),
    /** The page of the partner's site the widget visitor last wrote from. */
    pageUrl: p.text().nullable(),
    /** What an anonymous widget visitor typed in the pre-chat form. */
    visitorName: p.string().length(200).nullable(),
    visitorContact: p.string().length(254).nullable(),
    status: p.enum(CHAT_SESSION_STATUSES).default('open'),
    handoffReason: p.text().nullable(),
    handoffAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type ChatSession = InferEntity<typeof ChatSession>;
