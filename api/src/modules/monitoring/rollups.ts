import type { EntityManager } from '@mikro-orm/core';
import {
  LATENCY_BUCKETS_MS,
  type MonitoringWindow,
  type PerformanceReport,
  type RouteFigures,
  WINDOW_MINUTES,
} from '@qafila/contracts';
import type { Logger } from 'pino';
import { MetricMinute } from '../../db/entities/index.ts';
import { mapFlush } from '../../lib/periodic-flush.ts';

const MINUTE_MS = 60_000;
/** The rollups are kept this long (the retention job deletes older minutes). */
export const ROLLUP_RETENTION_DAYS = 30;
/** Organization id of the platform's rows. */
export const PLATFORM = 0;

const BUCKET_COLUMNS = LATENCY_BUCKETS_MS.map((ms) => `b${ms}`);

interface Tally {
  requests: number;
  totalMs: number;
  buckets: number[];
}

/** Index of the bucket a time falls in; LATENCY_BUCKETS_MS.length for the open last one. */
function bucketOf(ms: number): number {
  for (let i = 0; i < LATENCY_BUCKETS_MS.length; i++) if (ms <= LATENCY_BUCKETS_MS[i]!) return i;
  return LATENCY_BUCKETS_MS.length;
}

/**
 * A quantile (0–1) of the answers counted in `buckets` (the last is the open one), interpolated linearly inside its
 * bucket as Prometheus's histogram_quantile does; the open bucket answers its lower bound. Null without answers.
 */
export function quantileOf(buckets: readonly number[], q: number): number | null {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    const count = buckets[i]!;
    if (count > 0 && seen + count >= rank) {
      if (i === LATENCY_BUCKETS_MS.length) return LATENCY_BUCKETS_MS[i - 1]!;
      const lower = i === 0 ? 0 : LATENCY_BUCKETS_MS[i - 1]!;
      const upper = LATENCY_BUCKETS_MS[i]!;
      return Math.round((lower + ((upper - lower) * (rank - seen)) / count) * 10) / 10;
    }
    seen += count;
  }
  return LATENCY_BUCKETS_MS[LATENCY_BUCKETS_MS.length - 1]!;
}

const emptyBuckets = () => new Array<number>(LATENCY_BUCKETS_MS.length + 1).fill(0);

/** A stored row's counts per bucket, the open last one (slower than 5 s) being its requests less the others. */
function bucketsOf(r: MetricMinute): number[] {
  const stored = BUCKET_COLUMNS.map((c) => (r as unknown as Record<string, number>)[c] ?? 0);
  return [...stored, Math.max(0, r.requests - stored.reduce((a, b) => a + b, 0))];
}

interface Row {
  minute: Date;
  route: string;
  statusClass: number;
  requests: number;
  totalMs: number;
  buckets: number[];
}

function percentiles(buckets: number[]) {
  return { p50: quantileOf(buckets, 0.5), p95: quantileOf(buckets, 0.95), p99: quantileOf(buckets, 0.99) };
}

/**
 * The 1-minute rollups of the API's answers (issue 20): counted in memory per minute, organization (0 = platform),
 * route template and status class, added to `metric_minutes` once a minute, on demand and on close, so that the
 * figures survive a restart and have 30 days of history.
 */
export function createRollups(options: { em: EntityManager; logger: Logger; flushEveryMs?: number }) {
  async function write(batch: Map<string, Tally>) {
    const em = options.em.fork();
    const columns = ['minute', 'organization_id', 'route', 'status_class', 'requests', 'total_ms', ...BUCKET_COLUMNS];
    const adds = ['requests', 'total_ms', ...BUCKET_COLUMNS]
      .map((c) => `${c} = metric_minutes.${c} + excluded.${c}`)
      .join(', ');
    const sql =
      `insert into metric_minutes (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) ` +
      `on conflict (minute, organization_id, route, status_class) do update set ${adds}`;
    await em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const platform = tx.getPlatform();
      for (const [k, t] of batch) {
        const [minute, org, cls, route] = k.split('|', 4) as [string, string, string, string];
        const at = platform.processDateProperty(new Date(Number(minute)));
        // The last bucket (slower than 5 s) is requests less the others: not stored.
        await conn.execute(
          sql,
          [at, Number(org), route, Number(cls), t.requests, Math.round(t.totalMs), ...t.buckets.slice(0, -1)],
          'run',
          tx.getTransactionContext(),
        );
      }
    });
  }

  const flusher = mapFlush(write, {
    everyMs: options.flushEveryMs ?? MINUTE_MS,
    logger: options.logger,
    failure: 'monitoring rollup flush failed; counts of this batch dropped',
  });

  function add(key: string, ms: number, bucket: number) {
    let t = flusher.pending.get(key);
    if (!t) {
      t = { requests: 0, totalMs: 0, buckets: emptyBuckets() };
      flusher.pending.set(key, t);
    }
    t.requests += 1;
    t.totalMs += ms;
    t.buckets[bucket]! += 1;
  }

  async function rows(organizationId: number, from: Date, to: Date): Promise<Row[]> {
    const found = await options.em
      .fork()
      .find(MetricMinute, { organizationId, minute: { $gte: from, $lt: to } }, { orderBy: { minute: 'asc' } });
    return found.map((r) => ({
      minute: r.minute,
      route: r.route,
      statusClass: r.statusClass,
      requests: r.requests,
      totalMs: r.totalMs,
      buckets: bucketsOf(r),
    }));
  }

  function summary(buckets: number[], requests: number, errors: number) {
    return { requests, errorRate: requests ? errors / requests : 0, p95: quantileOf(buckets, 0.95) };
  }

  async function figuresPerScope(minutes: number, organizationId?: number) {
    const to = new Date((Math.floor(Date.now() / MINUTE_MS) + 1) * MINUTE_MS);
    const from = new Date(to.getTime() - minutes * MINUTE_MS);
    const found = await options.em.fork().find(MetricMinute, {
      ...(organizationId === undefined ? {} : { organizationId }),
      minute: { $gte: from, $lt: to },
    });
    const per = new Map<number, { buckets: number[]; requests: number; errors: number }>();
    for (const r of found) {
      const t = per.get(r.organizationId) ?? { buckets: emptyBuckets(), requests: 0, errors: 0 };
      bucketsOf(r).forEach((c, i) => {
        t.buckets[i]! += c;
      });
      t.requests += r.requests;
      if (r.statusClass === 5) t.errors += r.requests;
      per.set(r.organizationId, t);
    }
    return new Map([...per].map(([scope, t]) => [scope, summary(t.buckets, t.requests, t.errors)]));
  }

  return {
    /** Counts one answered request: for the platform and, for a tenant's request, for its organization. */
    record(call: { route: string; status: number; ms: number; organizationId?: number }) {
      if (flusher.closed) return;
      const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
      const bucket = bucketOf(call.ms);
      const tail = `${Math.floor(call.status / 100)}|${call.route.slice(0, 120)}`;
      add(`${minute}|${PLATFORM}|${tail}`, call.ms, bucket);
      if (call.organizationId !== undefined) add(`${minute}|${call.organizationId}|${tail}`, call.ms, bucket);
    },

    flush: flusher.flush,

    /** The figures of an organization (or PLATFORM) over the window ending now, from the stored rollups. */
    async report(
      organizationId: number,
      window: MonitoringWindow,
    ): Promise<Pick<PerformanceReport, 'from' | 'to' | 'totals' | 'routes' | 'series'>> {
      await flusher.flush();
      const minutes = WINDOW_MINUTES[window];
      // Up to the end of the current minute, from as many whole minutes before.
      const to = new Date((Math.floor(Date.now() / MINUTE_MS) + 1) * MINUTE_MS);
      const from = new Date(to.getTime() - minutes * MINUTE_MS);
      const found = await rows(organizationId, from, to);

      const all = { requests: 0, errors: 0, clientErrors: 0, totalMs: 0, buckets: emptyBuckets() };
      const perRoute = new Map<string, typeof all>();
      // Per minute up to a day; per hour beyond, so that a month is 720 points at most.
      const step = minutes > 1440 ? 60 * MINUTE_MS : MINUTE_MS;
      const perStep = new Map<number, { requests: number; errors: number; buckets: number[] }>();
      const addTo = (t: typeof all, r: Row) => {
        t.requests += r.requests;
        t.totalMs += r.totalMs;
        if (r.statusClass === 5) t.errors += r.requests;
        if (r.statusClass === 4) t.clientErrors += r.requests;
        r.buckets.forEach((c, i) => {
          t.buckets[i]! += c;
        });
      };
      for (const r of found) {
        addTo(all, r);
        let route = perRoute.get(r.route);
        if (!route) {
          route = { requests: 0, errors: 0, clientErrors: 0, totalMs: 0, buckets: emptyBuckets() };
          perRoute.set(r.route, route);
        }
        addTo(route, r);
        const at = Math.floor(r.minute.getTime() / step) * step;
        const point = perStep.get(at) ?? { requests: 0, errors: 0, buckets: emptyBuckets() };
        point.requests += r.requests;
        if (r.statusClass === 5) point.errors += r.requests;
        r.buckets.forEach((c, i) => {
          point.buckets[i]! += c;
        });
        perStep.set(at, point);
      }
      const rate = (errors: number, requests: number) => (requests ? errors / requests : 0);
      const avg = (t: typeof all) => (t.requests ? Math.round((t.totalMs / t.requests) * 10) / 10 : null);
      const routes: RouteFigures[] = [...perRoute.entries()]
        .map(([route, t]) => ({
          route,
          requests: t.requests,
          errors: t.errors,
          clientErrors: t.clientErrors,
          errorRate: rate(t.errors, t.requests),
          avgMs: avg(t),
          ...percentiles(t.buckets),
        }))
        .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        totals: {
          requests: all.requests,
          errors: all.errors,
          clientErrors: all.clientErrors,
          errorRate: rate(all.errors, all.requests),
          ratePerMinute: Math.round((all.requests / minutes) * 100) / 100,
          ...percentiles(all.buckets),
        },
        routes,
        series: [...perStep.entries()]
          .sort(([a], [b]) => a - b)
          .map(([at, p]) => ({
            minute: new Date(at).toISOString(),
            requests: p.requests,
            errors: p.errors,
            ...percentiles(p.buckets),
          })),
      };
    },

    /** Requests, 5xx rate and p95 of a scope over the last `minutes` (the budgets). */
    async figures(organizationId: number, minutes: number) {
      await flusher.flush();
      return (await figuresPerScope(minutes, organizationId)).get(organizationId) ?? summary(emptyBuckets(), 0, 0);
    },

    /** The same for every scope with traffic in the last `minutes` (the alert rules). */
    figuresPerScope: async (minutes: number) => {
      await flusher.flush();
      return figuresPerScope(minutes);
    },

    /** Deletes the rollups older than ROLLUP_RETENTION_DAYS before `now`; answers how many rows went. */
    async prune(now: Date = new Date()): Promise<number> {
      const before = new Date(now.getTime() - ROLLUP_RETENTION_DAYS * 86_400_000);
      return options.em.fork().nativeDelete(MetricMinute, { minute: { $lt: before } });
    },

    close: flusher.close,
  };
}
export type Rollups = ReturnType<typeof createRollups>;

/** `avgDuration` of spec 001's red figures: the mean time to answer over the window. */
export function averageMs(report: Pick<PerformanceReport, 'routes' | 'totals'>): number | null {
  const { requests } = report.totals;
  if (!requests) return null;
  const total = report.routes.reduce((sum, r) => sum + (r.avgMs ?? 0) * r.requests, 0);
  return Math.round((total / requests) * 10) / 10;
}
