import type { AuditEntryDto, Driver, TrackedShipment, Trip, TripPage, UnknownPlaceBody } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Shipment, ShipmentEvent, Trip as TripEntity, User } from '../src/db/entities/index.ts';
import { resolvePlace } from '../src/modules/fleet/route/gazetteer.ts';
import { roadKm } from '../src/modules/fleet/route/road-model.ts';
import { addDriver, addVehicle } from './fleet-helpers.ts';
import { type Actors, json, requestJson, startFleetServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let actors: Actors;
let admin: string;
beforeAll(async () => {
  ({ srv, actors, admin } = await startFleetServer());
});
afterAll(() => srv.close());

const call = (method: string, path: string, token?: string, body?: unknown) =>
  requestJson(srv, method, path, token, body);
const staff = () => actors.staffSame.token;
const other = () => actors.orgAdminOther.token;

let n = 0;
/** A shipment of a customer (customer A of the demo organization unless said), in the given status. */
async function addShipment(
  status: Shipment['status'] = 'pending',
  customerId = actors.customerA.id,
): Promise<{ id: number; trackingNumber: string }> {
  const em = srv.services.orm.em.fork();
  const customer = await em.findOneOrFail(User, { id: customerId });
  const trackingNumber = `QAF-7${String(++n).padStart(5, '0')}`;
  const s = em.create(Shipment, {
    organization: customer.organization,
    customer,
    trackingNumber,
    trackingKey: trackingNumber.replace(/-/g, ''),
    status,
    origin: 'Jebel Ali, UAE',
    destination: 'Abu Dhabi, UAE',
    service: 'Domestic Road',
    weightKg: 120,
    lengthCm: 100,
    widthCm: 80,
    heightCm: 60,
    declaredValueAed: 5000,
    estimatedDelivery: null,
  });
  em.create(ShipmentEvent, { shipment: s, status, description: 'Booked', location: 'Dubai', occurredAt: new Date() });
  await em.flush();
  return { id: s.id, trackingNumber };
}
async function setShipmentStatus(id: number, status: Shipment['status']) {
  const em = srv.services.orm.em.fork();
  const s = await em.findOneOrFail(Shipment, { id });
  s.status = status;
  await em.flush();
}

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const STOPS = ['Jebel Ali Port', 'الخوانيج', '24.4539, 54.3773'];

async function tripBody(fields: Record<string, unknown> = {}) {
  const vehicle = fields.vehicleId === undefined ? await addVehicle(srv, staff()) : undefined;
  const driver = fields.driverId === undefined ? await addDriver(srv, staff()) : undefined;
  return {
    vehicleId: vehicle?.id,
    driverId: driver?.id,
    stops: STOPS,
    shipmentIds: [],
    plannedStart: inHours(1),
    ...fields,
  };
}
async function createTrip(fields: Record<string, unknown> = {}, token = staff()): Promise<Trip> {
  const res = await call('POST', '/api/fleet/trips', token, await tripBody(fields));
  if (res.status !== 201) throw new Error(`create trip: ${res.status} ${await res.text()}`);
  return json(res);
}
/** The status and error of a request that must fail. */
async function refusal(method: string, path: string, body?: unknown, token = staff()) {
  const res = await call(method, path, token, body);
  return { status: res.status, error: ((await res.json()) as { error?: string }).error };
}
const act = async (trip: { id: number }, action: 'start' | 'complete' | 'cancel', body?: unknown) => {
  const res = await call('POST', `/api/fleet/trips/${trip.id}/${action}`, staff(), body);
  if (res.status !== 200) throw new Error(`${action}: ${res.status} ${await res.text()}`);
  return json<Trip>(res);
};

describe('creating and reading trips', () => {
  it('creates a planned trip numbered per organization, its stops resolved and the distance computed', async () => {
    const shipment = await addShipment();
    const trip = await createTrip({ shipmentIds: [shipment.id], notes: 'Cold chain: keep at 4 °C' });
    expect(trip.tripNumber).toMatch(/^TRP-\d{6}$/);
    const places = STOPS.map((s) => {
      const r = resolvePlace(s);
      if (!r.ok) throw new Error(s);
      return r.place;
    });
    const km = roadKm(places[0]!, places[1]!) + roadKm(places[1]!, places[2]!);
    expect(trip).toMatchObject({
      status: 'planned',
      plannedDistanceKm: Math.round(km * 10) / 10,
      actualDistanceKm: null,
      startedAt: null,
      completedAt: null,
      cancelledAt: null,
      notes: 'Cold chain: keep at 4 °C',
      shipments: [{ id: shipment.id, trackingNumber: shipment.trackingNumber, status: 'pending' }],
    });
    expect(trip.stops).toEqual([
      ...places.slice(0, 2).map((p, i) => ({
        position: i + 1,
        place: p.en,
        placeAr: p.ar,
        placeId: p.id,
        lat: p.lat,
        lon: p.lon,
      })),
      { position: 3, place: '24.4539, 54.3773', placeAr: null, placeId: null, lat: 24.4539, lon: 54.3773 },
    ]);
    expect(await json(await call('GET', `/api/fleet/trips/${trip.id}`, actors.orgAdminSame.token))).toEqual(trip);
    // The next trip takes the next number; another organization starts its own series.
    const next = await createTrip();
    expect(Number(next.tripNumber.slice(4))).toBe(Number(trip.tripNumber.slice(4)) + 1);
    const theirs = await createTrip(
      { vehicleId: (await addVehicle(srv, other())).id, driverId: (await addDriver(srv, other())).id },
      other(),
    );
    expect(theirs.tripNumber).toBe('TRP-000001');
  });

  it('numbers trips created at the same moment one after another, never twice', async () => {
    const bodies = await Promise.all(Array.from({ length: 5 }, () => tripBody()));
    const answers = await Promise.all(bodies.map((b) => call('POST', '/api/fleet/trips', staff(), b)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const numbers = (await Promise.all(answers.map((r) => json<Trip>(r)))).map((t) => Number(t.tripNumber.slice(4)));
    expect(new Set(numbers).size).toBe(5);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(4);
  });

  it('lists trips newest first, a page at a time, optionally one status; never another organization’s', async () => {
    const a = await createTrip();
    const b = await createTrip();
    await act(b, 'cancel');
    const page = await json<TripPage>(await call('GET', '/api/fleet/trips?pageSize=2', staff()));
    expect(page.items.map((t) => t.id)).toEqual([b.id, a.id]);
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const second = await json<TripPage>(await call('GET', '/api/fleet/trips?pageSize=1&page=2', staff()));
    expect(second.items.map((t) => t.id)).toEqual([a.id]);
    const cancelled = await json<TripPage>(await call('GET', '/api/fleet/trips?status=cancelled', staff()));
    expect(cancelled.items.length).toBeGreaterThan(0);
    expect(cancelled.items.every((t) => t.status === 'cancelled')).toBe(true);
    expect(cancelled.items.map((t) => t.id)).toContain(b.id);
    const theirs = await json<TripPage>(await call('GET', '/api/fleet/trips?pageSize=100', other()));
    expect(theirs.items.map((t) => t.id)).not.toContain(a.id);
  });

  it('answers an unknown place with 400, the place and suggestions, as the route optimiser does', async () => {
    const res = await call(
      'POST',
      '/api/fleet/trips',
      staff(),
      await tripBody({ stops: ['Jebel Ali Port', 'Shrjah'] }),
    );
    expect(res.status).toBe(400);
    const body = await json<UnknownPlaceBody>(res);
    expect(body.place).toBe('Shrjah');
    expect(body.error).toContain('Unknown place "Shrjah"');
    expect(body.suggestions.map((s) => s.en)).toContain('Sharjah');
  });

  it.each([
    ['one stop', { stops: ['Deira'] }, 'a trip needs at least 2 stops'],
    ['26 stops', { stops: Array.from({ length: 26 }, (_, i) => (i % 2 ? 'Deira' : 'Al Quoz')) }, 'at most 25 stops'],
    ['coordinates outside the UAE', { stops: ['Deira', '48.85, 2.35'] }, 'is outside the UAE'],
    ['an empty stop', { stops: ['Deira', ' '] }, 'stop must name a place'],
    ['no vehicle', { vehicleId: null }, 'vehicleId'],
    ['no driver', { driverId: 'x' }, 'driverId'],
    ['no planned start', { plannedStart: undefined }, 'plannedStart'],
    ['a planned start that is not a time', { plannedStart: '2026-13-01' }, 'plannedStart'],
    ['a repeated shipment', { shipmentIds: [1, 1] }, 'shipmentIds must not repeat a shipment'],
    ['a typed distance', { plannedDistanceKm: 12 }, 'plannedDistanceKm'],
    ['too long notes', { notes: 'x'.repeat(1001) }, 'notes must be at most 1000 characters'],
  ])('refuses %s with 400', async (_what, fields, message) => {
    const r = await refusal('POST', '/api/fleet/trips', await tripBody(fields));
    expect(r.status).toBe(400);
    expect(r.error).toContain(message);
  });

  it('refuses bad list queries and completion bodies with 400', async () => {
    for (const q of ['status=lost', 'pageSize=101', 'page=0', 'page=x']) {
      expect((await refusal('GET', `/api/fleet/trips?${q}`)).status).toBe(400);
    }
    const trip = await createTrip();
    await act(trip, 'start');
    for (const body of [{ actualDistanceKm: -1 }, { actualDistanceKm: 'far' }, { distance: 3 }]) {
      expect((await refusal('POST', `/api/fleet/trips/${trip.id}/complete`, body)).status).toBe(400);
    }
    expect((await refusal('GET', '/api/fleet/trips/abc')).status).toBe(400);
  });

  it('refuses a retired vehicle or driver and a delivered shipment with 409', async () => {
    const v = await addVehicle(srv, staff());
    await call('DELETE', `/api/fleet/vehicles/${v.id}`, staff());
    expect(await refusal('POST', '/api/fleet/trips', await tripBody({ vehicleId: v.id }))).toMatchObject({
      status: 409,
      error: expect.stringContaining('is retired'),
    });
    const d = await addDriver(srv, staff());
    await call('DELETE', `/api/fleet/drivers/${d.id}`, staff());
    expect((await refusal('POST', '/api/fleet/trips', await tripBody({ driverId: d.id }))).status).toBe(409);
    const delivered = await addShipment('delivered');
    expect(await refusal('POST', '/api/fleet/trips', await tripBody({ shipmentIds: [delivered.id] }))).toEqual({
      status: 409,
      error: `Shipment ${delivered.trackingNumber} is already delivered`,
    });
  });
});

describe('who may use trips', () => {
  it('answers staff of the organization only: customers 403, visitors and the super admin 401', async () => {
    const trip = await createTrip();
    const body = await tripBody();
    for (const [method, path, b] of [
      ['GET', '/api/fleet/trips'],
      ['POST', '/api/fleet/trips', body],
      ['GET', `/api/fleet/trips/${trip.id}`],
      ['POST', `/api/fleet/trips/${trip.id}/start`],
      ['POST', `/api/fleet/trips/${trip.id}/complete`, {}],
      ['POST', `/api/fleet/trips/${trip.id}/cancel`],
    ] as [string, string, unknown?][]) {
      expect(await refusal(method, path, b, actors.customerA.token)).toEqual({
        status: 403,
        error: 'The dashboard is for staff of an organization',
      });
      expect((await refusal(method, path, b, '')).status).toBe(401);
      expect((await refusal(method, path, b, admin)).status).toBe(401);
    }
    expect((await json<Trip>(await call('GET', `/api/fleet/trips/${trip.id}`, staff()))).status).toBe('planned');
  });

  it('scopes trips to their organization: another organization’s trip, vehicle, driver or shipment is 404', async () => {
    const trip = await createTrip();
    for (const [method, path] of [
      ['GET', `/api/fleet/trips/${trip.id}`],
      ['POST', `/api/fleet/trips/${trip.id}/start`],
      ['POST', `/api/fleet/trips/${trip.id}/complete`],
      ['POST', `/api/fleet/trips/${trip.id}/cancel`],
    ] as [string, string][]) {
      expect(await refusal(method, path, method === 'POST' ? {} : undefined, other())).toEqual({
        status: 404,
        error: 'Trip not found',
      });
    }
    expect((await refusal('GET', '/api/fleet/trips/99999999999')).status).toBe(404);
    const theirVehicle = await addVehicle(srv, other());
    const theirDriver = await addDriver(srv, other());
    expect(await refusal('POST', '/api/fleet/trips', await tripBody({ vehicleId: theirVehicle.id }))).toEqual({
      status: 404,
      error: 'Vehicle not found',
    });
    expect(await refusal('POST', '/api/fleet/trips', await tripBody({ driverId: theirDriver.id }))).toEqual({
      status: 404,
      error: 'Driver not found',
    });
    const theirShipment = actors.customerOther.shipmentId;
    expect(await refusal('POST', '/api/fleet/trips', await tripBody({ shipmentIds: [theirShipment] }))).toEqual({
      status: 404,
      error: `Shipment ${theirShipment} not found`,
    });
    // Nothing changed.
    expect((await json<Trip>(await call('GET', `/api/fleet/trips/${trip.id}`, staff()))).status).toBe('planned');
  });

  it('audits every write with the member of staff as actor', async () => {
    const a = await createTrip();
    await act(a, 'start');
    await act(a, 'complete', { actualDistanceKm: 101.5, rating: 4 });
    const b = await createTrip();
    await act(b, 'cancel');
    const entries = (
      await json<AuditEntryDto[]>(await call('GET', '/api/admin/audit?action=trip.*&limit=1000', admin))
    ).filter((e) => e.targetId === String(a.id) || e.targetId === String(b.id));
    expect(entries.map((e) => `${e.targetId} ${e.action}`).sort()).toEqual(
      [
        `${a.id} trip.create`,
        `${a.id} trip.start`,
        `${a.id} trip.complete`,
        `${b.id} trip.create`,
        `${b.id} trip.cancel`,
      ].sort(),
    );
    expect(entries.every((e) => e.actor.username === 'staff_demo')).toBe(true);
    const complete = entries.find((e) => e.action === 'trip.complete')!;
    expect(complete.before).toEqual({ status: 'in_progress' });
    expect(complete.after).toEqual({ status: 'completed', actualDistanceKm: 101.5, rating: 4 });
  });
});

describe('starting a trip', () => {
  const startRefusal = async (trip: { id: number }) => refusal('POST', `/api/fleet/trips/${trip.id}/start`);

  it.each([
    ['in maintenance', 'maintenance'],
    ['out of service', 'out_of_service'],
  ])('refuses a vehicle %s with 409', async (said, status) => {
    const vehicle = await addVehicle(srv, staff());
    const trip = await createTrip({ vehicleId: vehicle.id });
    await call('PUT', `/api/fleet/vehicles/${vehicle.id}`, staff(), { status });
    expect(await startRefusal(trip)).toEqual({
      status: 409,
      error: `Vehicle ${trip.vehicle.licensePlate} is ${said}: only an active vehicle can start a trip`,
    });
    expect((await json<Trip>(await call('GET', `/api/fleet/trips/${trip.id}`, staff()))).status).toBe('planned');
  });

  it('refuses a vehicle retired after the trip was planned with 409', async () => {
    const vehicle = await addVehicle(srv, staff());
    const trip = await createTrip({ vehicleId: vehicle.id });
    await call('DELETE', `/api/fleet/vehicles/${vehicle.id}`, staff());
    expect((await startRefusal(trip)).error).toContain('is retired: only an active vehicle can start a trip');
  });

  it('refuses a vehicle whose registration has expired with 409', async () => {
    const vehicle = await addVehicle(srv, staff(), { registrationExpiry: '2024-01-31' });
    const trip = await createTrip({ vehicleId: vehicle.id });
    expect(await startRefusal(trip)).toEqual({
      status: 409,
      error: `Vehicle ${trip.vehicle.licensePlate}'s registration expired on 2024-01-31: renew it before the vehicle starts a trip`,
    });
  });

  it.each([
    ['off duty', 'off_duty'],
    ['suspended', 'suspended'],
  ])('refuses a driver %s with 409', async (said, status) => {
    const driver = await addDriver(srv, staff());
    const trip = await createTrip({ driverId: driver.id });
    await call('PUT', `/api/fleet/drivers/${driver.id}`, staff(), { status });
    expect(await startRefusal(trip)).toEqual({
      status: 409,
      error: `Driver ${driver.name} is ${said}: only an active driver can start a trip`,
    });
  });

  it('refuses a driver whose licence has expired with 409', async () => {
    const driver = await addDriver(srv, staff(), { licenseExpiry: '2025-02-28' });
    const trip = await createTrip({ driverId: driver.id });
    expect(await startRefusal(trip)).toEqual({
      status: 409,
      error: `Driver ${driver.name}'s licence expired on 2025-02-28: renew it before they start a trip`,
    });
  });

  it('refuses a vehicle or a driver already on a trip in progress with 409', async () => {
    const vehicle = await addVehicle(srv, staff());
    const driver = await addDriver(srv, staff());
    const running = await createTrip({ vehicleId: vehicle.id, driverId: driver.id });
    await act(running, 'start');
    const sameVehicle = await createTrip({ vehicleId: vehicle.id });
    expect(await startRefusal(sameVehicle)).toEqual({
      status: 409,
      error: `Vehicle ${running.vehicle.licensePlate} is already on trip ${running.tripNumber}, in progress`,
    });
    const sameDriver = await createTrip({ driverId: driver.id });
    expect(await startRefusal(sameDriver)).toEqual({
      status: 409,
      error: `Driver ${driver.name} is already on trip ${running.tripNumber}, in progress`,
    });
    // Once the running trip is over, both may go.
    await act(running, 'complete');
    expect((await act(sameVehicle, 'start')).status).toBe('in_progress');
  });

  it('moves only through the statuses that make sense (409 otherwise)', async () => {
    const trip = await createTrip();
    expect(await refusal('POST', `/api/fleet/trips/${trip.id}/complete`, {})).toEqual({
      status: 409,
      error: `Trip ${trip.tripNumber} is planned: only a trip in progress can be completed`,
    });
    await act(trip, 'start');
    expect(await startRefusal(trip)).toEqual({
      status: 409,
      error: `Trip ${trip.tripNumber} is in progress: only a planned trip can start`,
    });
    await act(trip, 'complete');
    for (const action of ['start', 'complete', 'cancel']) {
      expect((await refusal('POST', `/api/fleet/trips/${trip.id}/${action}`, {})).status).toBe(409);
    }
    expect((await refusal('POST', `/api/fleet/trips/${trip.id}/cancel`)).error).toBe(
      `Trip ${trip.tripNumber} is completed: only a planned trip or one in progress can be cancelled`,
    );
    const cancelled = await createTrip();
    await act(cancelled, 'cancel');
    expect((await startRefusal(cancelled)).status).toBe(409);
    expect((await refusal('POST', `/api/fleet/trips/${cancelled.id}/cancel`)).status).toBe(409);
  });
});

interface WsMessage {
  type: string;
  shipmentId?: number;
  trackingNumber?: string;
  status?: string;
}
let sessions = 0;
/** The customer's open dashboard: a socket on /ws collecting what it is told. */
async function customerSocket(token: string): Promise<{ ws: WebSocket; events: WsMessage[] }> {
  const sid = `session_${Date.now()}_${++sessions}trips`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${srv.url.replace('http', 'ws')}/ws?sessionId=${sid}`, ['qafila', `bearer.${token}`]);
    const received: WsMessage[] = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString())));
    socket.once('open', () => resolve({ ws: socket, events: received }));
    socket.once('error', reject);
  });
}
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}
const tracked = async (trackingNumber: string) =>
  json<TrackedShipment>(await call('GET', `/api/shipments/track/${trackingNumber}`, actors.customerA.token));

describe('the shipments a trip carries', () => {
  it('go in transit when it starts and delivered when it completes, and the customer is told live', async () => {
    const pending = await addShipment('pending');
    const customs = await addShipment('customs_clearance');
    const moving = await addShipment('in_transit');
    const later = await addShipment('pending');
    const trip = await createTrip({ shipmentIds: [pending.id, customs.id, moving.id, later.id] });
    // Delivered by other means after the trip was planned: a trip never sets it back to in transit.
    await setShipmentStatus(later.id, 'delivered');
    const { ws, events } = await customerSocket(actors.customerA.token);
    try {
      const started = await act(trip, 'start');
      expect(started.status).toBe('in_progress');
      expect(started.startedAt).not.toBeNull();
      expect(Object.fromEntries(started.shipments.map((s) => [s.id, s.status]))).toEqual({
        [pending.id]: 'in_transit',
        [customs.id]: 'in_transit',
        [moving.id]: 'in_transit',
        [later.id]: 'delivered',
      });
      const updates = () => events.filter((e) => e.type === 'shipment_update');
      await until(() => updates().length >= 2);
      expect(updates()).toEqual(
        expect.arrayContaining([
          {
            type: 'shipment_update',
            shipmentId: pending.id,
            trackingNumber: pending.trackingNumber,
            status: 'in_transit',
          },
          {
            type: 'shipment_update',
            shipmentId: customs.id,
            trackingNumber: customs.trackingNumber,
            status: 'in_transit',
          },
        ]),
      );
      // Only the shipments that changed were pushed.
      expect(
        updates()
          .map((e) => e.shipmentId)
          .sort(),
      ).toEqual([pending.id, customs.id].sort());
      const history = (await tracked(pending.trackingNumber)).events;
      expect(history.at(-1)).toMatchObject({
        status: 'in_transit',
        description: `Trip ${trip.tripNumber} started`,
        location: 'Jebel Ali Port',
      });
      expect((await tracked(moving.trackingNumber)).events.map((e) => e.description)).toEqual(['Booked']);

      events.length = 0;
      const done = await act(trip, 'complete');
      expect(done.status).toBe('completed');
      expect(done.completedAt).not.toBeNull();
      expect(done.shipments.every((s) => s.status === 'delivered')).toBe(true);
      await until(() => updates().length >= 3);
      expect(updates().map((e) => [e.shipmentId, e.status])).toEqual(
        expect.arrayContaining([
          [pending.id, 'delivered'],
          [customs.id, 'delivered'],
          [moving.id, 'delivered'],
        ]),
      );
      expect(updates().some((e) => e.shipmentId === later.id)).toBe(false);
      expect((await tracked(moving.trackingNumber)).events.at(-1)).toMatchObject({
        status: 'delivered',
        description: `Delivered by trip ${trip.tripNumber}`,
      });
      expect((await tracked(later.trackingNumber)).events.map((e) => e.status)).toEqual(['pending']);
    } finally {
      ws.close();
    }
  });

  it('keep their status when a trip is cancelled, planned or in progress', async () => {
    const a = await addShipment('pending');
    const planned = await createTrip({ shipmentIds: [a.id] });
    const cancelled = await act(planned, 'cancel');
    expect(cancelled).toMatchObject({ status: 'cancelled', shipments: [{ id: a.id, status: 'pending' }] });
    expect(cancelled.cancelledAt).not.toBeNull();
    const b = await addShipment('pending');
    const running = await createTrip({ shipmentIds: [b.id] });
    await act(running, 'start');
    expect(await act(running, 'cancel')).toMatchObject({
      status: 'cancelled',
      shipments: [{ id: b.id, status: 'in_transit' }],
    });
  });

  it('completes with the distance given, else the planned one', async () => {
    const given = await createTrip();
    await act(given, 'start');
    expect((await act(given, 'complete', { actualDistanceKm: 88.25 })).actualDistanceKm).toBe(88.25);
    const planned = await createTrip();
    await act(planned, 'start');
    const done = await act(planned, 'complete');
    expect(done.actualDistanceKm).toBe(planned.plannedDistanceKm);
  });

  it('stores the dispatcher’s rating given at completion and answers it; none given, none stored', async () => {
    const rated = await createTrip();
    expect(rated.rating).toBeNull();
    await act(rated, 'start');
    expect((await act(rated, 'complete', { rating: 4 })).rating).toBe(4);
    expect((await json<Trip>(await call('GET', `/api/fleet/trips/${rated.id}`, staff()))).rating).toBe(4);
    const page = await json<TripPage>(await call('GET', '/api/fleet/trips?status=completed&pageSize=100', staff()));
    expect(page.items.find((t) => t.id === rated.id)?.rating).toBe(4);
    const em = srv.services.orm.em.fork();
    expect((await em.findOneOrFail(TripEntity, { id: rated.id })).rating).toBe(4);
    const unrated = await createTrip();
    await act(unrated, 'start');
    expect((await act(unrated, 'complete', { actualDistanceKm: 12 })).rating).toBeNull();
    expect((await em.findOneOrFail(TripEntity, { id: unrated.id })).rating).toBeNull();
  });

  it.each([[0], [6], [2.5], ['5'], [null]])(
    'refuses the rating %j with 400 naming the field, and leaves the trip in progress',
    async (rating) => {
      const trip = await createTrip();
      await act(trip, 'start');
      expect(await refusal('POST', `/api/fleet/trips/${trip.id}/complete`, { rating })).toEqual({
        status: 400,
        error: expect.stringContaining('rating must be a whole number from 1 to 5'),
      });
      expect((await json<Trip>(await call('GET', `/api/fleet/trips/${trip.id}`, staff()))).status).toBe('in_progress');
    },
  );
});

describe('driver figures', () => {
  it('counts completed trips and scores punctuality and abandoned trips; trips completed unrated, so no rating', async () => {
    const driver = await addDriver(srv, staff());
    expect(driver).toMatchObject({ totalTrips: 0, performanceScore: null, averageRating: null });
    const trip = (plannedStart: string) => createTrip({ driverId: driver.id, plannedStart });
    // On time: started before its planned start.
    const onTime = await trip(inHours(2));
    await act(onTime, 'start');
    await act(onTime, 'complete');
    // Late: started two hours after its planned start.
    const late = await trip(inHours(-2));
    await act(late, 'start');
    await act(late, 'complete');
    // Abandoned: cancelled after it started.
    const abandoned = await trip(inHours(1));
    await act(abandoned, 'start');
    await act(abandoned, 'cancel');
    // Cancelled before it started, and planned: not counted.
    await act(await trip(inHours(1)), 'cancel');
    await trip(inHours(3));
    const expected = { totalTrips: 2, performanceScore: 5, averageRating: null }; // 10 × (1 + ½) / 3
    expect(await json(await call('GET', `/api/fleet/drivers/${driver.id}`, staff()))).toMatchObject(expected);
    const list = await json<Driver[]>(await call('GET', '/api/fleet/drivers', staff()));
    expect(list.find((d) => d.id === driver.id)).toMatchObject(expected);
    const edited = await json(await call('PUT', `/api/fleet/drivers/${driver.id}`, staff(), { phone: '050 000 1111' }));
    expect(edited).toMatchObject(expected);
  });

  it('averages the ratings of the driver’s rated completed trips to one decimal, as the database holds them', async () => {
    const driver = await addDriver(srv, staff());
    for (const rating of [5, 4, undefined, 4]) {
      const t = await createTrip({ driverId: driver.id, plannedStart: inHours(0) });
      await act(t, 'start');
      await act(t, 'complete', rating === undefined ? {} : { rating });
    }
    const rows = await srv.services.orm.em.fork().find(TripEntity, { driver: driver.id, status: 'completed' });
    const ratings = rows.flatMap((t) => (t.rating == null ? [] : [t.rating]));
    expect(ratings.sort()).toEqual([4, 4, 5]);
    const expected = {
      totalTrips: 4,
      averageRating: Math.round((10 * ratings.reduce((a, r) => a + r, 0)) / ratings.length) / 10,
    };
    expect(expected.averageRating).toBe(4.3); // 13 / 3; the unrated trip does not count
    expect(await json(await call('GET', `/api/fleet/drivers/${driver.id}`, staff()))).toMatchObject(expected);
    const list = await json<Driver[]>(await call('GET', '/api/fleet/drivers', staff()));
    expect(list.find((d) => d.id === driver.id)).toMatchObject(expected);
  });

  it('gives a driver whose every trip was on time 10', async () => {
    const driver = await addDriver(srv, staff());
    const t = await createTrip({ driverId: driver.id, plannedStart: inHours(0) });
    await act(t, 'start');
    await act(t, 'complete');
    expect(await json(await call('GET', `/api/fleet/drivers/${driver.id}`, staff()))).toMatchObject({
      totalTrips: 1,
      performanceScore: 10,
      averageRating: null,
    });
  });
});
