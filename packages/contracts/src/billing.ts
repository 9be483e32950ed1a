import { z } from 'zod';
import { IsoDateTime } from './common.ts';

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
    /**
     * This month (Asia/Dubai) for apiCalls; current totals otherwise; users: staff accounts (customers are not
     * seats); storage: GB of the organization's files on disk.
     */
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

/** The usage an organization's plan limits (issue 16). */
export const USAGE_METRIC_VALUES = ['users', 'shipments', 'apiCalls', 'storage'] as const;
export type UsageMetric = (typeof USAGE_METRIC_VALUES)[number];

/** Bytes in one GB of a plan's storage limit (decimal, as disks are sold). */
export const BYTES_PER_GB = 1_000_000_000;

/** Percent of a limit at which the organization's admins are warned, once per period and metric. */
export const USAGE_WARNING_LEVELS = [80, 100] as const;

/** The peg (AED_PER_USD, 3.6725 AED per USD) as a fraction, to compute in whole fils and cents. */
export const AED_PER_USD_FRACTION = { numerator: 36_725, denominator: 10_000 } as const;

/** UAE VAT, percent. */
export const VAT_PERCENT = 5;

export const UsageMetricDto = z
  .object({
    metric: z.enum(USAGE_METRIC_VALUES),
    /** Users: staff accounts now; shipments and API calls: this period; storage: bytes of the stored files now. */
    used: z.number().int().nonnegative(),
    /** -1: unlimited. Storage in bytes. */
    limit: z.number().int(),
    /**
     * What happens at the limit: `blocked` (creating more is refused, 402), `throttled` (API calls answer 429
     * until the next period), `warned` (the admins are told; nothing is refused).
     */
    atLimit: z.enum(['blocked', 'throttled', 'warned']),
  })
  .meta({ id: 'UsageMetric' });
export type UsageMetricDto = z.infer<typeof UsageMetricDto>;

export const UsageMonth = z
  .object({
    /** 'YYYY-MM' (Asia/Dubai). */
    month: z.string(),
    shipments: z.number().int().nonnegative(),
    apiCalls: z.number().int().nonnegative(),
  })
  .meta({ id: 'UsageMonth' });
export type UsageMonth = z.infer<typeof UsageMonth>;

/** GET /api/org/billing: the organization's plan, period, usage against the limits and history. */
export const OrgBilling = z
  .object({
    plan: z.object({ id: z.string(), name: z.string(), monthlyFeeUsd: z.number().nullable() }),
    /** The current period: the calendar month in Asia/Dubai; `end` is when the next one starts. */
    period: z.object({ month: z.string(), start: IsoDateTime, end: IsoDateTime }),
    metrics: UsageMetricDto.array(),
    /** The last six months, oldest first, this one included. */
    history: UsageMonth.array(),
  })
  .meta({ id: 'OrgBilling' });
export type OrgBilling = z.infer<typeof OrgBilling>;

export const INVOICE_STATUS_VALUES = ['issued', 'paid'] as const;

export const InvoiceLineDto = z
  .object({
    description: z.string(),
    descriptionAr: z.string(),
    quantity: z.number().int().positive(),
    /** Amounts in fils (1/100 AED), whole numbers. */
    unitFils: z.number().int(),
    netFils: z.number().int(),
    vatFils: z.number().int(),
  })
  .meta({ id: 'InvoiceLine' });
export type InvoiceLineDto = z.infer<typeof InvoiceLineDto>;

/** A monthly UAE tax invoice (amounts in fils; the USD equivalent in cents at the 3.6725 peg). */
export const InvoiceDto = z
  .object({
    number: z.string(),
    /** The month billed, 'YYYY-MM'. */
    period: z.string(),
    issuedAt: IsoDateTime,
    organizationId: z.number().int().positive(),
    customerName: z.string(),
    customerTrn: z.string().nullable(),
    supplierName: z.string(),
    supplierAddress: z.string(),
    supplierTrn: z.string(),
    plan: z.string(),
    lines: InvoiceLineDto.array(),
    netFils: z.number().int(),
    vatFils: z.number().int(),
    totalFils: z.number().int(),
    totalUsdCents: z.number().int(),
    status: z.enum(INVOICE_STATUS_VALUES),
    paidAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'Invoice' });
export type InvoiceDto = z.infer<typeof InvoiceDto>;

/** An invoice number in a URL: `QAF-2026-000001`. */
export const InvoiceNumberParams = z.object({
  number: z.string().regex(/^QAF-\d{4}-\d{6}$/, { error: 'number must look like QAF-2026-000001' }),
});
