import type { EntityManager } from '@mikro-orm/core';
import type { Role } from '@qafila/contracts';
import { Organization, Plan, Shipment, User } from '../../db/entities/index.ts';
import { PlanLimitError } from '../../domain/errors.ts';
import { dubaiMonth, dubaiMonthRange } from '../../lib/dubai-calendar.ts';

/** The hard limits of a plan that creating something can reach (API calls: the meter's 429, storage: warnings). */
export type LimitedMetric = 'users' | 'shipments';

/** Roles that take a seat of the plan's user limit: staff. Customers are the organization's clients, not seats. */
export const SEAT_ROLES: readonly Role[] = ['org_admin', 'org_user'];

/** Whether an account of this role counts towards the plan's user limit. */
export const takesSeat = (role: Role): boolean => SEAT_ROLES.includes(role);

/** The plan an organization is on: its subscription follows its tier (service.ts `syncSubscription`). */
export async function planOf(em: EntityManager, organization: Organization | number): Promise<Plan | null> {
  const org = typeof organization === 'number' ? await em.findOne(Organization, { id: organization }) : organization;
  // The platform organization (the operators) has no subscription and no limits.
  if (!org || org.kind === 'platform') return null;
  return em.findOne(Plan, { id: org.subscriptionTier });
}

/** Staff accounts of an organization (the seats of the user limit). */
export function countSeats(em: EntityManager, organizationId: number): Promise<number> {
  return em.count(User, { organization: organizationId, role: { $in: [...SEAT_ROLES] } });
}

/** Shipments an organization created in the Dubai calendar month of `now`. */
export function countShipmentsThisMonth(em: EntityManager, organizationId: number, now = new Date()): Promise<number> {
  const { start, end } = dubaiMonthRange(dubaiMonth(now));
  return em.count(Shipment, { organization: organizationId, createdAt: { $gte: start, $lt: end } });
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "1 December": the first day of the next Dubai month, for the message. */
function nextPeriodStart(now: Date): string {
  const month = Number(dubaiMonth(now).slice(5, 7));
  return `1 ${MONTHS[month % 12]}`;
}

/**
 * Refuses (PlanLimitError, 402) adding `adding` users or shipments to an organization beyond its plan's hard limit
 * (-1 is unlimited). Users: staff seats only; a customer account (`role: 'customer'`) never counts. Shipments: those
 * created this Dubai calendar month. Call it inside the transaction that creates them, before creating.
 */
export async function assertWithinLimit(
  em: EntityManager,
  organizationId: number,
  metric: LimitedMetric,
  options: { adding?: number; role?: Role; now?: Date } = {},
): Promise<void> {
  if (metric === 'users' && options.role && !takesSeat(options.role)) return;
  const plan = await planOf(em, organizationId);
  if (!plan) return;
  const adding = options.adding ?? 1;
  const now = options.now ?? new Date();
  if (metric === 'users') {
    const limit = plan.userLimit;
    if (limit < 0) return;
    const used = await countSeats(em, organizationId);
    if (used + adding <= limit) return;
    throw new PlanLimitError(
      `Your ${plan.name} plan allows ${limit} ${limit === 1 ? 'user' : 'users'} (staff accounts); ${used} are in use. Deactivate an account or upgrade the plan to add more.`,
      { metric, plan: plan.name, limit },
    );
  }
  const limit = plan.shipmentLimit;
  if (limit < 0) return;
  const used = await countShipmentsThisMonth(em, organizationId, now);
  if (used + adding <= limit) return;
  throw new PlanLimitError(
    `Your ${plan.name} plan allows ${limit} shipments a month; ${used} were created this month. Upgrade the plan, or create more from ${nextPeriodStart(now)}.`,
    { metric, plan: plan.name, limit },
  );
}
