import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { WHATSAPP_MESSAGE_STATUSES } from '@qafila/contracts';
import { ChatSession } from './chat-session.ts';
import { Organization } from './organization.ts';

/**
 * A WhatsApp message received through the webhook or sent through the Graph API (issue 17): the section's figures
 * and the 24-hour window come from these rows. Meta's message id (`wamid.…`) is unique, so a notification delivered
 * twice is stored once; a send that failed before Meta gave an id has none.
 */
export const WhatsAppMessage = defineEntity({
  name: 'WhatsAppMessage',
  tableName: 'whatsapp_messages',
  indexes: [{ properties: ['organization', 'createdAt'] }, { properties: ['organization', 'waId', 'direction'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade'),
    /** The conversation it belongs to; null for a notification sent outside any conversation. */
    chatSession: () => p.manyToOne(ChatSession).nullable().index().deleteRule('set null'),
    direction: p.enum(['in', 'out'] as const),
    waMessageId: p.string().length(128).nullable().unique(),
    /** The customer's WhatsApp id (their number in international format, digits only). */
    waId: p.string().length(32),
    /** text, template (a notification or a reply outside the window), or what else a customer sent (image, …). */
    kind: p.string().length(32),
    status: p.enum(WHATSAPP_MESSAGE_STATUSES),
    error: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    statusAt: p.datetime().nullable(),
  },
});
export type WhatsAppMessage = InferEntity<typeof WhatsAppMessage>;
