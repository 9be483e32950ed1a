import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';
import { Plan } from './plan.ts';
import { timestamps } from './timestamps.ts';

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export const BILLING_CYCLES = ['monthly', 'annual'] as const;

/** An organization's subscription to a plan; one per organization. */
export const Subscription = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).unique().deleteRule('cascade'),
    plan: () => p.manyToOne(Plan).index(),
    status: p.enum(SUBSCRIPTION_STATUSES).default('active'),
    billingCycle: p.enum(BILLING_CYCLES).default('monthly'),
    nextBillingAt: p.datetime(),
    creditBalanceUsd: p.double().default(0),
    cancelledAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type Subscription = InferEntity<typeof Subscription>;
