import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { WEBHOOK_DELIVERY_STATUSES } from '@qafila/contracts';
import { WebhookEndpoint } from './webhook-endpoint.ts';

/**
 * One event for one webhook endpoint (issue 17): the JSON body sent (signed afresh at each attempt), the attempts
 * made and the outcome of the last one. Pending ones are retried by the delivery worker until `nextAttemptAt` passes
 * the retry window.
 */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  indexes: [{ properties: ['status', 'nextAttemptAt'] }],
  properties: {
    id: p.integer().primary(),
    endpoint: () => p.manyToOne(WebhookEndpoint).index().deleteRule('cascade'),
    /** `evt_…`: the same for a redelivery of the event. */
    eventId: p.string().length(40),
    eventType: p.string().length(40),
    payload: p.text(),
    status: p.enum(WEBHOOK_DELIVERY_STATUSES).default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    lastAttemptAt: p.datetime().nullable(),
    responseStatus: p.integer().nullable(),
    latencyMs: p.integer().nullable(),
    error: p.string().length(500).nullable(),
    createdAt: p.datetime(),
  },
});
export type WebhookDelivery = InferEntity<typeof WebhookDelivery>;
