import type { LivePosition, Trip, WsEvent } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Organization } from '../src/db/entities/index.ts';
import { addDeviceToken, addDriver, addVehicle, mustPost } from './fleet-helpers.ts';
import { type Actors, json, requestJson, staffWithoutFeatures, startFleetServer, type TestServer } from './helpers.ts';

/**
 * Issue 14, the live map: every position a device posts is pushed as `fleet_position` on /ws to the staff of the
 * vehicle's organization who may use the fleet section, and to nobody else.
 */
let srv: TestServer;
let actors: Actors;
let admin: string;
beforeAll(async () => {
  ({ srv, actors, admin } = await startFleetServer());
});
afterAll(() => srv.close());

const call = (method: string, path: string, token?: string, body?: unknown) =>
  requestJson(srv, method, path, token, body);

interface Listener {
  ws: WebSocket;
  events: WsEvent[];
  /** Resolves with the next fleet_position (or rejects after `ms`). */
  nextPosition(ms?: number): Promise<LivePosition>;
  /** Resolves once the server has answered a ping sent now: everything it sent before has arrived. */
  drained(): Promise<void>;
}

let counter = 0;
function listen(token: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${srv.url.replace('http', 'ws')}/ws?sessionId=live_${Date.now()}_${++counter}`, [
      'qafila',
      `bearer.${token}`,
    ]);
    const events: WsEvent[] = [];
    const waiters: (() => void)[] = [];
    ws.on('message', (data) => {
      events.push(JSON.parse(data.toString()) as WsEvent);
      for (const w of waiters.splice(0)) w();
    });
    const positions = () => events.filter((e) => e.type === 'fleet_position');
    const listener: Listener = {
      ws,
      events,
      nextPosition(ms = 5000) {
        const seen = positions().length;
        return new Promise((done, fail) => {
          const timer = setTimeout(() => fail(new Error('no fleet_position')), ms);
          const check = () => {
            const next = positions()[seen];
            if (next?.type === 'fleet_position') {
              clearTimeout(timer);
              done(next.position);
            } else waiters.push(check);
          };
          check();
        });
      },
      drained() {
        const pongs = events.filter((e) => (e as { type: string }).type === 'pong').length;
        ws.send(JSON.stringify({ type: 'ping' }));
        return new Promise((done) => {
          const check = () =>
            events.filter((e) => (e as { type: string }).type === 'pong').length > pongs ? done() : waiters.push(check);
          check();
        });
      },
    };
    ws.once('open', () => resolve(listener));
    ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.once('error', reject);
  });
}

const fleetPositions = (l: Listener) => l.events.filter((e) => e.type === 'fleet_position');

const add = <T>(path: string, body?: Record<string, unknown>) => mustPost<T>(srv, actors.staffSame.token, path, body);

describe('fleet_position on /ws', () => {
  let allowed: Listener[];
  let refused: Listener[];
  let vehicle: { id: number; licensePlate: string };
  let device: string;
  beforeAll(async () => {
    vehicle = await addVehicle(srv, actors.staffSame.token, { licensePlate: 'L 61234' });
    device = await addDeviceToken(srv, actors.staffSame.token, vehicle.id);
    // The demo organization's staff and organization admin, both with the feature.
    allowed = [await listen(actors.staffSame.token), await listen(actors.orgAdminSame.token)];
    refused = [
      await listen(actors.staffOther.token), // another organization's staff, with the feature in theirs
      await listen(actors.orgAdminOther.token),
      await listen(actors.customerA.token), // a customer of the demo organization
      await listen(await staffWithoutFeatures(srv, 'no_fleet_staff')), // demo staff without the feature
    ];
  });
  afterAll(() => {
    for (const l of [...allowed, ...refused]) l.ws.close();
  });

  it('reaches the staff of the vehicle’s organization who may use the fleet section, after a real OsmAnd post', async () => {
    const ts = Math.floor(Date.now() / 1000) - 30;
    const waiting = allowed.map((l) => l.nextPosition());
    const res = await srv.request(
      `/api/fleet/positions?id=${device}&timestamp=${ts}&lat=25.0112&lon=55.0613&speed=27&bearing=45.5`,
      { method: 'POST' },
    );
    expect(res.status).toBe(200);
    const pushed = await Promise.all(waiting);
    for (const position of pushed) {
      expect(position).toEqual({
        vehicleId: vehicle.id,
        emirate: 'dubai',
        licensePlate: 'L 61234',
        lat: 25.0112,
        lon: 55.0613,
        speedKmh: 50,
        bearing: 45.5,
        recordedAt: new Date(ts * 1000).toISOString(),
        stale: false,
        tripId: null,
      });
    }
    // The same figures as the map's poll.
    const latest = await json<LivePosition[]>(await call('GET', '/api/fleet/positions/latest', actors.staffSame.token));
    const { tripId: _, ...map } = pushed[0]!;
    expect(latest.find((p) => p.vehicleId === vehicle.id)).toEqual(map);
  });

  it('reaches no one else: another organization’s staff, a customer, staff without the feature', async () => {
    await Promise.all(refused.map((l) => l.drained()));
    for (const l of refused) expect(fleetPositions(l)).toEqual([]);
  });

  it('names the trip in progress the position joined', async () => {
    const driver = await addDriver(srv, actors.staffSame.token);
    const trip = await add<Trip>('/api/fleet/trips', {
      vehicleId: vehicle.id,
      driverId: driver.id,
      stops: ['Jebel Ali Port', 'Al Quoz'],
      plannedStart: new Date().toISOString(),
    });
    await add(`/api/fleet/trips/${trip.id}/start`);
    const waiting = allowed[0]!.nextPosition();
    expect((await srv.request(`/api/fleet/positions?id=${device}&lat=25.02&lon=55.08`)).status).toBe(200);
    expect(await waiting).toMatchObject({ vehicleId: vehicle.id, tripId: trip.id, speedKmh: null, bearing: null });
    await Promise.all(refused.map((l) => l.drained()));
    for (const l of refused) expect(fleetPositions(l)).toEqual([]);
  });

  it('stops when the organization’s fleet-management flag is turned off', async () => {
    const demo = (await srv.services.orm.em.fork().findOneOrFail(Organization, { subdomain: 'demo' })).id;
    const flag = (on: boolean) =>
      call('PUT', `/api/admin/organizations/${demo}/feature-flags`, admin, { 'fleet-management': on });
    expect((await flag(false)).status).toBe(200);
    try {
      const before = fleetPositions(allowed[0]!).length;
      expect((await srv.request(`/api/fleet/positions?id=${device}&lat=25.03&lon=55.09`)).status).toBe(200);
      await allowed[0]!.drained();
      expect(fleetPositions(allowed[0]!)).toHaveLength(before);
    } finally {
      await flag(true);
    }
  });
});
