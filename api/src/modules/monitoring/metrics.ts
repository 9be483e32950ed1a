import { statfsSync, statSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { type EventLoopUtilization, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { LATENCY_BUCKETS_MS } from '@qafila/contracts';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../config.ts';
import type { Orm } from '../../db/orm.ts';

/** What the process's USE figures read besides itself: the realtime hub's sockets and the database files. */
export interface MetricsSources {
  orm: Orm;
  database: Database;
  dataDir: string;
  webSockets: () => number;
}

export interface UseFigures {
  cpuUtilization: number;
  memoryUtilization: number;
  diskUtilization: number;
  eventLoopUtilization: number;
  eventLoopDelayP99Ms: number | null;
  heapUsedBytes: number;
  rssBytes: number;
  webSockets: number;
  databaseBytes: number | null;
  walBytes: number | null;
}

function fileSize(path: string): number | null {
  try {
    return statSync(path).size;
  } catch {
    return null;
  }
}

/**
 * The API's Prometheus metrics (issue 20, ADR 0041), in a registry of its own per running app (tests start many):
 * RED from `observe` — a counter of answers and a histogram of their times per route template and status class — and USE read when
 * scraped: the default Node.js metrics (CPU, heap, RSS, handles, event-loop lag), the event loop's utilisation and
 * delay, WebSocket connections, database query times (MikroORM's query log hook) and the SQLite file and WAL sizes.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = LATENCY_BUCKETS_MS.map((ms) => ms / 1000);
  const requests = new Histogram({
    name: 'qafila_http_request_duration_seconds',
    help: 'Time to answer API requests, per route template of the endpoint registry and status class',
    labelNames: ['route', 'status_class'] as const,
    buckets: seconds,
    registers: [registry],
  });
  const answered = new Counter({
    name: 'qafila_http_requests_total',
    help: 'API requests answered, per route template of the endpoint registry and status class',
    labelNames: ['route', 'status_class'] as const,
    registers: [registry],
  });
  // The labelled children, so that a request costs one map lookup, one observe and one increment.
  const children = new Map<
    string,
    { time: ReturnType<typeof requests.labels>; count: ReturnType<typeof answered.labels> }
  >();

  const queries = new Histogram({
    name: 'qafila_db_query_duration_seconds',
    help: 'Time of database queries (ms resolution)',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const connection = sources.orm.em.getConnection() as unknown as {
    logQuery: (query: string, context?: { took?: number }) => void;
  };
  const logQuery = connection.logQuery.bind(connection);
  connection.logQuery = (query, context) => {
    if (context?.took !== undefined) queries.observe(context.took / 1000);
    logQuery(query, context);
  };

  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let elu: EventLoopUtilization = performance.eventLoopUtilization();
  let cpu = { at: performance.now(), usage: process.cpuUsage() };

  const sqlite = sources.database.driver === 'sqlite' ? sources.database.path : undefined;

  /** The USE figures now: utilisations since the previous reading (CPU over every core). */
  function use(): UseFigures {
    const now = performance.now();
    const usage = process.cpuUsage();
    const elapsedUs = (now - cpu.at) * 1000 * cpus().length;
    const busyUs = usage.user - cpu.usage.user + usage.system - cpu.usage.system;
    cpu = { at: now, usage };
    const nextElu = performance.eventLoopUtilization();
    const eventLoopUtilization = performance.eventLoopUtilization(nextElu, elu).utilization;
    elu = nextElu;
    const memory = process.memoryUsage();
    let diskUtilization = 0;
    try {
      const fs = statfsSync(sources.dataDir);
      diskUtilization = fs.blocks > 0 ? 1 - fs.bavail / fs.blocks : 0;
    } catch {
      diskUtilization = 0;
    }
    const p99 = delay.count > 0 ? delay.percentile(99) / 1e6 : null;
    return {
      cpuUtilization: elapsedUs > 0 ? Math.min(1, busyUs / elapsedUs) : 0,
      memoryUtilization: memory.rss / totalmem(),
      diskUtilization,
      eventLoopUtilization: Number.isFinite(eventLoopUtilization) ? eventLoopUtilization : 0,
      eventLoopDelayP99Ms: p99 === null ? null : Math.round(p99 * 10) / 10,
      heapUsedBytes: memory.heapUsed,
      rssBytes: memory.rss,
      webSockets: sources.webSockets(),
      databaseBytes: sqlite ? fileSize(sqlite) : null,
      walBytes: sqlite ? fileSize(`${sqlite}-wal`) : null,
    };
  }

  const gauge = (name: string, help: string, read: () => number | null) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const v = read();
        if (v !== null) this.set(v);
      },
    });
  gauge('qafila_websocket_connections', 'Open WebSocket connections of the realtime hub', sources.webSockets);
  gauge('qafila_eventloop_utilization_ratio', 'Share of time the event loop was busy since the last scrape', () => {
    const next = performance.eventLoopUtilization();
    const u = performance.eventLoopUtilization(next, elu).utilization;
    elu = next;
    return Number.isFinite(u) ? u : 0;
  });
  gauge('qafila_eventloop_delay_p99_seconds', 'p99 of the event-loop delay since the start', () =>
    delay.count > 0 ? delay.percentile(99) / 1e9 : null,
  );
  if (sqlite) {
    gauge('qafila_sqlite_file_bytes', 'Size of the SQLite database file', () => fileSize(sqlite));
    gauge('qafila_sqlite_wal_bytes', 'Size of the SQLite write-ahead log', () => fileSize(`${sqlite}-wal`) ?? 0);
  }

  return {
    registry,
    /** One answered API request: its route template (`unmatched` when no route took it), status and time. */
    observe(route: string, status: number, ms: number) {
      const cls = `${Math.floor(status / 100)}xx`;
      const key = `${route}|${cls}`;
      let child = children.get(key);
      if (!child) {
        child = { time: requests.labels(route, cls), count: answered.labels(route, cls) };
        children.set(key, child);
      }
      child.time.observe(ms / 1000);
      child.count.inc();
    },
    use,
    /** The Prometheus text exposition. */
    text: (): Promise<string> => registry.metrics(),
    contentType: registry.contentType,
    close() {
      delay.disable();
      connection.logQuery = logQuery;
      registry.clear();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
