import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';

/** API calls of an organization in a calendar month (Asia/Dubai), flushed from the in-memory meter. */
export const UsageCounter = defineEntity({
  name: 'UsageCounter',
  tableName: 'usage_counters',
  uniques: [{ properties: ['organization', 'month'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    /** 'YYYY-MM' in Asia/Dubai. */
    month: p.string().length(7),
    apiCalls: p.integer().default(0),
  },
});
export type UsageCounter = InferEntity<typeof UsageCounter>;
