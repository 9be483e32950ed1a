import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';

/**
 * An organization's calls of one route on one day (Asia/Dubai), for its API usage page (issue 17): signed-in and
 * API-key calls (`keyCalls` of them), answers of 400 and above, and the sum of the times to answer.
 */
export const ApiUsageDay = defineEntity({
  name: 'ApiUsageDay',
  tableName: 'api_usage_days',
  uniques: [{ properties: ['organization', 'day', 'endpoint'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    /** 'YYYY-MM-DD' in Asia/Dubai. */
    day: p.string().length(10),
    /** The route's key, e.g. `GET /api/org/shipments`. */
    endpoint: p.string().length(120),
    calls: p.integer().default(0),
    keyCalls: p.integer().default(0),
    errors: p.integer().default(0),
    totalMs: p.integer().default(0),
  },
});
export type ApiUsageDay = InferEntity<typeof ApiUsageDay>;
