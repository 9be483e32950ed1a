import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { IntegrationConnector } from './integration-connector.ts';

/** One call made to a custom API (its Test), with its outcome (issue 17). */
export const IntegrationCall = defineEntity({
  name: 'IntegrationCall',
  tableName: 'integration_calls',
  indexes: [{ properties: ['connector', 'at'] }],
  properties: {
    id: p.integer().primary(),
    connector: () => p.manyToOne(IntegrationConnector).deleteRule('cascade'),
    at: p.datetime(),
    ok: p.boolean(),
    /** The HTTP status; null when no answer came (refused address, timeout, network). */
    status: p.integer().nullable(),
    latencyMs: p.integer(),
    error: p.string().length(500).nullable(),
  },
});
export type IntegrationCall = InferEntity<typeof IntegrationCall>;
