import { rmSync } from 'node:fs';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserFeature } from '../src/db/entities/index.ts';
import { quantileOf } from '../src/modules/monitoring/rollups.ts';
import { ADMIN_PASSWORD, bearer, freshDatabaseEnv, seedActors, startTestServer, type TestServer } from './helpers.ts';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';
const T0 = new Date('2026-11-20T08:00:10Z');

interface Perf {
  scope: string;
  totals: { requests: number; errors: number; clientErrors: number; errorRate: number; p95: number | null };
  routes: { route: string; requests: number; errors: number; p95: number | null }[];
  series: { minute: string; requests: number; errors: number }[];
  red: { totalRequests: number; errorRate: number };
  use: { webSockets: number; databaseBytes: number | null; heapUsedBytes: number };
}

interface Sample {
  name: string;
  type: string;
  metrics: { labels?: Record<string, string>; value?: string; count?: string; buckets?: Record<string, string> }[];
}

let srv: TestServer;
let dataDir: string;
let actors: Awaited<ReturnType<typeof seedActors>>;
/** The same database on every start (a restart reads back what the first server wrote), SQLite or PostgreSQL. */
let database: ReturnType<typeof freshDatabaseEnv>;
const env = () => ({ ...database, QAFILA_TEST_FAULT_ROUTE: 'on', QAFILA_METRICS_TOKEN: METRICS_TOKEN });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  database = freshDatabaseEnv('qafila-monitoring');
  dataDir = database.QAFILA_DATA_DIR;
  srv = await startTestServer(env());
  actors = await seedActors(srv);
  // The section's feature for the two organizations' admins and the demo organization's staff member.
  const em = srv.services.orm.em.fork();
  for (const a of [actors.orgAdminSame, actors.orgAdminOther, actors.staffSame]) {
    em.create(UserFeature, { user: a.id, feature: 'sre-monitoring' });
  }
  await em.flush();
});
afterAll(async () => {
  vi.useRealTimers();
  await srv?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const perf = async (token: string, path = '/api/monitoring/performance?window=1h') =>
  (await (await srv.request(path, { headers: bearer(token) })).json()) as Perf;
const adminToken = async () => {
  const res = await srv.request('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
};
const scrape = async () => {
  const res = await srv.request('/metrics', { headers: bearer(METRICS_TOKEN) });
  expect(res.status).toBe(200);
  return parsePrometheusTextFormat(await res.text()) as Sample[];
};
const counted = (samples: Sample[], route: string, cls: string) =>
  Number(
    samples
      .find((s) => s.name === 'qafila_http_requests_total')
      ?.metrics.find((m) => m.labels?.route === route && m.labels?.status_class === cls)?.value ?? 0,
  );

describe('quantileOf', () => {
  it('interpolates inside the bucket like histogram_quantile', () => {
    // 10 answers ≤ 5 ms, 10 in (5, 10]: the median is 5 ms, p95 is 9.5 ms.
    const buckets = [10, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(quantileOf(buckets, 0.5)).toBe(5);
    expect(quantileOf(buckets, 0.95)).toBe(9.5);
    expect(quantileOf(new Array(12).fill(0), 0.95)).toBeNull();
  });
});

describe('monitoring: known traffic through the rollups and /metrics', () => {
  it('reads back N requests with M 500s per route template, and after a restart', async () => {
    const staff = actors.staffSame.token;
    const other = actors.orgAdminOther.token;
    // A known mix of the demo organization's traffic: 7 lists of shipments, 3 injected 500s.
    for (let i = 0; i < 7; i++) {
      expect((await srv.request('/api/org/shipments', { headers: bearer(staff) })).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      expect((await srv.request('/api/__test__/fault', { headers: bearer(staff) })).status).toBe(500);
    }
    // Another organization's 2 requests: counted for the platform, never for the demo organization.
    for (let i = 0; i < 2; i++) await srv.request('/api/org/shipments', { headers: bearer(other) });

    const mine = await perf(staff);
    expect(mine.scope).toBe('organization');
    const list = mine.routes.find((r) => r.route === 'GET /api/org/shipments');
    expect(list).toMatchObject({ requests: 7, errors: 0 });
    expect(list?.p95).toBeGreaterThan(0);
    expect(list?.p95).toBeLessThanOrEqual(5000);
    expect(mine.routes.find((r) => r.route === 'GET /api/__test__/fault')).toMatchObject({ requests: 3, errors: 3 });
    // Routes are templates: a parameterised URL is counted under its pattern, never under its raw path.
    expect(mine.routes.every((r) => !/\/\d+(\/|$)/.test(r.route))).toBe(true);
    expect(mine.totals.errors).toBe(3);
    expect(mine.red.totalRequests).toBe(mine.totals.requests);
    expect(mine.series.reduce((n, p) => n + p.requests, 0)).toBe(mine.totals.requests);
    expect(mine.use.heapUsedBytes).toBeGreaterThan(0);
    // The database file's size is SQLite's (the embedded mode); on PostgreSQL there is no file to measure.
    if (process.env.TEST_DATABASE_URL) expect(mine.use.databaseBytes).toBeNull();
    else expect(mine.use.databaseBytes).toBeGreaterThan(0);

    const theirs = await perf(other);
    expect(theirs.routes.find((r) => r.route === 'GET /api/org/shipments')?.requests).toBe(2);
    expect(theirs.routes.find((r) => r.route === 'GET /api/__test__/fault')).toBeUndefined();

    const admin = await adminToken();
    const platform = await perf(admin, '/api/admin/monitoring/performance?window=1h');
    expect(platform.scope).toBe('platform');
    expect(platform.routes.find((r) => r.route === 'GET /api/org/shipments')?.requests).toBe(9);
    expect(platform.routes.find((r) => r.route === 'GET /api/__test__/fault')?.errors).toBe(3);

    // /metrics: the Prometheus text parses; the same counts per route template and status class.
    const samples = await scrape();
    expect(counted(samples, 'GET /api/org/shipments', '2xx')).toBe(9);
    expect(counted(samples, 'GET /api/__test__/fault', '5xx')).toBe(3);
    for (const name of [
      'qafila_http_request_duration_seconds',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'nodejs_active_handles_total',
      'qafila_websocket_connections',
      'qafila_eventloop_utilization_ratio',
      'qafila_db_query_duration_seconds',
      // The SQLite file and its write-ahead log: in the embedded mode only.
      ...(process.env.TEST_DATABASE_URL ? [] : ['qafila_sqlite_file_bytes', 'qafila_sqlite_wal_bytes']),
    ]) {
      expect(samples.some((s) => s.name === name)).toBe(true);
    }
    expect(
      Number(samples.find((s) => s.name === 'qafila_db_query_duration_seconds')?.metrics[0]?.count),
    ).toBeGreaterThan(0);

    // A restart on the same database: the rollups were written at shutdown and are read back the same.
    await srv.stop();
    srv = await startTestServer(env());
    // The sessions are in the database too: the same token reads on.
    const again = await perf(staff);
    expect(again.routes.find((r) => r.route === 'GET /api/org/shipments')?.requests).toBe(7);
    expect(again.routes.find((r) => r.route === 'GET /api/__test__/fault')).toMatchObject({ requests: 3, errors: 3 });
    // A minute later the window still holds them; 31 days later the retention prunes them.
    vi.setSystemTime(new Date(T0.getTime() + 60_000));
    expect((await perf(staff)).totals.errors).toBe(3);
    expect(await srv.services.monitoring.rollups.prune(new Date(T0.getTime() + 31 * 86_400_000))).toBeGreaterThan(0);
  });

  it('refuses /metrics without the token, and the reads by role and tenant', async () => {
    expect((await srv.request('/metrics')).status).toBe(401);
    expect((await srv.request('/metrics', { headers: bearer('wrong-token-wrong-token') })).status).toBe(401);
    expect((await srv.request('/api/monitoring/performance')).status).toBe(401);
    // A customer and a member of staff without the section: 403; the super admin's platform read is not theirs.
    const customer = await login('cust_a');
    expect((await srv.request('/api/monitoring/performance', { headers: bearer(customer) })).status).toBe(403);
    const staffOther = await login('staff_falcon');
    expect((await srv.request('/api/monitoring/performance', { headers: bearer(staffOther) })).status).toBe(403);
    const staff = await login('staff_demo');
    expect((await srv.request('/api/admin/monitoring/performance', { headers: bearer(staff) })).status).toBe(403);
  });
});

async function login(username: string): Promise<string> {
  const res = await srv.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct horse battery staple' }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('/metrics without a token', () => {
  it('is served to loopback peers', async () => {
    const local = await startTestServer();
    try {
      const res = await local.request('/metrics');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('qafila_http_request_duration_seconds');
    } finally {
      await local.close();
    }
  });
});

interface Security {
  scope: string;
  threatLevel: string;
  activeSessions: number;
  suspiciousIPs: number;
  blockedRequests: number;
  sessions: { username: string }[];
  failedLogins: {
    total: number;
    perHour: { count: number }[];
    topIps: { ip: string; count: number }[];
    accountsUnderAttack: { username: string; failures: number; ips: number }[];
  };
  lockouts: number;
  rateLimited: number;
  passwordChanges: { username: string }[];
  adminActions: { actor: string; action: string }[];
}

describe('GET /api/monitoring/security', () => {
  let sec: TestServer;
  let people: Awaited<ReturnType<typeof seedActors>>;
  beforeAll(async () => {
    // Behind one proxy: each attempt's address comes from X-Forwarded-For, so the test can play many addresses.
    sec = await startTestServer({ QAFILA_TRUST_PROXY: '1' });
    people = await seedActors(sec);
    const em = sec.services.orm.em.fork();
    for (const a of [people.orgAdminSame, people.orgAdminOther]) {
      em.create(UserFeature, { user: a.id, feature: 'security-center' });
      em.create(UserFeature, { user: a.id, feature: 'sre-monitoring' });
    }
    await em.flush();
  });
  afterAll(() => sec?.close());

  const attempt = (username: string, ip: string, password = 'wrong password') =>
    sec.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username, password }),
    });
  const report = async (token: string, path = '/api/monitoring/security?window=1h') => {
    const res = await sec.request(path, { headers: bearer(token) });
    expect(res.status).toBe(200);
    return (await res.json()) as Security;
  };

  it('records failed and throttled sign-ins and password changes, each organization seeing its own users only', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.2']) {
      expect((await attempt('cust_a', ip)).status).toBe(401);
    }
    // cust_b from one address: 5 failures, then the pair is held back (429: a lockout).
    for (let i = 0; i < 5; i++) expect((await attempt('cust_b', '10.0.0.7')).status).toBe(401);
    expect((await attempt('cust_b', '10.0.0.7')).status).toBe(429);
    // Another organization's customer and a name that is no account.
    for (let i = 0; i < 2; i++) expect((await attempt('cust_falcon', '10.9.9.9')).status).toBe(401);
    expect((await attempt('nobody-at-all', '10.8.8.8')).status).toBe(401);
    // A member of staff changes their password.
    const changed = await sec.request('/api/me/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(people.staffSame.token) },
      body: JSON.stringify({
        currentPassword: 'correct horse battery staple',
        newPassword: 'a brand new passphrase 42',
      }),
    });
    expect(changed.status).toBe(200);

    const mine = await report(people.orgAdminSame.token);
    expect(mine.scope).toBe('organization');
    expect(mine.failedLogins.total).toBe(10);
    expect(mine.failedLogins.perHour.reduce((n, h) => n + h.count, 0)).toBe(10);
    expect(mine.failedLogins.topIps[0]).toEqual({ ip: '10.0.0.7', count: 5 });
    expect(mine.failedLogins.topIps.map((i) => i.ip).sort()).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.7']);
    expect(mine.failedLogins.accountsUnderAttack).toEqual([
      { username: 'cust_a', failures: 5, ips: 2 },
      { username: 'cust_b', failures: 5, ips: 1 },
    ]);
    expect(mine.lockouts).toBe(1);
    expect(mine.threatLevel).toBe('high');
    expect(mine.suspiciousIPs).toBe(3);
    expect(mine.passwordChanges.map((p) => p.username)).toEqual(['staff_demo']);
    // Its own users' sessions only; no other organization's names or addresses anywhere in the answer.
    expect(mine.sessions.length).toBe(mine.activeSessions);
    expect(mine.sessions.some((s) => s.username === 'admin_demo')).toBe(true);
    const text = JSON.stringify(mine);
    for (const foreign of ['falcon', '10.9.9.9', 'nobody-at-all', '10.8.8.8']) expect(text).not.toContain(foreign);

    // The Security Center's read is the same report.
    const center = await report(people.orgAdminSame.token, '/api/security-center?window=1h');
    expect(center.failedLogins).toEqual(mine.failedLogins);

    const theirs = await report(people.orgAdminOther.token);
    expect(theirs.failedLogins.total).toBe(2);
    expect(theirs.failedLogins.topIps).toEqual([{ ip: '10.9.9.9', count: 2 }]);
    expect(theirs.lockouts).toBe(0);
    expect(JSON.stringify(theirs)).not.toContain('cust_a');
    expect(theirs.sessions.every((s) => s.username.endsWith('falcon'))).toBe(true);

    const admin = await sec.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const platform = await report(((await admin.json()) as { token: string }).token, '/api/admin/monitoring/security');
    expect(platform.scope).toBe('platform');
    expect(platform.failedLogins.total).toBe(13);
    expect(platform.failedLogins.topIps.map((i) => i.ip)).toContain('10.8.8.8');
    expect(platform.rateLimited).toBeGreaterThanOrEqual(1);
  });

  it('fires the failed sign-in spike at 20 in 5 minutes, tells the admins, is acknowledged and resolves', async () => {
    // 10 failures so far in the demo organization (the test above); 10 more from fresh addresses make 20.
    for (let i = 0; i < 10; i++) expect((await attempt('cust_a', `10.1.0.${i}`)).status).toBe(401);
    const alerts = sec.services.monitoring.alerts;
    const first = await alerts.evaluate();
    expect(first.fired).toBeGreaterThanOrEqual(2); // the demo organization's and the platform's
    const read = async (token: string, path = '/api/monitoring/alerts') => {
      const res = await sec.request(path, { headers: bearer(token) });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        budgets: { key: string; status: string; value: number | null; windowMinutes: number }[];
        firing: number;
        alerts: { id: number; rule: string; state: string; value: number; acknowledgedBy: string | null }[];
      };
    };
    const mine = await read(people.orgAdminSame.token);
    const spike = mine.alerts.find((a) => a.rule === 'failed_login_spike');
    expect(spike).toMatchObject({ state: 'firing', value: 20 });
    expect(mine.budgets.map((b) => b.key)).toContain('api_p95_ms');
    expect(mine.budgets.find((b) => b.key === 'lcp_p75_ms')?.status).toBe('no_data');
    // Another organization: no spike of its own (2 failures), and our alert is not theirs to see or acknowledge.
    const theirs = await read(people.orgAdminOther.token);
    expect(theirs.alerts.some((a) => a.rule === 'failed_login_spike')).toBe(false);
    const ackPath = `/api/monitoring/alerts/${spike!.id}/acknowledge`;
    expect((await sec.request(ackPath, { method: 'POST', headers: bearer(people.orgAdminOther.token) })).status).toBe(
      404,
    );
    // The organization's admins got a notification.
    const bell = (await (
      await sec.request('/api/notifications', { headers: bearer(people.orgAdminSame.token) })
    ).json()) as {
      items: { kind: string; detail?: string | null }[];
    };
    expect(bell.items.some((n) => n.kind === 'monitoring_alert')).toBe(true);
    const acked = await sec.request(ackPath, { method: 'POST', headers: bearer(people.orgAdminSame.token) });
    expect(((await acked.json()) as { acknowledgedBy: string }).acknowledgedBy).toBe('admin_demo');
    // A second evaluation while it lasts fires nothing new.
    expect((await alerts.evaluate()).fired).toBe(0);
    // Six minutes on, the failures are out of the window: it resolves.
    vi.setSystemTime(new Date(Date.now() + 6 * 60_000));
    expect((await alerts.evaluate()).resolved).toBeGreaterThanOrEqual(2);
    const after = await read(people.orgAdminSame.token);
    expect(after.alerts.find((a) => a.id === spike!.id)?.state).toBe('resolved');
    expect(after.firing).toBe(0);
  });

  it('lets the super admin set a budget, and no one else', async () => {
    const admin = await sec.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const token = ((await admin.json()) as { token: string }).token;
    const put = (key: string, body: unknown, t = token) =>
      sec.request(`/api/admin/monitoring/budgets/${key}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...bearer(t) },
        body: JSON.stringify(body),
      });
    const res = await put('api_p95_ms', { threshold: 150, windowMinutes: 15 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ key: 'api_p95_ms', threshold: 150, windowMinutes: 15 });
    expect((await put('nope', { threshold: 1 })).status).toBe(400);
    expect((await put('api_p95_ms', { threshold: -1 })).status).toBe(400);
    expect((await put('api_p95_ms', { threshold: 1 }, people.orgAdminSame.token)).status).toBe(403);
    const platform = (await (await sec.request('/api/admin/monitoring/alerts', { headers: bearer(token) })).json()) as {
      budgets: { key: string; threshold: number }[];
    };
    expect(platform.budgets.find((b) => b.key === 'api_p95_ms')?.threshold).toBe(150);
    expect(platform.budgets.map((b) => b.key)).toContain('event_loop_p99_ms');
  });

  it("lets an organization admin end its own users' sessions, never another organization's", async () => {
    const before = await report(people.orgAdminSame.token);
    const staffUsername = 'cust_b';
    const login = await attempt(staffUsername, '10.2.0.1', 'correct horse battery staple');
    const victim = ((await login.json()) as { token: string }).token;
    const listed = (await report(people.orgAdminSame.token)).sessions as unknown as { id: string; username: string }[];
    expect(listed.length).toBe(before.sessions.length + 1);
    const target = listed.find((s) => s.username === staffUsername)!;
    const end = (token: string) =>
      sec.request(`/api/monitoring/security/sessions/${target.id}`, { method: 'DELETE', headers: bearer(token) });
    expect((await end(people.orgAdminOther.token)).status).toBe(404);
    expect((await sec.request('/api/auth/me', { headers: bearer(victim) })).status).toBe(200);
    expect((await end(people.orgAdminSame.token)).status).toBe(200);
    expect((await sec.request('/api/auth/me', { headers: bearer(victim) })).status).toBe(401);
    const audit = await report(people.orgAdminSame.token);
    expect(audit.adminActions.some((a) => a.action === 'session.revoke' && a.actor === 'admin_demo')).toBe(true);
  });

  it('is for the section and the super admin only', async () => {
    expect((await sec.request('/api/monitoring/security')).status).toBe(401);
    expect((await sec.request('/api/monitoring/security', { headers: bearer(people.customerB.token) })).status).toBe(
      403,
    );
    // Staff without the security-center feature.
    expect((await sec.request('/api/monitoring/security', { headers: bearer(people.staffOther.token) })).status).toBe(
      403,
    );
    expect(
      (await sec.request('/api/admin/monitoring/security', { headers: bearer(people.orgAdminSame.token) })).status,
    ).toBe(403);
  });
});
