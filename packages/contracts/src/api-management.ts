import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { boundedText } from './text.ts';

/** What an organization API key may do (issue 17, docs/api-keys.md): each names the routes that accept it. */
export const API_KEY_SCOPES = [
  'shipments:read',
  'shipments:write',
  'tracking:read',
  'documents:read',
  'webhooks:manage',
] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES, {
  error: `scopes must be among ${API_KEY_SCOPES.join(', ')}`,
});
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** Every key starts with this; the rest is 43 base64url characters (32 random bytes). */
export const API_KEY_PREFIX = 'qk_live_';
/** How many leading characters of a key stay visible after creation (`qk_live_` and 4 more). */
export const API_KEY_VISIBLE_LENGTH = 12;
/** Calls per key and minute before 429 with Retry-After. */
export const API_KEY_RATE_LIMIT_PER_MINUTE = 120;

/** An organization API key as listed: never the key itself, only its visible prefix. */
export const ApiKeyDto = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    /** The first API_KEY_VISIBLE_LENGTH characters, e.g. `qk_live_Ab3x`. */
    prefix: z.string(),
    scopes: z.array(ApiKeyScope),
    createdAt: IsoDateTime,
    createdBy: z.string().nullable(),
    lastUsedAt: IsoDateTime.nullable(),
    revokedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyDto = z.infer<typeof ApiKeyDto>;

const scopeList = z
  .array(ApiKeyScope, { error: 'scopes must be a list' })
  .min(1, { error: 'Choose at least one scope' })
  .max(API_KEY_SCOPES.length)
  .refine((s) => new Set(s).size === s.length, { error: 'scopes must not repeat' });

export const CreateApiKey = z
  .object({ name: boundedText('name', 80, { min: 1 }), scopes: scopeList })
  .meta({ id: 'CreateApiKey' });
export type CreateApiKey = z.infer<typeof CreateApiKey>;

/** The answer to creating a key: the only time the key itself is shown. */
export const CreatedApiKey = z.object({ apiKey: ApiKeyDto, key: z.string() }).meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** The domain events an organization may subscribe a webhook endpoint to. */
export const WEBHOOK_EVENT_TYPES = [
  'shipment.created',
  'shipment.status_changed',
  'document.reviewed',
  'chat.handoff',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `events must be among ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});
export type WebhookEventType = z.infer<typeof WebhookEventType>;
/** What a delivery carries: a subscribed event, or the `ping` of "Send test event". */
export const WebhookDeliveryEvent = z.enum([...WEBHOOK_EVENT_TYPES, 'ping']);

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/api-keys.md). */
export const WEBHOOK_SIGNATURE_HEADER = 'Qafila-Signature';
/** A receiver refuses a signature whose timestamp is older than this (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Retries with back-off 1, 2, 4 … minutes capped at an hour, for this long after the event. */
export const WEBHOOK_RETRY_WINDOW_HOURS = 24;
/** Consecutive failed deliveries after which an endpoint is disabled (its admins are notified). */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 20;

const webhookUrl = z
  .string({ error: 'url must be text' })
  .trim()
  .max(2048, { error: 'url must be at most 2048 characters' })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
      } catch {
        return false;
      }
    },
    { error: 'url must be an http(s) address without credentials' },
  );
const eventList = z
  .array(WebhookEventType, { error: 'events must be a list' })
  .min(1, { error: 'Choose at least one event' })
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((s) => new Set(s).size === s.length, { error: 'events must not repeat' });

export const WebhookEndpointDto = z
  .object({
    id: z.number().int().positive(),
    url: z.string(),
    description: z.string(),
    events: z.array(WebhookEventType),
    enabled: z.boolean(),
    /** Why it was disabled: by an admin, or after WEBHOOK_DISABLE_AFTER_FAILURES failures in a row. */
    disabledReason: z.string().nullable(),
    consecutiveFailures: z.number().int().nonnegative(),
    /** The signing secret's last 4 characters: the secret itself is shown once, at creation. */
    secretLast4: z.string(),
    createdAt: IsoDateTime,
    lastDeliveryAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpointDto = z.infer<typeof WebhookEndpointDto>;

export const CreateWebhookEndpoint = z
  .object({
    url: webhookUrl,
    events: eventList,
    description: boundedText('description', 200).optional(),
  })
  .meta({ id: 'CreateWebhookEndpoint' });
export type CreateWebhookEndpoint = z.infer<typeof CreateWebhookEndpoint>;

export const UpdateWebhookEndpoint = z
  .object({
    url: webhookUrl.optional(),
    events: eventList.optional(),
    description: boundedText('description', 200).optional(),
    /** Turning an endpoint back on clears its failure count. */
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  })
  .meta({ id: 'UpdateWebhookEndpoint' });
export type UpdateWebhookEndpoint = z.infer<typeof UpdateWebhookEndpoint>;

/** The answer to adding an endpoint: the only time its signing secret (`whsec_…`) is shown. */
export const CreatedWebhookEndpoint = z
  .object({ endpoint: WebhookEndpointDto, secret: z.string() })
  .meta({ id: 'CreatedWebhookEndpoint' });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpoint>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const WebhookDeliveryDto = z
  .object({
    id: z.number().int().positive(),
    endpointId: z.number().int().positive(),
    /** The event's id (`evt_…`), the same for a redelivery, so receivers can deduplicate. */
    eventId: z.string(),
    eventType: WebhookDeliveryEvent,
    /** pending: waiting for its next attempt; delivered: a 2xx answer; failed: no more attempts. */
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int().nonnegative(),
    nextAttemptAt: IsoDateTime.nullable(),
    lastAttemptAt: IsoDateTime.nullable(),
    responseStatus: z.number().int().nullable(),
    latencyMs: z.number().int().nonnegative().nullable(),
    error: z.string().nullable(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryDto = z.infer<typeof WebhookDeliveryDto>;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `GET /api/org/api-usage`: the organization's API calls (signed-in and API-key calls both; `keyCalls` of them with
 * a key) per Asia/Dubai day for the last 30 days, by endpoint, and the health of its keys and webhooks.
 */
export const ApiUsage = z
  .object({
    from: Day,
    to: Day,
    days: z.array(
      z.object({
        day: Day,
        calls: z.number().int().nonnegative(),
        keyCalls: z.number().int().nonnegative(),
        errors: z.number().int().nonnegative(),
      }),
    ),
    totals: z.object({
      calls: z.number().int().nonnegative(),
      keyCalls: z.number().int().nonnegative(),
      errors: z.number().int().nonnegative(),
      /** errors / calls; null without calls. */
      errorRate: z.number().min(0).max(1).nullable(),
    }),
    /** Busiest first: calls, 4xx/5xx answers and the average time to answer, per route (`GET /api/org/shipments`). */
    endpoints: z.array(
      z.object({
        endpoint: z.string(),
        calls: z.number().int().nonnegative(),
        errors: z.number().int().nonnegative(),
        avgLatencyMs: z.number().nonnegative(),
      }),
    ),
    keys: z.object({
      active: z.number().int().nonnegative(),
      revoked: z.number().int().nonnegative(),
      lastUsedAt: IsoDateTime.nullable(),
    }),
    webhooks: z.object({
      endpoints: z.number().int().nonnegative(),
      disabled: z.number().int().nonnegative(),
      /** Deliveries of the last 24 hours by outcome. */
      delivered: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
      pending: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'ApiUsage' });
export type ApiUsage = z.infer<typeof ApiUsage>;
