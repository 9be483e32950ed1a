import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';

export const USAGE_METRICS = ['users', 'shipments', 'apiCalls', 'storage'] as const;

/** A usage warning sent to an organization's admins: one per period, metric and level (80 or 100 %). */
export const UsageWarning = defineEntity({
  name: 'UsageWarning',
  tableName: 'usage_warnings',
  uniques: [{ properties: ['organization', 'period', 'metric', 'level'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    /** 'YYYY-MM' (Asia/Dubai). */
    period: p.string().length(7),
    metric: p.enum(USAGE_METRICS),
    /** Percent of the limit reached: 80 or 100. */
    level: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type UsageWarning = InferEntity<typeof UsageWarning>;
