import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';
import { User } from './user.ts';

/** An organization asking for a catalogue connector that is not built yet (issue 17); the super admin lists them. */
export const IntegrationRequest = defineEntity({
  name: 'IntegrationRequest',
  tableName: 'integration_requests',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    requestedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    integration: p.string().length(64),
    note: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IntegrationRequest = InferEntity<typeof IntegrationRequest>;
