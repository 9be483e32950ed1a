import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Organization, Plan, User } from '../src/db/entities/index.ts';
import { bearer, freshDatabaseEnv, seedActors, startTestServer, type TestServer } from './helpers.ts';

/** Issue 20 (SRE): the alert rules on refused requests (429s) and on a tenant near a plan limit, fired and resolved. */
let srv: TestServer;
let dataDir: string;
let actors: Awaited<ReturnType<typeof seedActors>>;
let falconId: number;
let demoId: number;

interface Alerts {
  alerts: { id: number; rule: string; state: string; severity: string; value: number; threshold: number }[];
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T08:00:10Z'));
  const database = freshDatabaseEnv('qafila-alert-rules');
  dataDir = database.QAFILA_DATA_DIR;
  srv = await startTestServer(database);
  actors = await seedActors(srv);
  const em = srv.services.orm.em.fork();
  falconId = (await em.findOneOrFail(Organization, { subdomain: 'falcon' })).id;
  demoId = (await em.findOneOrFail(Organization, { subdomain: 'demo' })).id;
});
afterAll(async () => {
  vi.useRealTimers();
  await srv?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fired = (report: Alerts, rule: string) => report.alerts.find((a) => a.rule === rule && a.state === 'firing');
const evaluate = () => srv.services.monitoring.alerts.evaluate();
const report = (organizationId: number | undefined) => srv.services.monitoring.alerts.report(organizationId);

describe('alert rules', () => {
  it('fires the 429 spike at 50 refused answers in 5 minutes, for the organization and the platform, and resolves', async () => {
    const falcon = falconId;
    const security = srv.services.monitoring.security;
    for (let i = 0; i < 49; i++) {
      security.record({
        kind: 'rate_limited',
        organizationId: falcon,
        ip: '10.9.0.1',
        route: 'GET /api/org/shipments',
      });
    }
    await evaluate();
    expect(fired(await report(falcon), 'rate_limited_spike')).toBeUndefined();
    security.record({ kind: 'rate_limited', organizationId: falcon, ip: '10.9.0.1', route: 'GET /api/org/shipments' });
    expect((await evaluate()).fired).toBeGreaterThanOrEqual(2);
    expect(fired(await report(falcon), 'rate_limited_spike')).toMatchObject({
      severity: 'warning',
      value: 50,
      threshold: 50,
    });
    expect(fired(await report(undefined), 'rate_limited_spike')).toMatchObject({ value: 50 });
    // The other organization sees none of it.
    expect(fired(await report(demoId), 'rate_limited_spike')).toBeUndefined();
    // Six minutes on, the answers are out of the window: resolved.
    vi.setSystemTime(new Date(Date.now() + 6 * 60_000));
    await evaluate();
    expect(fired(await report(falcon), 'rate_limited_spike')).toBeUndefined();
    expect((await report(falcon)).alerts.find((a) => a.rule === 'rate_limited_spike')?.state).toBe('resolved');
    expect(fired(await report(undefined), 'rate_limited_spike')).toBeUndefined();
  });

  it('fires plan_limit when a tenant uses 90 % of a plan limit, tells its admins, and resolves when it has room', async () => {
    const em = srv.services.orm.em.fork();
    const falcon = await em.findOneOrFail(Organization, falconId);
    // Falcon alone on the professional plan, with as many seats as it has staff (2 of 2: 100 %).
    falcon.subscriptionTier = 'professional';
    const plan = await em.findOneOrFail(Plan, { id: 'professional' });
    const seats = await em.count(User, { organization: falconId, role: { $in: ['org_admin', 'org_user'] } });
    plan.userLimit = seats;
    await em.flush();
    await evaluate();
    expect(fired(await report(falconId), 'plan_limit')).toMatchObject({
      severity: 'warning',
      value: 1,
      threshold: 0.9,
    });
    expect(fired(await report(demoId), 'plan_limit')).toBeUndefined();
    // Falcon's admins got the bell's notification (detail rule:value:threshold:window).
    const bell = (await (
      await srv.request('/api/notifications', { headers: bearer(actors.orgAdminOther.token) })
    ).json()) as { items: { kind: string; detail?: string | null }[] };
    expect(bell.items.find((n) => n.kind === 'monitoring_alert')?.detail).toBe('plan_limit:1:0.9:1');
    // Room again: 2 of 10 seats.
    plan.userLimit = 10;
    await em.flush();
    expect((await evaluate()).resolved).toBeGreaterThanOrEqual(1);
    expect((await report(falconId)).alerts.find((a) => a.rule === 'plan_limit')?.state).toBe('resolved');
  });

  it('fires websocket_flood at 200 open sockets of one organization and resolves when they close', async () => {
    const hub = srv.services.realtime;
    const count = vi.spyOn(hub, 'socketsPerOrganization').mockReturnValue(new Map([[falconId, 200]]));
    await evaluate();
    expect(fired(await report(falconId), 'websocket_flood')).toMatchObject({ value: 200, threshold: 200 });
    expect(fired(await report(demoId), 'websocket_flood')).toBeUndefined();
    count.mockReturnValue(new Map([[falconId, 3]]));
    await evaluate();
    expect((await report(falconId)).alerts.find((a) => a.rule === 'websocket_flood')?.state).toBe('resolved');
    count.mockRestore();
    // The hub's own count: no sockets open in this test.
    expect(hub.socketsPerOrganization().size).toBe(0);
  });
});
