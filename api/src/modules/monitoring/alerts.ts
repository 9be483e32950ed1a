import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import {
  ALERT_MIN_REQUESTS,
  ALERT_WINDOW_MINUTES,
  type AlertRule,
  type AlertsReport,
  BUDGET_DEFAULT_WINDOW_MINUTES,
  BUDGET_DEFAULTS,
  BUDGET_KEYS,
  type BudgetKey,
  type BudgetStatus,
  FAILED_LOGIN_SPIKE,
  type MonitoringAlertDto,
  PLAN_LIMIT_SHARE,
  RATE_LIMITED_SPIKE,
  type UpdateBudget,
  WEBSOCKET_FLOOD,
} from '@qafila/contracts';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { MonitoringAlert, MonitoringBudget, Organization, User } from '../../db/entities/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import { recordNotification } from '../notifications/service.ts';
import type { Metrics } from './metrics.ts';
import { PLATFORM, type Rollups } from './rollups.ts';
import type { Rum } from './rum.ts';
import type { SecurityMonitor } from './security.ts';

const MINUTE_MS = 60_000;
/** The web-vital budgets and the metric whose p75 each reads. */
const WEB_VITAL_OF = { lcp_p75_ms: 'LCP', inp_p75_ms: 'INP', cls_p75: 'CLS' } as const;

interface Reading {
  rule: AlertRule;
  organizationId: number | null;
  value: number;
  threshold: number;
  windowMinutes: number;
  breached: boolean;
}

const SEVERITY: Record<AlertRule, 'warning' | 'critical'> = {
  failed_login_spike: 'critical',
  error_rate_5xx: 'critical',
  api_p95: 'warning',
  event_loop_p99: 'warning',
  rate_limited_spike: 'warning',
  plan_limit: 'warning',
  websocket_flood: 'warning',
};

function toDto(a: MonitoringAlert): MonitoringAlertDto {
  return {
    id: a.id,
    rule: a.rule,
    severity: a.severity,
    state: a.state,
    // double columns read back as number or string depending on the driver
    value: Number(a.value),
    threshold: Number(a.threshold),
    windowMinutes: a.windowMinutes,
    firedAt: a.firedAt.toISOString(),
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: a.acknowledgedBy ?? null,
  };
}

/**
 * Budgets and alerts (issue 20, ADR 0041). `evaluate` runs every minute (server.ts) and on demand in tests: each rule
 * is read for the platform and for every organization with traffic or failed sign-ins in its window; a breach with
 * no firing alert of that rule and scope fires one (a notification to the organization's admins, an e-mail with SMTP),
 * and a firing alert whose rule no longer breaks resolves.
 */
export function createAlerting(options: {
  em: EntityManager;
  rollups: Rollups;
  security: SecurityMonitor;
  metrics: Metrics;
  rum: Rum;
  mail: Config['mail'];
  logger: Logger;
  /** Each tenant's highest share of a plan limit (billing's usage service), for `plan_limit`; none: not evaluated. */
  planLimitShares?: (now: Date) => Promise<Map<number, number>>;
  /** Open sockets per organization (the realtime hub), for `websocket_flood`; none: not evaluated. */
  socketsPerOrganization?: () => Map<number, number>;
}) {
  const { rollups, security, metrics } = options;
  const transport = options.mail.smtpUrl ? createTransport(options.mail.smtpUrl) : undefined;

  async function budgets(em: EntityManager): Promise<Map<BudgetKey, MonitoringBudget>> {
    const rows = await em.find(MonitoringBudget, {});
    const byKey = new Map(rows.map((b) => [b.key, b]));
    let added = false;
    for (const key of BUDGET_KEYS) {
      if (byKey.has(key)) continue;
      byKey.set(
        key,
        em.create(MonitoringBudget, {
          key,
          threshold: BUDGET_DEFAULTS[key],
          windowMinutes: BUDGET_DEFAULT_WINDOW_MINUTES,
        }),
      );
      added = true;
    }
    if (added) await em.flush();
    return byKey;
  }

  /** A budget measured for an organization's traffic or the platform's. */
  async function measure(key: BudgetKey, budget: MonitoringBudget, scope: number): Promise<BudgetStatus> {
    let value: number | null = null;
    if (key === 'api_p95_ms' || key === 'error_rate_5xx') {
      const figures = await rollups.figures(scope, budget.windowMinutes);
      if (figures.requests > 0) value = key === 'api_p95_ms' ? figures.p95 : figures.errorRate;
    } else if (key === 'event_loop_p99_ms' && scope === PLATFORM) {
      value = metrics.use().eventLoopDelayP99Ms;
    } else if (scope === PLATFORM && key in WEB_VITAL_OF) {
      // Real-user monitoring is the platform's (rum.ts): an organization's web-vital budgets have no data.
      value = await options.rum.p75(WEB_VITAL_OF[key as keyof typeof WEB_VITAL_OF], budget.windowMinutes);
    }
    const threshold = Number(budget.threshold);
    return {
      key,
      threshold,
      windowMinutes: budget.windowMinutes,
      value,
      status: value === null ? 'no_data' : value <= threshold ? 'pass' : 'fail',
    };
  }

  async function notify(em: EntityManager, alert: MonitoringAlert) {
    // The platform's: the super admin's SRE tab (no bell there).
    if (alert.organizationId === null || alert.organizationId === undefined) return;
    const organization = await em.findOne(Organization, alert.organizationId);
    if (!organization) return;
    // detail `rule:value:threshold:window`, written in the reader's language by the dashboard.
    recordNotification(em, {
      organization,
      kind: 'monitoring_alert',
      detail: `${alert.rule}:${alert.value}:${alert.threshold}:${alert.windowMinutes}`,
      adminsOnly: true,
    });
    if (!transport) return;
    const admins = await em.find(User, { organization: organization.id, role: 'org_admin', email: { $ne: null } });
    const subject = `Qafila alert: ${alert.rule.replaceAll('_', ' ')}`;
    const text = `${subject}: ${alert.value} against a threshold of ${alert.threshold} over ${alert.windowMinutes} minutes (${alert.firedAt.toISOString()}).`;
    for (const admin of admins) {
      try {
        await transport.sendMail({ from: options.mail.from, to: admin.email!, subject, text });
      } catch (err) {
        options.logger.warn({ err, organizationId: organization.id }, 'monitoring alert e-mail failed');
      }
    }
  }

  async function readings(em: EntityManager, now: Date): Promise<Reading[]> {
    const byKey = await budgets(em);
    const out: Reading[] = [];
    // Failed sign-ins in the last 5 minutes, per organization and for the platform (every name tried).
    const since = new Date(now.getTime() - FAILED_LOGIN_SPIKE.minutes * MINUTE_MS);
    out.push(...perScope('failed_login_spike', await security.countSince('login_failed', since), FAILED_LOGIN_SPIKE));
    // Answers 429 (sign-in throttle, API-call limit, rate limits) in the last 5 minutes, the same way.
    const limitedSince = new Date(now.getTime() - RATE_LIMITED_SPIKE.minutes * MINUTE_MS);
    out.push(
      ...perScope('rate_limited_spike', await security.countSince('rate_limited', limitedSince), {
        failures: RATE_LIMITED_SPIKE.answers,
        minutes: RATE_LIMITED_SPIKE.minutes,
      }),
    );
    // A tenant at 90 % of a plan limit or more (the share, 0–1+).
    for (const [organizationId, share] of (await options.planLimitShares?.(now)) ?? []) {
      out.push({
        rule: 'plan_limit',
        organizationId,
        value: share,
        threshold: PLAN_LIMIT_SHARE,
        windowMinutes: 1,
        breached: share >= PLAN_LIMIT_SHARE,
      });
    }
    // Open WebSocket connections per organization and in all, now.
    if (options.socketsPerOrganization) {
      const sockets = options.socketsPerOrganization();
      const flood = (organizationId: number | null, count: number, threshold: number): Reading => ({
        rule: 'websocket_flood',
        organizationId,
        value: count,
        threshold,
        windowMinutes: 1,
        breached: count >= threshold,
      });
      for (const [org, count] of sockets) out.push(flood(org, count, WEBSOCKET_FLOOD.perOrganization));
      out.push(flood(null, metrics.use().webSockets, WEBSOCKET_FLOOD.platform));
    }
    // The 5xx rate and p95 over 5 minutes with 20 requests at least, against their budgets.
    const p95 = Number(byKey.get('api_p95_ms')!.threshold);
    const rate = Number(byKey.get('error_rate_5xx')!.threshold);
    for (const [scope, f] of await rollups.figuresPerScope(ALERT_WINDOW_MINUTES)) {
      const organizationId = scope === PLATFORM ? null : scope;
      const enough = f.requests >= ALERT_MIN_REQUESTS;
      const common = { organizationId, windowMinutes: ALERT_WINDOW_MINUTES };
      out.push({
        ...common,
        rule: 'error_rate_5xx',
        value: f.errorRate,
        threshold: rate,
        breached: enough && f.errorRate > rate,
      });
      if (f.p95 !== null)
        out.push({ ...common, rule: 'api_p95', value: f.p95, threshold: p95, breached: enough && f.p95 > p95 });
    }
    const loop = metrics.use().eventLoopDelayP99Ms;
    const loopBudget = Number(byKey.get('event_loop_p99_ms')!.threshold);
    if (loop !== null) {
      out.push({
        rule: 'event_loop_p99',
        organizationId: null,
        value: loop,
        threshold: loopBudget,
        windowMinutes: 1,
        breached: loop > loopBudget,
      });
    }
    return out;
  }

  /** A count rule's readings: one per organization with events, and the platform's (every event). */
  function perScope(
    rule: AlertRule,
    counts: Map<number | null, number>,
    limit: { failures: number; minutes: number },
  ): Reading[] {
    const reading = (organizationId: number | null, count: number): Reading => ({
      rule,
      organizationId,
      value: count,
      threshold: limit.failures,
      windowMinutes: limit.minutes,
      breached: count >= limit.failures,
    });
    let all = 0;
    const out: Reading[] = [];
    for (const [org, count] of counts) {
      all += count;
      if (org !== null) out.push(reading(org, count));
    }
    out.push(reading(null, all));
    return out;
  }

  async function report(organizationId: number | undefined): Promise<AlertsReport> {
    await rollups.flush();
    const em = options.em.fork();
    const byKey = await budgets(em);
    const scope = organizationId ?? PLATFORM;
    const keys = organizationId === undefined ? BUDGET_KEYS : BUDGET_KEYS.filter((k) => k !== 'event_loop_p99_ms');
    const statuses = await Promise.all(keys.map((k) => measure(k, byKey.get(k)!, scope)));
    const alerts = await em.find(
      MonitoringAlert,
      { organizationId: organizationId ?? null },
      { orderBy: { state: 'asc', firedAt: 'desc' }, limit: 50 },
    );
    return {
      scope: organizationId === undefined ? 'platform' : 'organization',
      budgets: statuses,
      firing: await em.count(MonitoringAlert, { organizationId: organizationId ?? null, state: 'firing' }),
      alerts: alerts.map(toDto),
    };
  }

  return {
    /** One evaluation of every rule at `now`: what fired and what resolved. */
    async evaluate(now: Date = new Date()): Promise<{ fired: number; resolved: number }> {
      await rollups.flush();
      const em = options.em.fork();
      const found = await readings(em, now);
      const firing = await em.find(MonitoringAlert, { state: 'firing' });
      const key = (rule: string, org: number | null) => `${rule}|${org ?? ''}`;
      const open = new Map(firing.map((a) => [key(a.rule, a.organizationId ?? null), a]));
      const seen = new Set<string>();
      let fired = 0;
      let resolved = 0;
      const news: MonitoringAlert[] = [];
      for (const r of found) {
        const k = key(r.rule, r.organizationId);
        seen.add(k);
        const current = open.get(k);
        if (r.breached && !current) {
          news.push(
            em.create(MonitoringAlert, {
              rule: r.rule,
              organizationId: r.organizationId,
              severity: SEVERITY[r.rule],
              state: 'firing',
              value: r.value,
              threshold: r.threshold,
              windowMinutes: r.windowMinutes,
              firedAt: now,
            }),
          );
          fired += 1;
        } else if (r.breached && current) {
          current.value = r.value;
        } else if (!r.breached && current) {
          current.state = 'resolved';
          current.resolvedAt = now;
          resolved += 1;
        }
      }
      // A firing alert whose scope has no reading any more (no traffic, no failures in the window) has recovered.
      for (const [k, a] of open) {
        if (seen.has(k)) continue;
        a.state = 'resolved';
        a.resolvedAt = now;
        resolved += 1;
      }
      await em.flush();
      for (const a of news) await notify(em, a);
      await em.flush();
      return { fired, resolved };
    },

    report,

    async acknowledge(organizationId: number | undefined, id: number, by: string): Promise<MonitoringAlertDto> {
      const em = options.em.fork();
      const alert = await em.findOne(MonitoringAlert, {
        id,
        organizationId: organizationId ?? null,
      } as FilterQuery<MonitoringAlert>);
      if (!alert) throw new NotFoundError('Alert not found');
      if (!alert.acknowledgedAt) {
        alert.acknowledgedAt = new Date();
        alert.acknowledgedBy = by;
        await em.flush();
      }
      return toDto(alert);
    },

    async updateBudget(actor: Actor, key: BudgetKey, input: UpdateBudget): Promise<BudgetStatus> {
      const em = options.em.fork();
      const budget = (await budgets(em)).get(key)!;
      const before = { threshold: budget.threshold, windowMinutes: budget.windowMinutes };
      budget.threshold = input.threshold;
      if (input.windowMinutes !== undefined) budget.windowMinutes = input.windowMinutes;
      recordAudit(em, {
        actor,
        action: 'monitoring.budget.update',
        targetType: 'budget',
        targetId: key,
        before,
        after: { threshold: budget.threshold, windowMinutes: budget.windowMinutes },
      });
      await em.flush();
      return measure(key, budget, PLATFORM);
    },
  };
}
