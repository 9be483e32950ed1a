import { timingSafeEqual } from 'node:crypto';
import { type MonitoringWindow, type PerformanceReport, WINDOW_MINUTES } from '@qafila/contracts';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/orm.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { requestOrganizationId } from '../api-keys/metering.ts';
import { createAlerting } from './alerts.ts';
import { createMetrics } from './metrics.ts';
import { averageMs, createRollups, PLATFORM } from './rollups.ts';
import { createRum, EMPTY_RUM } from './rum.ts';
import { createSecurityMonitor } from './security.ts';

/**
 * Monitoring and SRE (issue 20, ADR 0041): the Prometheus metrics, the 1-minute rollups behind the Monitoring view
 * and the SRE tab, and the reports built from them.
 */
export function createMonitoringService(options: {
  orm: Orm;
  config: Config;
  logger: Logger;
  realtime: RealtimeHub;
  flushEveryMs?: number;
  /** Each tenant's highest share of a plan limit (billing), for the `plan_limit` alert rule. */
  planLimitShares?: (now: Date) => Promise<Map<number, number>>;
}) {
  const { orm, config } = options;
  const metrics = createMetrics({
    orm,
    database: config.database,
    dataDir: config.dataDir,
    webSockets: () => options.realtime.size,
  });
  const rollups = createRollups({ em: orm.em, logger: options.logger, flushEveryMs: options.flushEveryMs });
  const security = createSecurityMonitor({ em: orm.em, logger: options.logger });
  const rum = createRum({ em: orm.em });
  const alerts = createAlerting({
    em: orm.em,
    rollups,
    security,
    metrics,
    rum,
    mail: config.mail,
    logger: options.logger,
    planLimitShares: options.planLimitShares,
    socketsPerOrganization: () => options.realtime.socketsPerOrganization(),
  });

  return {
    metrics,
    rollups,
    security,
    alerts,
    rum,

    /** One answered API request, into the metrics and the rollups. */
    record(call: { route: string; status: number; ms: number; organizationId?: number }) {
      metrics.observe(call.route, call.status, call.ms);
      rollups.record(call);
    },

    /** GET /api/monitoring/performance: an organization's traffic, or the platform's (organizationId undefined). */
    async performance(organizationId: number | undefined, window: MonitoringWindow): Promise<PerformanceReport> {
      const figures = await rollups.report(organizationId ?? PLATFORM, window);
      const use = metrics.use();
      return {
        scope: organizationId === undefined ? 'platform' : 'organization',
        window,
        ...figures,
        red: {
          totalRequests: figures.totals.requests,
          errorRate: figures.totals.errorRate,
          avgDuration: averageMs(figures),
          alerts: [],
        },
        use: {
          cpu: { utilization: use.cpuUtilization },
          memory: { utilization: use.memoryUtilization },
          disk: { utilization: use.diskUtilization },
          eventLoop: { utilization: use.eventLoopUtilization, delayP99Ms: use.eventLoopDelayP99Ms },
          heapUsedBytes: use.heapUsedBytes,
          rssBytes: use.rssBytes,
          webSockets: use.webSockets,
          databaseBytes: use.databaseBytes,
          walBytes: use.walBytes,
        },
        // The web vitals are the platform's (rum.ts): an organization's report has none.
        rum: organizationId === undefined ? await rum.report(WINDOW_MINUTES[window]) : EMPTY_RUM,
      };
    },

    /** The retention run's part: rollups, security events and web-vital samples older than 30 days. */
    async prune(now: Date = new Date()): Promise<number> {
      return (await rollups.prune(now)) + (await security.prune(now)) + (await rum.prune(now));
    },

    async close() {
      await rollups.close();
      await security.close();
      metrics.close();
    },
  };
}
export type MonitoringService = ReturnType<typeof createMonitoringService>;

/** True for a peer on this machine (127.0.0.0/8, ::1, or IPv4 over IPv6). */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || a.startsWith('127.');
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics: the Prometheus text exposition. With QAFILA_METRICS_TOKEN set, only with `Authorization: Bearer
 * <token>` (401 otherwise); without it, only to loopback peers (the socket's address, never X-Forwarded-For: 403).
 */
export function serveMetrics(monitoring: MonitoringService, token: string | undefined): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/metrics') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.body = { error: 'Method not allowed' };
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    if (token) {
      const header = ctx.get('authorization');
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameToken(given, token)) {
        ctx.status = 401;
        ctx.set('WWW-Authenticate', 'Bearer');
        ctx.body = { error: 'A metrics token is required' };
        return;
      }
    } else if (!isLoopback(ctx.req.socket.remoteAddress)) {
      ctx.status = 403;
      ctx.body = { error: 'Metrics are served to this machine only (set QAFILA_METRICS_TOKEN)' };
      return;
    }
    ctx.type = monitoring.metrics.contentType;
    ctx.body = await monitoring.metrics.text();
  };
}

/** The sign-in routes whose 401 is a failed sign-in and 429 a throttled one; the password changes. */
const SIGN_IN_ROUTES = new Set(['POST /api/auth/login', 'POST /api/admin/login']);
const PASSWORD_ROUTES = new Set(['POST /api/me/password', 'POST /api/admin/change-password']);

/**
 * RED for every /api/ answer, with its mapped status (mounted outside the error middleware): the route template the
 * router set (`ctx.state.endpoint`; `unmatched` for none) and, for a tenant's request (its users' or API keys'),
 * the organization. Costs a clock read, a map lookup and a histogram observe per request. Security signals from the
 * same place: a sign-in's 401 (failed, with the name tried) and 429 (throttled), any other 429, a password changed.
 */
export function observeRequests(monitoring: MonitoringService): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const start = performance.now();
    try {
      await next();
    } finally {
      const organizationId = requestOrganizationId(ctx);
      const route = ctx.state.endpoint ?? 'unmatched';
      const status = ctx.status;
      monitoring.record({ route, status, ms: performance.now() - start, organizationId });
      if (status === 401 || status === 429 || (status === 200 && PASSWORD_ROUTES.has(route))) {
        noteSecurity(monitoring, ctx, route, status, organizationId);
      }
    }
  };
}

function noteSecurity(
  monitoring: MonitoringService,
  ctx: Context,
  route: string,
  status: number,
  organizationId: number | undefined,
) {
  const ip = ctx.ip;
  const userId = ctx.state.auth?.user.id;
  if (SIGN_IN_ROUTES.has(route)) {
    if (status === 200) return;
    const name = (ctx.request.body as { username?: unknown } | undefined)?.username;
    const username = typeof name === 'string' ? name : undefined;
    monitoring.security.record({ kind: status === 429 ? 'login_throttled' : 'login_failed', username, ip });
    if (status === 429) monitoring.security.record({ kind: 'rate_limited', username, ip, route });
    return;
  }
  if (status === 429) monitoring.security.record({ kind: 'rate_limited', ip, route, userId, organizationId });
  else if (status === 200) {
    const username = ctx.state.auth?.user.username;
    monitoring.security.record({ kind: 'password_changed', ip, userId, organizationId, username });
  }
}

/** GET /api/__test__/fault: a 500 for the monitoring tests (config.faultRoute, under the test runner only). */
export const faultRoute: Middleware = async (ctx, next) => {
  if (ctx.path !== '/api/__test__/fault') return next();
  ctx.state.endpoint = 'GET /api/__test__/fault';
  throw new Error('injected fault (test only)');
};
