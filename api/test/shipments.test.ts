import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actors, bearer, seedActors, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

type Who = 'visitor' | 'customerA' | 'customerB' | 'staffSame' | 'staffOther';
const WHO: Who[] = ['visitor', 'customerA', 'customerB', 'staffSame', 'staffOther'];
const tokenOf = (who: Who) => (who === 'visitor' ? undefined : actors[who].token);

/** For each endpoint, the expected status per caller. 404 (never 403) keeps existence private. */
function matrix(): [string, () => string, Record<Who, number>][] {
  return [
    [
      'GET /api/user/1 (demo)',
      () => '/api/user/1',
      { visitor: 200, customerA: 404, customerB: 404, staffSame: 200, staffOther: 404 },
    ],
    [
      'GET /api/user/A',
      () => `/api/user/${actors.customerA.id}`,
      { visitor: 404, customerA: 200, customerB: 404, staffSame: 200, staffOther: 404 },
    ],
    [
      'GET /api/shipments/customer/1',
      () => '/api/shipments/customer/1',
      { visitor: 200, customerA: 404, customerB: 404, staffSame: 200, staffOther: 404 },
    ],
    [
      'GET /api/shipments/customer/A',
      () => `/api/shipments/customer/${actors.customerA.id}`,
      { visitor: 404, customerA: 200, customerB: 404, staffSame: 200, staffOther: 404 },
    ],
    [
      'GET /api/shipments/customer/other-org',
      () => `/api/shipments/customer/${actors.customerOther.id}`,
      { visitor: 404, customerA: 404, customerB: 404, staffSame: 404, staffOther: 200 },
    ],
    [
      'GET /api/shipments/track/demo',
      () => '/api/shipments/track/QAF-240001',
      { visitor: 200, customerA: 404, customerB: 404, staffSame: 200, staffOther: 404 },
    ],
    [
      'GET /api/shipments/track/A',
      () => `/api/shipments/track/${actors.customerA.trackingNumber}`,
      { visitor: 404, customerA: 200, customerB: 404, staffSame: 200, staffOther: 404 },
    ],
    [
      'GET /api/shipments/track/other-org',
      () => `/api/shipments/track/${actors.customerOther.trackingNumber}`,
      { visitor: 404, customerA: 404, customerB: 404, staffSame: 404, staffOther: 200 },
    ],
    [
      'GET /api/shipments/A/compliance',
      () => `/api/shipments/${actors.customerA.shipmentId}/compliance`,
      { visitor: 404, customerA: 200, customerB: 404, staffSame: 200, staffOther: 404 },
    ],
    [
      'GET /api/shipments/demo/compliance',
      () => '/api/shipments/1/compliance',
      { visitor: 200, customerA: 404, customerB: 404, staffSame: 200, staffOther: 404 },
    ],
    [
      'GET /api/users/1/communications',
      () => '/api/users/1/communications',
      { visitor: 200, customerA: 404, customerB: 404, staffSame: 200, staffOther: 404 },
    ],
    [
      'GET /api/users/A/communications',
      () => `/api/users/${actors.customerA.id}/communications`,
      { visitor: 404, customerA: 200, customerB: 404, staffSame: 200, staffOther: 404 },
    ],
  ];
}

describe('authorization by role and tenant', () => {
  it.each(matrix().flatMap(([name, path, expected]) => WHO.map((who) => [name, who, path, expected[who]] as const)))(
    '%s as %s',
    async (_name, who, path, status) => {
      const res = await srv.request(path(), { headers: bearer(tokenOf(who)) });
      expect(res.status).toBe(status);
      if (status === 404) expect(await res.json()).toMatchObject({ error: expect.stringMatching(/not found/) });
    },
  );

  it('never leaks another customer by tracking number: unknown and foreign answer alike', async () => {
    const foreign = await srv.request(`/api/shipments/track/${actors.customerOther.trackingNumber}`, {
      headers: bearer(actors.customerA.token),
    });
    const unknown = await srv.request('/api/shipments/track/QAF-999999', { headers: bearer(actors.customerA.token) });
    expect(foreign.status).toBe(unknown.status);
    expect(await foreign.json()).toEqual(await unknown.json());
  });
});

describe('data', () => {
  it("lists the demo customer's shipments with every status", async () => {
    const res = await srv.request('/api/shipments/customer/1');
    const list = (await res.json()) as { status: string; trackingNumber: string; estimatedDelivery: string | null }[];
    expect(list.length).toBe(8);
    expect(new Set(list.map((s) => s.status))).toEqual(
      new Set(['in_transit', 'delayed', 'customs_clearance', 'delivered', 'pending']),
    );
    expect(list[0]).toEqual({
      id: expect.any(Number),
      trackingNumber: expect.stringMatching(/^QAF-\d{6}$/),
      status: expect.any(String),
      origin: expect.any(String),
      destination: expect.any(String),
      estimatedDelivery: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      delayReason: null,
    });
    const delayed = list.filter((s) => s.status === 'delayed') as unknown as { delayReason: string | null }[];
    expect(delayed.map((s) => s.delayReason)).toEqual([
      'Weather conditions — sandstorm at destination, flight rescheduled',
    ]);
  });

  it.each(['QAF-240002', 'qaf-240002', 'qaf 240002', 'QAF240002', '098-45678905', '09845678905'])(
    'tracks by %s (case, spaces, hyphens and air waybill tolerated)',
    async (reference) => {
      const res = await srv.request(`/api/shipments/track/${encodeURIComponent(reference)}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        trackingNumber: 'QAF-240002',
        status: 'delayed',
        weight: '85 kg',
        dimensions: '80 × 60 × 50 cm',
        service: 'Air Freight (Express)',
        weightKg: 85,
        declaredValueAed: 12300,
      });
      expect(body.value).toMatch(/12,300/);
      const events = body.events as { status: string; occurredAt: string }[];
      expect(events.at(-1)?.status).toBe('delayed');
      expect(events.map((e) => e.occurredAt)).toEqual([...events.map((e) => e.occurredAt)].sort());
    },
  );

  it('tracks a sea shipment by its container number', async () => {
    const res = await srv.request('/api/shipments/track/CSQU3054383');
    expect(((await res.json()) as { trackingNumber: string }).trackingNumber).toBe('QAF-240001');
  });

  it('answers compliance checks keyed by document type', async () => {
    const list = (await (await srv.request('/api/shipments/customer/1')).json()) as {
      id: number;
      trackingNumber: string;
    }[];
    const id = list.find((s) => s.trackingNumber === 'QAF-240008')!.id;
    const body = (await (await srv.request(`/api/shipments/${id}/compliance`)).json()) as {
      shipmentId: number;
      checks: Record<string, { documentType: string; status: string }>;
    };
    expect(body.shipmentId).toBe(id);
    expect(body.checks.commercial_invoice).toMatchObject({ documentType: 'commercial_invoice', status: 'rejected' });
    expect(Object.keys(body.checks).length).toBe(3);
  });

  it('answers communication records newest first', async () => {
    const list = (await (await srv.request('/api/users/1/communications')).json()) as {
      timestamp: string;
      channel: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(16);
    expect(list.map((r) => r.timestamp)).toEqual([...list.map((r) => r.timestamp)].sort().reverse());
    expect(new Set(list.map((r) => r.channel))).toEqual(new Set(['email', 'web', 'whatsapp']));
  });
});

describe('bad input', () => {
  it.each([
    '/api/user/abc',
    '/api/user/0',
    '/api/user/-1',
    '/api/user/1.5',
    '/api/shipments/customer/x',
    '/api/shipments/abc/compliance',
    '/api/users/1e3/communications',
  ])('%s → 400', async (path) => {
    const res = await srv.request(path);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/must be a positive whole number/);
  });

  it('a malformed tracking reference is simply not found', async () => {
    const res = await srv.request(`/api/shipments/track/${encodeURIComponent('<script>')}`);
    expect(res.status).toBe(404);
  });
});
