import type { EntityManager } from '@mikro-orm/core';
import { type BillingSummary, BYTES_PER_GB, type SubscriptionDto } from '@qafila/contracts';
import { countByOrganization } from '../../db/counts.ts';
import { Organization, Plan, Shipment, Subscription, User } from '../../db/entities/index.ts';
import { SEAT_ROLES } from './limits.ts';
import type { UsageMeter } from './meter.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

function addCycle(date: Date, cycle: 'monthly' | 'annual'): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + (cycle === 'annual' ? 12 : 1));
  return next;
}

/** Monthly revenue of a plan: its fee; annual billing is 10 × monthly / 12 (two months free). Custom: 0. */
export function monthlyRevenueOf(plan: Plan, cycle: 'monthly' | 'annual'): number {
  const fee =
    plan.monthlyBaseFeeUsd === null || plan.monthlyBaseFeeUsd === undefined ? 0 : Number(plan.monthlyBaseFeeUsd);
  return round2(cycle === 'annual' ? (fee * 10) / 12 : fee);
}

/** Creates the subscription of an organization (plan = its tier) in the unit of work of `em`. */
export function createSubscriptionFor(em: EntityManager, org: Organization, now = new Date()): Subscription {
  return em.create(Subscription, {
    organization: org,
    plan: em.getReference(Plan, org.subscriptionTier),
    status: org.status === 'cancelled' ? 'cancelled' : 'active',
    billingCycle: 'monthly',
    nextBillingAt: addCycle(now, 'monthly'),
    creditBalanceUsd: 0,
    cancelledAt: org.status === 'cancelled' ? now : null,
  });
}

/** Keeps the subscription in step with the organization: plan with the tier, cancelled with the organization. */
export async function syncSubscription(em: EntityManager, org: Organization): Promise<void> {
  const sub = await em.findOne(Subscription, { organization: org.id });
  if (!sub) {
    createSubscriptionFor(em, org);
    return;
  }
  sub.plan = em.getReference(Plan, org.subscriptionTier);
  if (org.status === 'cancelled' && sub.status !== 'cancelled') {
    sub.status = 'cancelled';
    sub.cancelledAt = new Date();
  } else if (org.status === 'active' && sub.status === 'cancelled') {
    sub.status = 'active';
    sub.cancelledAt = null;
    sub.nextBillingAt = addCycle(new Date(), sub.billingCycle);
  }
}

/** Billing months started between two moments (the first month counts). */
function monthsStarted(from: Date, to: Date): number {
  if (to < from) return 0;
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth()) + 1;
}

export function createBillingService(options: {
  em: EntityManager;
  meter: UsageMeter;
  /** Bytes of an organization's stored files on disk (usage.ts). */
  storageBytes: (organizationId: number) => Promise<number>;
}) {
  const { em } = options;

  /** Gives every organization without a subscription one (bootstrap, and before reading). */
  async function ensureAll(): Promise<number> {
    const orgs = await em.find(Organization, {});
    const have = new Set((await em.find(Subscription, {})).map((s) => s.organization.id));
    let created = 0;
    for (const org of orgs) {
      // The platform organization (the operators) is not a customer: it has no subscription.
      if (have.has(org.id) || org.kind === 'platform') continue;
      createSubscriptionFor(em, org, org.createdAt);
      created++;
    }
    if (created) await em.flush();
    return created;
  }

  async function list(now = new Date()): Promise<SubscriptionDto[]> {
    await ensureAll();
    const subs = await em.find(Subscription, {}, { populate: ['organization', 'plan'], orderBy: { id: 'asc' } });
    const ids = subs.map((s) => s.organization.id);
    const [users, shipments, calls] = await Promise.all([
      countByOrganization(em, User, ids, { role: { $in: [...SEAT_ROLES] } }),
      countByOrganization(em, Shipment, ids),
      options.meter.apiCalls(ids),
    ]);
    const storage = new Map<number, number>();
    for (const id of ids) storage.set(id, await options.storageBytes(id));
    return subs.map((s) => {
      const plan = s.plan;
      const orgId = s.organization.id;
      const apiCalls = calls.get(orgId) ?? 0;
      const included = plan.includedApiCalls;
      const rate = plan.overageRateUsd === null || plan.overageRateUsd === undefined ? 0 : Number(plan.overageRateUsd);
      const overages = included < 0 ? 0 : round2(Math.max(0, apiCalls - included) * rate);
      let nextBilling = s.nextBillingAt;
      while (s.status !== 'cancelled' && nextBilling <= now) nextBilling = addCycle(nextBilling, s.billingCycle);
      return {
        id: s.id,
        organizationId: orgId,
        organizationName: s.organization.name,
        plan: plan.id,
        status: s.status,
        monthlyRevenue: monthlyRevenueOf(plan, s.billingCycle),
        billingCycle: s.billingCycle,
        nextBilling: nextBilling.toISOString(),
        usage: {
          shipments: shipments.get(orgId) ?? 0,
          apiCalls,
          users: users.get(orgId) ?? 0,
          // GB of the organization's files on disk (documents, data exports).
          storage: Math.round(((storage.get(orgId) ?? 0) / BYTES_PER_GB) * 1000) / 1000,
        },
        limits: {
          shipments: plan.shipmentLimit,
          apiCalls: included,
          users: plan.userLimit,
          storage: plan.storageGbLimit,
        },
        overages,
        creditBalance: round2(Number(s.creditBalanceUsd)),
      };
    });
  }

  return {
    ensureAll,
    list,

    async summary(now = new Date()): Promise<BillingSummary> {
      const subs = await list(now);
      const rows = await em.find(Subscription, {});
      const created = new Map(rows.map((r) => [r.id, r]));
      let totalRevenue = 0;
      let monthlyRecurring = 0;
      let totalCreditsUsed = 0;
      for (const s of subs) {
        const row = created.get(s.id)!;
        const end = row.cancelledAt ?? now;
        totalRevenue += s.monthlyRevenue * monthsStarted(row.createdAt, end) + s.overages;
        if (s.status !== 'cancelled') monthlyRecurring += s.monthlyRevenue;
        totalCreditsUsed += Math.min(s.creditBalance, s.overages);
      }
      const active = subs.filter((s) => s.status === 'active').length;
      const cancelled = subs.filter((s) => s.status === 'cancelled').length;
      return {
        totalRevenue: round2(totalRevenue),
        monthlyRecurring: round2(monthlyRecurring),
        activeSubscriptions: active,
        churnRate: subs.length ? round2((cancelled / subs.length) * 100) : 0,
        averageRevenuePerUser: active ? round2(monthlyRecurring / active) : 0,
        totalCreditsUsed: round2(totalCreditsUsed),
      };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
