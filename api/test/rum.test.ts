import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RumSample, UserFeature } from '../src/db/entities/index.ts';
import { p75 } from '../src/modules/monitoring/rum.ts';
import { ADMIN_PASSWORD, bearer, seedActors, startTestServer, type TestServer, tokenOf } from './helpers.ts';

// Real-user monitoring (issue 20): POST /api/monitoring/rum from visitors (no sign-in), validated and limited per
// address, read back as p75 per page and device class by the super admin and feeding the web-vital budgets.

interface Rum {
  totalSamples: number;
  avgLCP: number | null;
  p75: Record<string, number | null>;
  pages: { page: string; device: string; metric: string; p75: number; samples: number }[];
}
interface Budget {
  key: string;
  value: number | null;
  status: string;
}

let srv: TestServer;
let admin: string;
let orgAdmin: string;

beforeAll(async () => {
  // Behind one proxy: each batch's address comes from X-Forwarded-For, so the test can play several visitors.
  srv = await startTestServer({ QAFILA_TRUST_PROXY: '1' });
  const actors = await seedActors(srv);
  const em = srv.services.orm.em.fork();
  em.create(UserFeature, { user: actors.orgAdminSame.id, feature: 'sre-monitoring' });
  await em.flush();
  admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
  orgAdmin = actors.orgAdminSame.token;
});
afterAll(() => srv?.close());

const send = (body: unknown, ip = '198.51.100.1', token?: string) =>
  srv.request('/api/monitoring/rum', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...bearer(token) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const sample = (name: string, value: number, page = '/', device = 'desktop') => ({ name, value, page, device });
const read = async <T>(path: string, token: string) => {
  const res = await srv.request(path, { headers: bearer(token) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe('p75', () => {
  it('is the nearest rank', () => {
    expect(p75([1000, 2000, 3000, 4000])).toBe(3000);
    expect(p75([5])).toBe(5);
    expect(p75([])).toBeNull();
  });
});

describe('POST /api/monitoring/rum', () => {
  it('refuses what is not a web vital: names, ranges, pages, batch and body size', async () => {
    const refused: [unknown, number, RegExp][] = [
      [{ samples: [sample('FID', 10)] }, 400, /name/],
      [{ samples: [sample('LCP', -1)] }, 400, /negative/],
      [{ samples: [sample('LCP', 60_001)] }, 400, /out of range/],
      [{ samples: [sample('CLS', 11)] }, 400, /out of range/],
      [{ samples: [sample('LCP', 900, '/track?id=1')] }, 400, /page/],
      [{ samples: [sample('LCP', 900, 'https://evil.example/')] }, 400, /page/],
      [{ samples: [sample('LCP', 900, '/', 'tablet')] }, 400, /device/],
      [{ samples: [] }, 400, /empty/],
      [{ samples: Array.from({ length: 21 }, () => sample('TTFB', 80)) }, 400, /at most 20/],
      [{ samples: [{ ...sample('LCP', 900), note: 'x'.repeat(5000) }] }, 413, /4096 bytes/],
    ];
    for (const [body, status, message] of refused) {
      const res = await send(body, '198.51.100.9');
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect(await srv.services.orm.em.fork().count(RumSample, {})).toBe(0);
  });

  it('stores a batch from anyone; the super admin reads p75 per page and device, and the budgets use it', async () => {
    const lcp = [1000, 2000, 3000, 4000].map((v) => sample('LCP', v));
    const res = await send({
      samples: [...lcp, sample('CLS', 0.05), sample('INP', 120), sample('FCP', 800), sample('TTFB', 90)],
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 8 });
    // A phone on a tracking page, with a token: still the platform's (a beacon carries no identity).
    expect(
      (await send({ samples: [sample('LCP', 5200, '/track/:id', 'mobile')] }, '198.51.100.2', orgAdmin)).status,
    ).toBe(202);

    const perf = await read<{ rum: Rum }>('/api/admin/monitoring/performance?window=15m', admin);
    expect(perf.rum.totalSamples).toBe(9);
    expect(perf.rum.pages).toContainEqual({ page: '/', device: 'desktop', metric: 'LCP', p75: 3000, samples: 4 });
    expect(perf.rum.pages).toContainEqual({
      page: '/track/:id',
      device: 'mobile',
      metric: 'LCP',
      p75: 5200,
      samples: 1,
    });
    expect(perf.rum.p75).toMatchObject({ LCP: 4000, CLS: 0.05, INP: 120, FCP: 800, TTFB: 90 });
    expect(perf.rum.avgLCP).toBe(3040);

    const budgets = (await read<{ budgets: Budget[] }>('/api/admin/monitoring/alerts', admin)).budgets;
    expect(budgets.find((b) => b.key === 'lcp_p75_ms')).toMatchObject({ value: 4000, status: 'fail' });
    expect(budgets.find((b) => b.key === 'inp_p75_ms')).toMatchObject({ value: 120, status: 'pass' });
    expect(budgets.find((b) => b.key === 'cls_p75')).toMatchObject({ value: 0.05, status: 'pass' });

    // An organization's reports hold no web vitals: they are the platform's.
    const own = await read<{ rum: Rum }>('/api/monitoring/performance?window=15m', orgAdmin);
    expect(own.rum).toMatchObject({ totalSamples: 0, pages: [], p75: { LCP: null } });
    const ownBudgets = (await read<{ budgets: Budget[] }>('/api/monitoring/alerts', orgAdmin)).budgets;
    expect(ownBudgets.find((b) => b.key === 'lcp_p75_ms')).toMatchObject({ value: null, status: 'no_data' });
    // Staff without the monitoring section and visitors read nothing.
    expect((await srv.request('/api/admin/monitoring/performance', { headers: bearer(orgAdmin) })).status).toBe(403);
    expect((await srv.request('/api/admin/monitoring/performance')).status).toBe(401);
  });

  it('limits each address to 120 batches in 10 minutes, invalid ones included', async () => {
    for (let i = 0; i < 120; i++) expect((await send('{}', '203.0.113.7')).status).toBe(400);
    const limited = await send({ samples: [sample('TTFB', 70)] }, '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await send({ samples: [sample('TTFB', 70)] }, '203.0.113.8')).status).toBe(202);
  });

  it('keeps samples 30 days (the retention run)', async () => {
    const now = new Date();
    await srv.services.monitoring.rum.record([sample('TTFB', 60) as never], new Date(now.getTime() - 31 * 86_400_000));
    const before = await srv.services.orm.em.fork().count(RumSample, {});
    await srv.services.monitoring.rum.prune(now);
    expect(await srv.services.orm.em.fork().count(RumSample, {})).toBe(before - 1);
  });
});
