import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';

/** API calls of an organization on a calendar day (Asia/Dubai), flushed with the monthly counts. */
export const UsageDayCounter = defineEntity({
  name: 'UsageDayCounter',
  tableName: 'usage_day_counters',
  uniques: [{ properties: ['organization', 'day'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    /** 'YYYY-MM-DD' in Asia/Dubai. */
    day: p.string().length(10),
    apiCalls: p.integer().default(0),
  },
});
export type UsageDayCounter = InferEntity<typeof UsageDayCounter>;
