import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Shipment as ShipmentDto, ShipmentPage } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shipment } from '../src/db/entities/index.ts';
import { watchWrites } from '../src/db/write-clock.ts';
import { createResponseCache } from '../src/http/response-cache.ts';
import { type Actors, bearer, seedActors, startTestServer, type TestServer } from './helpers.ts';

// The hot reads (a customer's shipment list, the staff page) are answered from memory until the next write
// (issue 13, performance): no answer may be stale after a write made through this process, whatever made it.

describe('createResponseCache', () => {
  const clock = { value: 0 };
  const counting = () => {
    let calls = 0;
    return {
      compute: async () => {
        calls += 1;
        return { calls };
      },
      calls: () => calls,
    };
  };

  it('answers from memory until the clock moves, then reads again', async () => {
    const cache = createResponseCache(clock);
    const c = counting();
    expect(await cache.get('k', c.compute)).toEqual({ calls: 1 });
    expect(await cache.get('k', c.compute)).toEqual({ calls: 1 });
    clock.value += 1;
    expect(await cache.get('k', c.compute)).toEqual({ calls: 2 });
    expect(await cache.get('other', c.compute)).toEqual({ calls: 3 });
  });

  it('does not keep a value when the clock moved while it was read', async () => {
    const cache = createResponseCache(clock);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await Promise.resolve();
      clock.value += 1; // a write landed during the read
      return calls;
    };
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('shares one read between callers asking at the same time, and keeps no error', async () => {
    const cache = createResponseCache(clock);
    let calls = 0;
    const slow = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return calls;
    };
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
    const failing = async () => {
      throw new Error('boom');
    };
    await expect(cache.get('e', failing)).rejects.toThrow('boom');
    expect(await cache.get('e', async () => 'fine')).toBe('fine');
  });

  it('forgets a value after its time-to-live', async () => {
    const cache = createResponseCache(clock, 20);
    const c = counting();
    await cache.get('k', c.compute);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await cache.get('k', c.compute);
    expect(c.calls()).toBe(2);
  });
});

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv?.stop());

const get = (path: string, token?: string) => srv.request(path, { headers: bearer(token) });
const post = (path: string, body: unknown, token?: string) =>
  srv.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
const list = async () => {
  const res = await get(`/api/shipments/customer/${actors.customerA.id}`, actors.customerA.token);
  expect(res.status).toBe(200);
  return (await res.json()) as ShipmentDto[];
};
/** Customer A's seeded shipment in their list (the list also holds the ones created below). */
const seeded = async () => (await list()).find((s) => s.trackingNumber === actors.customerA.trackingNumber);
const page = async (token = actors.staffSame.token) => {
  const res = await get('/api/org/shipments?pageSize=20', token);
  expect(res.status).toBe(200);
  return (await res.json()) as ShipmentPage;
};

describe('cached hot reads', () => {
  it("show a status change made through the API on the customer's very next request", async () => {
    expect((await seeded())?.status).toBe('in_transit');
    expect((await seeded())?.status).toBe('in_transit'); // answered from the cache
    const changed = await post(
      `/api/shipments/${actors.customerA.shipmentId}/status`,
      { status: 'customs_clearance', reason: 'At the port' },
      actors.staffSame.token,
    );
    expect(changed.status).toBe(200);
    expect((await seeded())?.status).toBe('customs_clearance');
  });

  it('show a shipment created through the API on the staff page at once', async () => {
    const before = (await page()).total;
    await page();
    const created = await post(
      '/api/org/shipments',
      {
        customerId: actors.customerA.id,
        origin: 'Jebel Ali Free Zone, Dubai',
        destination: 'Al Ain, UAE',
        service: 'freight_road',
        weightKg: 12,
        dimensionsCm: { length: 10, width: 10, height: 10 },
        declaredValueAed: 500,
      },
      actors.staffSame.token,
    );
    expect(created.status).toBe(201);
    expect((await page()).total).toBe(before + 1);
  });

  it('show writes made outside a flush: raw SQL and a query builder, inside and outside a transaction', async () => {
    await list();
    const em = srv.services.orm.em.fork();
    await em
      .getConnection()
      .execute('update shipments set origin = ? where id = ?', ['Sharjah, UAE', actors.customerA.shipmentId]);
    expect((await seeded())?.origin).toBe('Sharjah, UAE');
    await list();
    await em.transactional(async (tx) => {
      await (tx as SqlEntityManager)
        .createQueryBuilder(Shipment)
        .update({ origin: 'Fujairah, UAE' })
        .where({ id: actors.customerA.shipmentId })
        .execute();
    });
    expect((await seeded())?.origin).toBe('Fujairah, UAE');
  });

  it('never give one caller the answer of another', async () => {
    const same = await page(actors.staffSame.token);
    const other = await page(actors.staffOther.token);
    expect(same.items.map((s) => s.trackingNumber)).not.toContain(actors.customerOther.trackingNumber);
    expect(other.items.map((s) => s.trackingNumber)).toEqual([actors.customerOther.trackingNumber]);
    // The same URL as a customer of the organization: refused by the guard, never served from the cache.
    expect((await get('/api/org/shipments?pageSize=20', actors.customerA.token)).status).toBe(403);
    expect((await get(`/api/shipments/customer/${actors.customerA.id}`, actors.customerB.token)).status).toBe(404);
  });

  it('answer with the same headers from the cache as from the database', async () => {
    // Any write moves the clock: the first answer below comes from the database, the second from the cache.
    await srv.services.orm.em
      .getConnection()
      .execute('update shipments set origin = origin where id = ?', [actors.customerA.shipmentId]);
    const first = await get('/api/org/shipments?pageSize=20', actors.staffSame.token);
    const second = await get('/api/org/shipments?pageSize=20', actors.staffSame.token);
    const headers = (res: Response) =>
      [...res.headers].filter(([k]) => !['date', 'x-request-id'].includes(k)).sort(([a], [b]) => a.localeCompare(b));
    expect(headers(second)).toEqual(headers(first));
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await second.text()).toBe(await first.text());
  });

  it('follow one write clock per ORM', () => {
    expect(watchWrites(srv.services.orm)).toBe(watchWrites(srv.services.orm));
  });
});
