import { z } from 'zod';

export const SUBSCRIPTION_STATUS_VALUES = ['active', 'past_due', 'cancelled'] as const;
export const BILLING_CYCLE_VALUES = ['monthly', 'annual'] as const;

const Quantities = z.object({
  shipments: z.number().int(),
  apiCalls: z.number().int(),
  users: z.number().int(),
  /** GB of stored files. */
  storage: z.number(),
});

/** An organization's subscription (spec 001 §3). Amounts in USD; limits -1 unlimited. */
export const SubscriptionDto = z
  .object({
    id: z.number().int().positive(),
    organizationId: z.number().int().positive(),
    organizationName: z.string(),
    plan: z.string(),
    status: z.enum(SUBSCRIPTION_STATUS_VALUES),
    /** The plan's monthly fee; annual billing: 10 × monthly / 12 (two months free). Custom plans: 0 (priced by sales). */
    monthlyRevenue: z.number(),
    billingCycle: z.enum(BILLING_CYCLE_VALUES),
    nextBilling: z.string(),
    /** This month (Asia/Dubai) for apiCalls; current totals otherwise. Storage is 0 until file uploads exist. */
    usage: Quantities,
    limits: Quantities,
    /** USD: API calls beyond the included ones × the plan's overage rate, this month. */
    overages: z.number(),
    creditBalance: z.number(),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionDto = z.infer<typeof SubscriptionDto>;

export const BillingSummary = z
  .object({
    /** Billed to date: monthly revenue × billing months started, per subscription, plus this month's overages. */
    totalRevenue: z.number(),
    /** Monthly revenue of active and past-due subscriptions. */
    monthlyRecurring: z.number(),
    activeSubscriptions: z.number().int(),
    /** Percent of subscriptions cancelled. */
    churnRate: z.number(),
    /** Monthly recurring revenue per paying (active) subscription. */
    averageRevenuePerUser: z.number(),
    /** Credits applied to this month's overages. */
    totalCreditsUsed: z.number(),
  })
  .meta({ id: 'BillingSummary' });
export type BillingSummary = z.infer<typeof BillingSummary>;
