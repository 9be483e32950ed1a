import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CONNECTOR_SCHEDULES, CUSTOM_API_METHODS } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

export const CONNECTOR_RECORD_KINDS = ['shopify', 'woocommerce', 'custom'] as const;

/** Which credential a connector holds and its last four characters; the values are only in `sealedCredentials`. */
export interface CredentialHint {
  field: string;
  last4: string;
}

/**
 * A connection of an organization to an outside system (issue 17, ADR 0031): a connected store (Shopify,
 * WooCommerce: `name` is the catalogue id) or a custom REST API (`name` as the organization typed it). Its
 * credentials are one JSON object sealed with AES-256-GCM (services.secrets, column listed in SEALED_COLUMNS);
 * `webhookKey` names the store's webhook address without revealing the organization.
 */
export const IntegrationConnector = defineEntity({
  name: 'IntegrationConnector',
  tableName: 'integration_connectors',
  uniques: [{ properties: ['organization', 'kind', 'name'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    kind: p.enum(CONNECTOR_RECORD_KINDS),
    name: p.string().length(100),
    /** The store's or the API's address. */
    baseUrl: p.string().length(500),
    method: p.enum(CUSTOM_API_METHODS).nullable(),
    /** Custom APIs: the header carrying the key; null: `Authorization: Bearer`. */
    authHeader: p.string().length(64).nullable(),
    description: p.string().length(500).nullable(),
    /** Stores: where the parcels leave from. */
    origin: p.string().length(200).nullable(),
    enabled: p.boolean().default(true),
    schedule: p.enum(CONNECTOR_SCHEDULES).default('off'),
    sealedCredentials: p.text(),
    credentialHints: p.json<CredentialHint[]>(),
    webhookKey: p.string().length(64).nullable().unique(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    ...timestamps,
  },
});
export type IntegrationConnector = InferEntity<typeof IntegrationConnector>;
