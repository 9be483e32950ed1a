import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { WHATSAPP_CONNECTION_STATUSES } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';

/**
 * An organization's WhatsApp Business number on the Cloud API (issue 17, ADR 0033): one row per organization. The
 * access token and the app secret are sealed with the secret box (AES-256-GCM) and never answered; the webhook is
 * found by `connectionKey`, a random key in its URL.
 */
export const WhatsAppConnection = defineEntity({
  name: 'WhatsAppConnection',
  tableName: 'whatsapp_connections',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).unique().deleteRule('cascade'),
    connectionKey: p.string().length(32).unique(),
    phoneNumberId: p.string().length(30),
    wabaId: p.string().length(30),
    displayPhoneNumber: p.string().length(30),
    /** Sealed (secret box). */
    accessToken: p.text(),
    /** The access token's last 4 characters, shown so that an admin recognises it. */
    accessTokenHint: p.string().length(4),
    /** Sealed (secret box): the app secret that signs the webhook's posts. */
    appSecret: p.text(),
    /** Generated; Meta sends it back in the verification request. */
    verifyToken: p.string().length(64),
    templateName: p.string().length(512).nullable(),
    status: p.enum(WHATSAPP_CONNECTION_STATUSES).default('pending'),
    verifiedAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    ...timestamps,
  },
});
export type WhatsAppConnection = InferEntity<typeof WhatsAppConnection>;
