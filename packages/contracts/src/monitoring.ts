import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { RumReport } from './rum.ts';

/**
 * Monitoring and SRE (issue 20, docs/monitoring.md, ADR 0041): RED figures of the API per route template from
 * 1-minute rollups kept 30 days, the process's USE figures, and the security signals of an organization (its own
 * users) or of the platform (the super admin).
 */

/** Upper bounds (ms) of the latency buckets of the rollups; a last, open bucket holds the slower answers. */
export const LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 200, 300, 500, 1000, 2500, 5000] as const;

export const MONITORING_WINDOWS = ['15m', '1h', '24h', '7d', '30d'] as const;
export const MonitoringWindow = z.enum(MONITORING_WINDOWS);
export type MonitoringWindow = z.infer<typeof MonitoringWindow>;
export const WINDOW_MINUTES: Record<MonitoringWindow, number> = {
  '15m': 15,
  '1h': 60,
  '24h': 1440,
  '7d': 10_080,
  '30d': 43_200,
};

export const PerformanceQuery = z.object({ window: MonitoringWindow.default('1h') });
export type PerformanceQuery = z.infer<typeof PerformanceQuery>;

/** Latency percentiles (ms) estimated from the buckets; null without requests. */
const Latency = {
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
};

export const RouteFigures = z.object({
  /** The route's template from the endpoint registry (`GET /api/org/shipments/:id`), never a raw URL. */
  route: z.string(),
  requests: z.number().int(),
  /** Answers of 500 and above. */
  errors: z.number().int(),
  clientErrors: z.number().int(),
  errorRate: z.number(),
  avgMs: z.number().nullable(),
  ...Latency,
});
export type RouteFigures = z.infer<typeof RouteFigures>;

export const MinuteFigures = z.object({
  minute: IsoDateTime,
  requests: z.number().int(),
  errors: z.number().int(),
  ...Latency,
});

export const PerformanceReport = z.object({
  scope: z.enum(['organization', 'platform']),
  window: MonitoringWindow,
  from: IsoDateTime,
  to: IsoDateTime,
  totals: z.object({
    requests: z.number().int(),
    errors: z.number().int(),
    clientErrors: z.number().int(),
    errorRate: z.number(),
    /** Requests per minute over the window. */
    ratePerMinute: z.number(),
    ...Latency,
  }),
  routes: RouteFigures.array(),
  /** One point per minute with traffic (up to 24 h) or per hour (longer windows). */
  series: MinuteFigures.array(),
  /** Spec 001 §3's shape, from the same figures. */
  red: z.object({
    totalRequests: z.number().int(),
    errorRate: z.number(),
    avgDuration: z.number().nullable(),
    alerts: z.array(z.object({ type: z.string(), severity: z.string(), message: z.string(), timestamp: IsoDateTime })),
  }),
  use: z.object({
    cpu: z.object({ utilization: z.number() }),
    memory: z.object({ utilization: z.number() }),
    disk: z.object({ utilization: z.number() }),
    eventLoop: z.object({ utilization: z.number(), delayP99Ms: z.number().nullable() }),
    heapUsedBytes: z.number(),
    rssBytes: z.number(),
    webSockets: z.number().int(),
    /** The SQLite database file and its write-ahead log, in bytes; null on PostgreSQL (no file to measure). */
    databaseBytes: z.number().nullable(),
    walBytes: z.number().nullable(),
  }),
  /** Real-user monitoring (rum.ts): the web vitals' p75 per page and device class over the window. */
  rum: RumReport,
});
export type PerformanceReport = z.infer<typeof PerformanceReport>;

export const SecurityQuery = z.object({ window: MonitoringWindow.default('24h') });
export type SecurityQuery = z.infer<typeof SecurityQuery>;

/** At least this many failed sign-ins of one account in the window: an account under attack. */
export const ACCOUNT_UNDER_ATTACK_FAILURES = 5;

export const SecurityReport = z.object({
  scope: z.enum(['organization', 'platform']),
  window: MonitoringWindow,
  from: IsoDateTime,
  to: IsoDateTime,
  /** Spec 001 §3's fields: low, elevated (failed sign-ins or 429s), high (an account under attack or a lockout). */
  threatLevel: z.enum(['low', 'elevated', 'high']),
  activeSessions: z.number().int(),
  /** Addresses with failed sign-ins in the window. */
  suspiciousIPs: z.number().int(),
  /** Refused requests: 429 answers (throttled sign-ins among them). */
  blockedRequests: z.number().int(),
  sessions: z
    .object({
      id: z.string(),
      username: z.string(),
      role: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: IsoDateTime,
      lastSeenAt: IsoDateTime,
    })
    .array(),
  failedLogins: z.object({
    total: z.number().int(),
    perHour: z.object({ hour: IsoDateTime, count: z.number().int() }).array(),
    topIps: z.object({ ip: z.string(), count: z.number().int() }).array(),
    accountsUnderAttack: z.object({ username: z.string(), failures: z.number().int(), ips: z.number().int() }).array(),
  }),
  /** Sign-ins refused by the throttle (ADR 0015). */
  lockouts: z.number().int(),
  rateLimited: z.number().int(),
  passwordChanges: z.object({ username: z.string(), at: IsoDateTime }).array(),
  adminActions: z
    .object({
      at: IsoDateTime,
      actor: z.string(),
      action: z.string(),
      targetType: z.string(),
      targetId: z.string(),
    })
    .array(),
});
export type SecurityReport = z.infer<typeof SecurityReport>;

/**
 * Performance budgets (issue 20): data, editable by the super admin, with these defaults. Each is evaluated over its
 * window: the API's p95 and 5xx rate from the rollups, the event-loop delay's p99 from the process, the web vitals'
 * p75 from real-user monitoring (no data until it reports).
 */
export const BUDGET_KEYS = [
  'api_p95_ms',
  'error_rate_5xx',
  'lcp_p75_ms',
  'inp_p75_ms',
  'cls_p75',
  'event_loop_p99_ms',
] as const;
export const BudgetKey = z.enum(BUDGET_KEYS);
export type BudgetKey = z.infer<typeof BudgetKey>;
export const BUDGET_DEFAULTS: Record<BudgetKey, number> = {
  api_p95_ms: 200,
  error_rate_5xx: 0.005,
  lcp_p75_ms: 2500,
  inp_p75_ms: 200,
  cls_p75: 0.1,
  event_loop_p99_ms: 100,
};
export const BUDGET_DEFAULT_WINDOW_MINUTES = 60;

export const BudgetStatus = z.object({
  key: BudgetKey,
  threshold: z.number(),
  windowMinutes: z.number().int(),
  /** The measured value over the window; null without data. */
  value: z.number().nullable(),
  status: z.enum(['pass', 'fail', 'no_data']),
});
export type BudgetStatus = z.infer<typeof BudgetStatus>;

export const UpdateBudget = z.object({
  threshold: z.number({ error: 'threshold must be a number' }).positive({ error: 'threshold must be above 0' }),
  windowMinutes: z
    .number({ error: 'windowMinutes must be a number' })
    .int({ error: 'windowMinutes must be a whole number' })
    .min(5, { error: 'windowMinutes must be between 5 and 1440' })
    .max(1440, { error: 'windowMinutes must be between 5 and 1440' })
    .optional(),
});
export type UpdateBudget = z.infer<typeof UpdateBudget>;
export const BudgetKeyParams = z.object({ key: BudgetKey });

/**
 * The alert rules: a failed sign-in spike (20 in 5 minutes), the 5xx rate and p95 above their budgets over 5 minutes
 * (20 requests at least), the event-loop delay; a spike of refused requests (50 answers 429 in 5 minutes) and a
 * tenant near a plan limit (90 % of its users, shipments this month or API calls this month); a WebSocket flood (200
 * open sockets of one organization, 1,000 in all) (issue 20, SRE).
 */
export const ALERT_RULES = [
  'failed_login_spike',
  'error_rate_5xx',
  'api_p95',
  'event_loop_p99',
  'rate_limited_spike',
  'plan_limit',
  'websocket_flood',
] as const;
export const AlertRule = z.enum(ALERT_RULES);
export type AlertRule = z.infer<typeof AlertRule>;
export const FAILED_LOGIN_SPIKE = { failures: 20, minutes: 5 } as const;
export const RATE_LIMITED_SPIKE = { answers: 50, minutes: 5 } as const;
/** A tenant's highest share of a plan limit (users, shipments or API calls this month) that fires `plan_limit`. */
export const PLAN_LIMIT_SHARE = 0.9;
/** Open WebSocket connections that make a flood: of one organization, and of the whole platform. */
export const WEBSOCKET_FLOOD = { perOrganization: 200, platform: 1000 } as const;
export const ALERT_WINDOW_MINUTES = 5;
export const ALERT_MIN_REQUESTS = 20;

export const MonitoringAlertDto = z.object({
  id: z.number().int(),
  rule: AlertRule,
  severity: z.enum(['warning', 'critical']),
  state: z.enum(['firing', 'resolved']),
  value: z.number(),
  threshold: z.number(),
  windowMinutes: z.number().int(),
  firedAt: IsoDateTime,
  resolvedAt: IsoDateTime.nullable(),
  acknowledgedAt: IsoDateTime.nullable(),
  acknowledgedBy: z.string().nullable(),
});
export type MonitoringAlertDto = z.infer<typeof MonitoringAlertDto>;

export const AlertsReport = z.object({
  scope: z.enum(['organization', 'platform']),
  budgets: BudgetStatus.array(),
  firing: z.number().int(),
  /** The latest 50, firing first. */
  alerts: MonitoringAlertDto.array(),
});
export type AlertsReport = z.infer<typeof AlertsReport>;
export const AlertIdParams = z.object({ id: z.coerce.number().int().positive() });
