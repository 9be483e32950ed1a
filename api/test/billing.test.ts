import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  freshDatabaseEnv,
  json,
  requestJson,
  startAdminServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';

let srv: TestServer;
let admin: string;
beforeAll(async () => {
  ({ srv, admin } = await startAdminServer());
});
afterAll(() => srv.close());

const login = (path: string, username: string, password: string) => tokenOf(srv, path, username, password);
const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  requestJson(srv, method, path, token, body);

describe('usage metering and subscriptions', () => {
  it('counts every authenticated API call of an organization exactly, flushed or not', async () => {
    const subsBefore = await json(await call('GET', '/api/admin/subscriptions', admin));
    const demo = subsBefore.find((s: { organizationName: string }) => s.organizationName === 'Qafila Demo Logistics');
    expect(demo.usage.apiCalls).toBe(0);
    const token = await login('/api/auth/login', 'demo', DEMO_PASSWORD);
    const N = 37;
    for (let i = 0; i < N; i++) {
      // Successes and client errors alike count; visitors and admins do not.
      await call('GET', i % 5 === 0 ? '/api/shipments/99999/compliance' : '/api/auth/me', token);
      if (i === 20) await srv.services.meter.flush();
    }
    await call('GET', '/api/shipments/track/QAF-240001', undefined);
    const subs = await json(await call('GET', '/api/admin/subscriptions', admin));
    expect(subs.find((s: { id: number }) => s.id === demo.id).usage.apiCalls).toBe(N);
    await srv.services.meter.flush();
    const orgs = await json(await call('GET', '/api/admin/organizations', admin));
    expect(orgs.find((o: { subdomain: string }) => o.subdomain === 'demo').monthlyUsage).toBe(N);
    const after = await json(await call('GET', '/api/admin/subscriptions', admin));
    expect(after.find((s: { id: number }) => s.id === demo.id).usage.apiCalls).toBe(N);
  });

  it('answers the spec shape with plan limits, counts and overages; one subscription per customer organization', async () => {
    const created = await json(
      await call('POST', '/api/admin/organizations', admin, {
        name: 'Sharjah Movers',
        subdomain: 'sharjah-movers',
        subscriptionTier: 'starter',
        adminEmail: 'boss@sharjahmovers.ae',
      }),
    );
    const orgId = created.organization.id;
    const subs = await json(await call('GET', '/api/admin/subscriptions', admin));
    expect(subs.some((s: { organizationName: string }) => s.organizationName === 'Qafila Platform')).toBe(false);
    const sub = subs.find((s: { organizationId: number }) => s.organizationId === orgId);
    expect(sub).toMatchObject({
      organizationName: 'Sharjah Movers',
      plan: 'starter',
      status: 'active',
      monthlyRevenue: 299,
      billingCycle: 'monthly',
      usage: { shipments: 0, apiCalls: 0, users: 1, storage: 0 },
      limits: { shipments: 500, apiCalls: 1000, users: 5, storage: 10 },
      overages: 0,
      creditBalance: 0,
    });
    expect(new Date(sub.nextBilling).getTime()).toBeGreaterThan(Date.now());
    const demo = subs.find((s: { organizationName: string }) => s.organizationName === 'Qafila Demo Logistics');
    expect(demo.usage.shipments).toBe(8);

    // 1,050 calls on starter: 50 beyond the included 1,000 at $0.05.
    for (let i = 0; i < 1050; i++) srv.services.meter.hit(orgId);
    const over = (await json(await call('GET', '/api/admin/subscriptions', admin))).find(
      (s: { organizationId: number }) => s.organizationId === orgId,
    );
    expect(over.overages).toBe(2.5);

    // The tier drives the plan; cancelling the organization cancels the subscription.
    await call('PUT', `/api/admin/organizations/${orgId}`, admin, { subscriptionTier: 'enterprise' });
    await call('POST', `/api/admin/organizations/${orgId}/cancel`, admin);
    const cancelled = (await json(await call('GET', '/api/admin/subscriptions', admin))).find(
      (s: { organizationId: number }) => s.organizationId === orgId,
    );
    expect(cancelled).toMatchObject({ plan: 'enterprise', status: 'cancelled', monthlyRevenue: 2999, overages: 0 });
  });

  it('summarises billing from the subscriptions', async () => {
    const subs = await json(await call('GET', '/api/admin/subscriptions', admin));
    const summary = await json(await call('GET', '/api/admin/billing/summary', admin));
    const live = subs.filter((s: { status: string }) => s.status !== 'cancelled');
    const mrr = live.reduce((t: number, s: { monthlyRevenue: number }) => t + s.monthlyRevenue, 0);
    expect(summary).toMatchObject({
      monthlyRecurring: mrr,
      activeSubscriptions: subs.filter((s: { status: string }) => s.status === 'active').length,
      churnRate: Math.round((1 / subs.length) * 10000) / 100,
      totalCreditsUsed: 0,
    });
    expect(summary.averageRevenuePerUser).toBeCloseTo(mrr / summary.activeSubscriptions, 2);
    expect(summary.totalRevenue).toBeGreaterThanOrEqual(mrr);
  });
});

describe('usage meter persistence', () => {
  it('writes the counts still in memory when the services close, and reads them back after a restart', async () => {
    const { rmSync } = await import('node:fs');
    const { loadConfig } = await import('../src/config.ts');
    const { bootstrap, createServices } = await import('../src/services.ts');
    const env = {
      ...freshDatabaseEnv('qafila-meter'),
      LOG_LEVEL: 'silent',
      QAFILA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      QAFILA_DEMO_PASSWORD: DEMO_PASSWORD,
    };
    const first = await createServices(loadConfig(env));
    await bootstrap(first);
    for (let i = 0; i < 12; i++) first.meter.hit(1);
    await first.close();
    const second = await createServices(loadConfig(env));
    expect((await second.meter.apiCalls([1])).get(1)).toBe(12);
    second.meter.hit(1);
    expect((await second.meter.apiCalls([1])).get(1)).toBe(13);
    await second.close();
    rmSync(env.QAFILA_DATA_DIR, { recursive: true, force: true });
  });
});
