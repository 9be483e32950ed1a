import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { WebhookEventType } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/**
 * Where an organization wants its domain events POSTed (issue 17): signed with a secret kept sealed by
 * services.secrets (AES-256-GCM), shown once at creation; disabled after too many failures in a row.
 */
export const WebhookEndpoint = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    url: p.string().length(2048),
    description: p.string().length(200).default(''),
    events: p.json<WebhookEventType[]>(),
    /** The signing secret sealed by services.secrets (SEALED_COLUMNS lists it for key rotation). */
    secretSealed: p.text(),
    secretLast4: p.string().length(4),
    enabled: p.boolean().default(true),
    disabledReason: p.string().length(200).nullable(),
    consecutiveFailures: p.integer().default(0),
    lastDeliveryAt: p.datetime().nullable(),
    createdBy: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    ...timestamps,
  },
});
export type WebhookEndpoint = InferEntity<typeof WebhookEndpoint>;
