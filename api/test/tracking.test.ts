import type { TrackingSearch } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shipment } from '../src/db/entities/index.ts';
import { type Actors, bearer, seedActors, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

const search = (q: string | undefined, token = actors.staffSame.token) =>
  srv.request(`/api/org/tracking${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, { headers: bearer(token) });
const found = async (q: string, token?: string) => {
  const res = await search(q, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TrackingSearch;
};

describe('GET /api/org/tracking', () => {
  it.each([
    ['QAF-240001', 'tracking'],
    ['qaf 240001', 'tracking'],
    [' qaf240001 ', 'tracking'],
    ['CSQU3054383', 'container'],
    ['csqu 305438-3', 'container'],
  ])('%j finds QAF-240001 as %s, with its history and progress', async (q, kind) => {
    const result = await found(q);
    expect(result.kind).toBe(kind);
    expect(result.results).toHaveLength(1);
    const [s] = result.results;
    expect(s).toMatchObject({
      trackingNumber: 'QAF-240001',
      status: 'in_transit',
      progress: 60,
      customerName: 'Demo Customer',
    });
    expect(s!.events.map((e) => e.status)).toEqual(['pending', 'in_transit', 'in_transit', 'in_transit']);
    expect(s!.events[0]).toMatchObject({ description: 'Booking confirmed', location: 'Shanghai, China' });
  });

  it('finds by air waybill with or without hyphens and spaces, and by Arabic-Indic digits', async () => {
    for (const q of ['17631415926', '176-31415926', '176-3141 5926', '١٧٦٣١٤١٥٩٢٦']) {
      const result = await found(q);
      expect(result.kind).toBe('awb');
      expect(result.results.map((s) => s.trackingNumber)).toEqual(['QAF-240008']);
      expect(result.results[0]!.progress).toBe(75);
    }
  });

  it('finds by shipment id', async () => {
    const id = (await srv.services.orm.em.fork().findOneOrFail(Shipment, { trackingNumber: 'QAF-240004' })).id;
    const result = await found(String(id));
    expect(result).toMatchObject({ kind: 'id', results: [{ trackingNumber: 'QAF-240004', progress: 100 }] });
  });

  it('an unknown number is an empty result, not an error', async () => {
    expect(await found('QAF-999999')).toEqual({ kind: 'tracking', results: [] });
    expect(await found('MSCU1234566')).toEqual({ kind: 'container', results: [] });
    expect(await found('99999')).toEqual({ kind: 'id', results: [] });
  });

  it("never shows another organization's shipments", async () => {
    const demoId = (await srv.services.orm.em.fork().findOneOrFail(Shipment, { trackingNumber: 'QAF-240001' })).id;
    for (const q of ['QAF-240001', 'CSQU3054383', '17631415926', String(demoId), actors.customerA.trackingNumber]) {
      expect((await found(q, actors.staffOther.token)).results).toEqual([]);
    }
    const own = await found(actors.customerOther.trackingNumber, actors.staffOther.token);
    expect(own.results.map((s) => s.id)).toEqual([actors.customerOther.shipmentId]);
    expect((await found(actors.customerOther.trackingNumber)).results).toEqual([]);
  });

  it.each([
    ['17631415927', /Air waybill 176-31415927 has a wrong check digit: the last digit should be 6/],
    ['CSQU3054384', /Container number CSQU3054384 has a wrong check digit: the last digit should be 3 \(ISO 6346\)/],
    ['CSQA3054383', /fourth letter \(the equipment category\) must be U, J or Z/],
    ['', /Enter a tracking number/],
    ['  - ', /Enter a tracking number/],
    ['QAF#1', /only letters and digits/],
    ['0', /out of range/],
    ['x'.repeat(101), /at most 100 characters/],
  ])('%j → 400 saying why', async (q, error) => {
    const res = await search(q);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(error);
  });

  it('without q → 400', async () => {
    const res = await search(undefined);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/q is required/);
  });

  it('is for staff with Live Tracking: customers 403, no token 401, without the feature 403', async () => {
    expect((await search('QAF-240001', actors.customerA.token)).status).toBe(403);
    const anonymous = await srv.request('/api/org/tracking?q=QAF-240001');
    expect(anonymous.status).toBe(401);
    const { UserFeature } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    // Through the unit of work, as the product changes features (the session cache hears of it).
    em.remove(await em.find(UserFeature, { user: actors.staffSame.id, feature: 'live-tracking' }));
    await em.flush();
    const res = await search('QAF-240001');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'The Live Tracking feature is not enabled for your account' });
    em.create(UserFeature, { user: actors.staffSame.id, feature: 'live-tracking' });
    await em.flush();
    expect((await search('QAF-240001')).status).toBe(200);
  });
});
