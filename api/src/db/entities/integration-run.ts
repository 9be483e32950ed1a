import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { SYNC_OUTCOMES, SYNC_TRIGGERS } from '@qafila/contracts';
import { IntegrationConnector } from './integration-connector.ts';
import { Organization } from './organization.ts';

/** One sync run of a connected store, as it happened (issue 17): health and data flow are computed from these. */
export const IntegrationRun = defineEntity({
  name: 'IntegrationRun',
  tableName: 'integration_runs',
  indexes: [{ properties: ['connector', 'startedAt'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    connector: () => p.manyToOne(IntegrationConnector).deleteRule('cascade'),
    trigger: p.enum(SYNC_TRIGGERS),
    startedAt: p.datetime(),
    finishedAt: p.datetime(),
    durationMs: p.integer(),
    incoming: p.integer(),
    outgoing: p.integer(),
    failed: p.integer(),
    outcome: p.enum(SYNC_OUTCOMES),
    error: p.text().nullable(),
    /** One line per order that was skipped or not sent back. */
    errors: p.json<string[]>(),
  },
});
export type IntegrationRun = InferEntity<typeof IntegrationRun>;
