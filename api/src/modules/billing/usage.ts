import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  BYTES_PER_GB,
  type OrgBilling,
  USAGE_WARNING_LEVELS,
  type UsageMetric,
  type UsageMetricDto,
  type UsageMonth,
} from '@qafila/contracts';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import { Organization, type Plan, Shipment, UsageWarning, User } from '../../db/entities/index.ts';
import { UsageCounter } from '../../db/entities/usage-counter.ts';
import { ForbiddenError } from '../../domain/errors.ts';
import { dubaiMonth, dubaiMonthRange } from '../../lib/dubai-calendar.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import type { Logger } from '../../logger.ts';
import { recordNotification } from '../notifications/service.ts';
import { countSeats, countShipmentsThisMonth, planOf } from './limits.ts';
import type { UsageMeter } from './meter.ts';

/** The storage areas whose files belong to an organization: keys `<area>/<organization id>/…`. */
const STORAGE_AREAS = ['documents', 'data-exports'] as const;

/** Bytes of an organization's stored files, read from the disk. */
export async function storageBytesOf(storage: FileStorage, organizationId: number): Promise<number> {
  let total = 0;
  for (const area of STORAGE_AREAS) total += await storage.bytesUnder(`${area}/${organizationId}`);
  return total;
}

/** A plan's limit of a metric (-1 unlimited); storage in bytes. */
export function limitOf(plan: Plan, metric: UsageMetric): number {
  switch (metric) {
    case 'users':
      return plan.userLimit;
    case 'shipments':
      return plan.shipmentLimit;
    case 'apiCalls':
      return plan.includedApiCalls;
    default:
      return plan.storageGbLimit < 0 ? -1 : plan.storageGbLimit * BYTES_PER_GB;
  }
}

const AT_LIMIT: Record<UsageMetric, UsageMetricDto['atLimit']> = {
  users: 'blocked',
  shipments: 'blocked',
  apiCalls: 'throttled',
  storage: 'warned',
};

const METRIC_WORDS: Record<UsageMetric, string> = {
  users: 'users (staff accounts)',
  shipments: 'shipments this month',
  apiCalls: 'API calls this month',
  storage: 'storage',
};

/** The months from `count - 1` months before `month` to `month`, 'YYYY-MM'. */
function lastMonths(month: string, count: number): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/**
 * Usage against the plan (issue 16): what the billing section shows, and the 80 % / 100 % warnings to the
 * organization's admins, once per period, metric and level (a notification; an e-mail too with SMTP).
 */
export function createUsageService(options: {
  em: EntityManager;
  meter: UsageMeter;
  storage: FileStorage;
  mail: Config['mail'];
  logger: Logger;
}) {
  const { em, meter, storage } = options;
  const transport = options.mail.smtpUrl ? createTransport(options.mail.smtpUrl) : undefined;

  async function used(organizationId: number, metric: UsageMetric, now: Date, db = em): Promise<number> {
    switch (metric) {
      case 'users':
        return countSeats(db, organizationId);
      case 'shipments':
        return countShipmentsThisMonth(db, organizationId, now);
      case 'apiCalls':
        return (await meter.apiCalls([organizationId], db, dubaiMonth(now))).get(organizationId) ?? 0;
      default:
        return storageBytesOf(storage, organizationId);
    }
  }

  /** Shipments and API calls per month of the last six months (this one included), oldest first. */
  async function history(organizationId: number, now: Date): Promise<UsageMonth[]> {
    const months = lastMonths(dubaiMonth(now), 6);
    const { start } = dubaiMonthRange(months[0]);
    const { end } = dubaiMonthRange(months[months.length - 1]);
    const [shipments, counters, thisMonthCalls] = await Promise.all([
      em.find(
        Shipment,
        { organization: organizationId, createdAt: { $gte: start, $lt: end } },
        { fields: ['createdAt'] },
      ),
      em.find(UsageCounter, { organization: organizationId, month: { $in: months } }),
      meter.apiCalls([organizationId], em, months[months.length - 1]),
    ]);
    const perMonth = new Map(months.map((m) => [m, { month: m, shipments: 0, apiCalls: 0 }]));
    for (const s of shipments) {
      const row = perMonth.get(dubaiMonth(s.createdAt));
      if (row) row.shipments++;
    }
    for (const c of counters) {
      const row = perMonth.get(c.month);
      if (row) row.apiCalls = c.apiCalls;
    }
    // This month's calls include the ones the meter has not written yet.
    perMonth.get(months[months.length - 1]!)!.apiCalls = thisMonthCalls.get(organizationId) ?? 0;
    return [...perMonth.values()];
  }

  /** Tells the organization's admins, by e-mail when SMTP is configured (failures are logged, never thrown). */
  async function email(organization: Organization, subject: string, text: string): Promise<void> {
    if (!transport) return;
    const admins = await em.find(User, { organization: organization.id, role: 'org_admin', email: { $ne: null } });
    for (const admin of admins) {
      try {
        await transport.sendMail({ from: options.mail.from, to: admin.email!, subject, text });
      } catch (err) {
        options.logger.warn({ err, organizationId: organization.id }, 'usage warning e-mail failed');
      }
    }
  }

  /**
   * Records and sends the warnings due for a metric now (80 % and 100 % of the limit, each once per period): a
   * `usage_limit` notification (detail `metric:level:limit`, worded by the client) and, with SMTP, an e-mail to
   * each organization admin. Unlimited metrics never warn.
   */
  async function warnIfDue(organizationId: number, metric: UsageMetric, now = new Date()): Promise<number> {
    const organization = await em.findOne(Organization, { id: organizationId });
    const plan = organization && (await planOf(em, organization));
    if (!organization || !plan) return 0;
    const limit = limitOf(plan, metric);
    if (limit <= 0) return 0;
    const value = await used(organizationId, metric, now);
    const period = dubaiMonth(now);
    let sent = 0;
    for (const level of USAGE_WARNING_LEVELS) {
      if (value * 100 < limit * level) continue;
      const fork = em.fork();
      try {
        await fork.transactional(async (tx) => {
          tx.create(UsageWarning, { organization: organizationId, period, metric, level });
          recordNotification(tx, {
            organization: tx.getReference(Organization, organizationId),
            kind: 'usage_limit',
            adminsOnly: true,
            detail: `${metric}:${level}:${limit}`,
          });
        });
      } catch (err) {
        if (err instanceof UniqueConstraintViolationException) continue; // already warned this period
        throw err;
      }
      sent++;
      const shown = metric === 'storage' ? `${limit / BYTES_PER_GB} GB` : limit.toLocaleString('en');
      await email(
        organization,
        `Qafila: ${level} % of your ${plan.name} plan's ${METRIC_WORDS[metric]}`,
        [
          `${organization.name} has used ${level} % of the ${shown} ${METRIC_WORDS[metric]} its ${plan.name} plan includes.`,
          level >= 100
            ? {
                users: 'New staff accounts are refused until one is deactivated or the plan is upgraded.',
                shipments: 'New shipments are refused until the next month or an upgrade.',
                apiCalls:
                  'API calls are refused (429) until the next month starts (Asia/Dubai) or the plan is upgraded.',
                storage: 'Uploads still work; please remove files or upgrade the plan.',
              }[metric]
            : 'Nothing is refused yet.',
          '',
          'See Billing in the dashboard for the usage and the limits.',
        ].join('\n'),
      );
    }
    return sent;
  }

  return {
    warnIfDue,

    /**
     * Each organization's highest share of a plan limit now (users, shipments this month, API calls this month;
     * unlimited ones left out, storage too: a walk of the disk every minute), for the `plan_limit` alert rule.
     */
    async limitShares(now = new Date()): Promise<Map<number, number>> {
      const fork = em.fork();
      const shares = new Map<number, number>();
      for (const organization of await fork.find(Organization, { kind: { $ne: 'platform' } })) {
        const plan = await planOf(fork, organization);
        if (!plan) continue;
        let highest = 0;
        for (const metric of ['users', 'shipments', 'apiCalls'] as const) {
          const limit = limitOf(plan, metric);
          if (limit > 0) highest = Math.max(highest, (await used(organization.id, metric, now, fork)) / limit);
        }
        shares.set(organization.id, highest);
      }
      return shares;
    },

    /** Warns in the background (after a creation): a failure is logged, never the caller's problem. */
    warnLater(organizationId: number, metric: UsageMetric): void {
      void warnIfDue(organizationId, metric).catch((err) =>
        options.logger.error({ err, organizationId, metric }, 'usage warning failed'),
      );
    },

    storageBytes: (organizationId: number) => storageBytesOf(storage, organizationId),

    /** `GET /api/org/billing`. */
    async overview(organization: Organization, now = new Date()): Promise<OrgBilling> {
      const plan = await planOf(em, organization);
      if (!plan) throw new ForbiddenError('The platform organization has no plan');
      const month = dubaiMonth(now);
      const { start, end } = dubaiMonthRange(month);
      const metrics: UsageMetricDto[] = [];
      for (const metric of ['users', 'shipments', 'apiCalls', 'storage'] as const) {
        metrics.push({
          metric,
          used: await used(organization.id, metric, now),
          limit: limitOf(plan, metric),
          atLimit: AT_LIMIT[metric],
        });
      }
      const fee = plan.monthlyBaseFeeUsd;
      return {
        plan: { id: plan.id, name: plan.name, monthlyFeeUsd: fee === null || fee === undefined ? null : Number(fee) },
        period: { month, start: start.toISOString(), end: end.toISOString() },
        metrics,
        history: await history(organization.id, now),
      };
    },
  };
}
export type UsageService = ReturnType<typeof createUsageService>;
