import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { safeText } from './text.ts';

/**
 * The WhatsApp channel (issue 17, docs/whatsapp.md): an organization connects its WhatsApp Business number of the
 * Cloud API; customers' messages reach the same assistant as the web chat through the webhook, and replies go out
 * through the Graph API.
 */

/** The Graph API version the replies are sent with (`POST {graph}/{version}/{phone-number-id}/messages`). */
export const WHATSAPP_GRAPH_VERSION = 'v21.0';
/** Free-form messages may be sent this long after the customer's last message; afterwards only a template. */
export const WHATSAPP_SERVICE_WINDOW_MS = 24 * 3_600_000;
/** The header of the webhook's signature: `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export const WHATSAPP_SIGNATURE_HEADER = 'X-Hub-Signature-256';
/** A connection's webhook key: 32 base64url characters (24 random bytes). */
export const WHATSAPP_CONNECTION_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const WHATSAPP_CONNECTION_STATUSES = ['pending', 'connected', 'error'] as const;
export const WhatsAppConnectionStatus = z.enum(WHATSAPP_CONNECTION_STATUSES);
export type WhatsAppConnectionStatus = z.infer<typeof WhatsAppConnectionStatus>;

export const WHATSAPP_MESSAGE_STATUSES = ['received', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

const digits = (name: string, max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${max}}$`), { error: `${name} must be the number Meta shows (digits only)` });

const secret = (name: string) =>
  z
    .string()
    .trim()
    .min(8, { error: `${name} must be at least 8 characters` })
    .max(1000, { error: `${name} must be at most 1000 characters` })
    .regex(/^[\x21-\x7e]+$/, { error: `${name} must not contain spaces` });

/**
 * Connecting or changing the number. The access token and the app secret are required when connecting; when
 * changing an existing connection, an absent one keeps the stored value.
 */
export const ConnectWhatsApp = z
  .object({
    phoneNumberId: digits('phoneNumberId', 30),
    wabaId: digits('wabaId', 30),
    displayPhoneNumber: z
      .string()
      .trim()
      .regex(/^\+?[\d\s-]{6,30}$/, { error: 'displayPhoneNumber must be a phone number such as +971 50 123 4567' }),
    accessToken: secret('accessToken').optional(),
    appSecret: secret('appSecret').optional(),
    /** An approved template (of the WhatsApp Manager) sent outside the 24-hour window; none: nothing is sent then. */
    templateName: safeText(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9_]{1,512}$/, { error: 'templateName must be lower-case letters, digits and _' }),
      'templateName',
    )
      .nullable()
      .optional(),
  })
  .meta({ id: 'ConnectWhatsApp' });
export type ConnectWhatsApp = z.infer<typeof ConnectWhatsApp>;

/** The organization's connection; its access token and app secret are never answered, only that they are set. */
export const WhatsAppConnection = z
  .object({
    status: WhatsAppConnectionStatus,
    phoneNumberId: z.string(),
    wabaId: z.string(),
    displayPhoneNumber: z.string(),
    templateName: z.string().nullable(),
    /** The callback URL's path to enter in the app's WhatsApp configuration (the product's origin before it). */
    webhookPath: z.string(),
    /** The verify token to enter next to the callback URL. */
    verifyToken: z.string(),
    /** The access token's last 4 characters. */
    accessTokenHint: z.string(),
    /** When Meta last verified the webhook (the GET handshake). */
    verifiedAt: IsoDateTime.nullable(),
    /** The last failed send's reason, while the status is `error`. */
    lastError: z.string().nullable(),
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'WhatsAppConnection' });
export type WhatsAppConnection = z.infer<typeof WhatsAppConnection>;

export const WhatsAppConnectionState = z
  .object({ connection: WhatsAppConnection.nullable() })
  .meta({ id: 'WhatsAppConnectionState' });
export type WhatsAppConnectionState = z.infer<typeof WhatsAppConnectionState>;

export const WHATSAPP_STATS_DAYS = [7, 30, 90] as const;
export const WhatsAppStatsQuery = z.object({
  days: z.enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90' }).optional(),
});

/** The section's figures over the last `days` days, from the stored messages. */
export const WhatsAppStats = z
  .object({
    days: z.number().int().positive(),
    since: IsoDateTime,
    conversations: z.number().int().nonnegative(),
    messagesIn: z.number().int().nonnegative(),
    messagesOut: z.number().int().nonnegative(),
    /** Median seconds from a customer's message to the first reply after it; null without replies. */
    medianResponseSeconds: z.number().nonnegative().nullable(),
    /** Shares (0–1) of the messages sent that were delivered (or read) and read; null when none was sent. */
    deliveryRate: z.number().min(0).max(1).nullable(),
    readRate: z.number().min(0).max(1).nullable(),
    failed: z.number().int().nonnegative(),
  })
  .meta({ id: 'WhatsAppStats' });
export type WhatsAppStats = z.infer<typeof WhatsAppStats>;

/** The support dashboard's Channels panel: the caller's organization's real channel states. */
export const SupportChannels = z
  .object({ whatsapp: z.enum(['connected', 'not_connected']), web: z.literal('active') })
  .meta({ id: 'SupportChannels' });
export type SupportChannels = z.infer<typeof SupportChannels>;

export const WhatsAppWebhookParams = z.object({
  connectionKey: z.string().regex(WHATSAPP_CONNECTION_KEY_PATTERN, { error: 'Unknown webhook' }),
});
export const WhatsAppVerifyQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});
