import type { DeviceToken, LatestPosition, Trip, TripBreadcrumb } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, VehicleDevice, VehiclePosition } from '../src/db/entities/index.ts';
import { greatCircleKm } from '../src/modules/dashboard/environment.ts';
import { breadcrumbKm } from '../src/modules/fleet/positions.ts';
import { addDeviceToken, addDriver, addVehicle, mustPost } from './fleet-helpers.ts';
import { type Actors, json, requestJson, startFleetServer, type TestServer } from './helpers.ts';

/** Issue 14, Positions: the OsmAnd protocol as Traccar Client and OsmAnd send it, device tokens, the map, breadcrumbs. */
let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  ({ srv, actors } = await startFleetServer());
});
afterAll(() => srv.close());

const call = (method: string, path: string, token?: string, body?: unknown) =>
  requestJson(srv, method, path, token, body);
const staff = () => actors.staffSame.token;
const other = () => actors.orgAdminOther.token;
const nowS = () => Math.floor(Date.now() / 1000);

/** A vehicle of the demo organization with a device token. */
async function device(): Promise<{ vehicleId: number; licensePlate: string; token: string }> {
  const v = await addVehicle(srv, staff());
  return { vehicleId: v.id, licensePlate: v.licensePlate, token: await addDeviceToken(srv, staff(), v.id) };
}
/** What Traccar Client sends: GET /api/fleet/positions?id=…&timestamp=…&lat=…&lon=…&speed=…&bearing=…. */
const osmand = (query: string, init?: RequestInit) => srv.request(`/api/fleet/positions?${query}`, init);
const positionsOf = (vehicleId: number) =>
  srv.services.orm.em.fork().find(VehiclePosition, { vehicle: vehicleId }, { orderBy: { recordedAt: 'asc' } });

describe('device tokens', () => {
  it('answers the token once and keeps only its SHA-256 hash; a new one replaces it; DELETE revokes it', async () => {
    const v = await addVehicle(srv, staff());
    const res = await call('POST', `/api/fleet/vehicles/${v.id}/device-token`, staff());
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const first = await json<DeviceToken>(res);
    expect(first.vehicleId).toBe(v.id);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await srv.services.orm.em.fork().findOneOrFail(VehicleDevice, { vehicle: v.id });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(first.token);
    expect((await osmand(`id=${first.token}&lat=25.2&lon=55.27`)).status).toBe(200);

    const second = await addDeviceToken(srv, staff(), v.id);
    expect(second).not.toBe(first.token);
    expect((await osmand(`id=${first.token}&lat=25.2&lon=55.27`)).status).toBe(401);
    expect((await osmand(`id=${second}&lat=25.2&lon=55.27`)).status).toBe(200);

    const revoke = await call('DELETE', `/api/fleet/vehicles/${v.id}/device-token`, staff());
    expect(revoke.status).toBe(200);
    expect(await json(revoke)).toEqual({ vehicleId: v.id, revoked: true });
    const revoked = await osmand(`id=${second}&lat=25.2&lon=55.27`);
    expect(revoked.status).toBe(401);
    expect(await json(revoked)).toEqual({ error: 'Unknown or revoked device token' });
    expect(await json(await call('DELETE', `/api/fleet/vehicles/${v.id}/device-token`, staff()))).toEqual({
      vehicleId: v.id,
      revoked: false,
    });
    const audit = await srv.services.orm.em
      .fork()
      .find(AuditEntry, { targetType: 'vehicle', targetId: String(v.id), action: { $like: 'vehicle.device_token.%' } });
    expect(audit.map((a) => a.action).sort()).toEqual([
      'vehicle.device_token.create',
      'vehicle.device_token.replace',
      'vehicle.device_token.revoke',
    ]);
  });

  it("is 404 for another organization's vehicle and 409 for a retired one", async () => {
    const v = await addVehicle(srv, staff());
    expect((await call('POST', `/api/fleet/vehicles/${v.id}/device-token`, other())).status).toBe(404);
    expect((await call('DELETE', `/api/fleet/vehicles/${v.id}/device-token`, other())).status).toBe(404);
    const token = await addDeviceToken(srv, staff(), v.id);
    expect((await call('DELETE', `/api/fleet/vehicles/${v.id}`, staff())).status).toBe(200);
    expect((await call('POST', `/api/fleet/vehicles/${v.id}/device-token`, staff())).status).toBe(409);
    // A retired vehicle's device is refused like a revoked one.
    expect((await osmand(`id=${token}&lat=25.2&lon=55.27`)).status).toBe(401);
  });
});

describe('POST|GET /api/fleet/positions (OsmAnd)', () => {
  it('stores a position from the query string as Traccar Client sends it: 200 with an empty body', async () => {
    const d = await device();
    const ts = nowS() - 60;
    const res = await osmand(
      `id=${d.token}&timestamp=${ts}&lat=25.2048&lon=55.2708&speed=12.5&bearing=90&altitude=5&accuracy=8&batt=87`,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    const [p] = await positionsOf(d.vehicleId);
    expect(p).toMatchObject({ lat: 25.2048, lon: 55.2708, bearing: 90, altitude: 5, accuracy: 8, battery: 87 });
    expect(p!.speedKmh).toBeCloseTo(12.5 * 1.852, 2);
    expect(p!.recordedAt.getTime()).toBe(ts * 1000);
    expect(p!.receivedAt.getTime()).toBeGreaterThanOrEqual(ts * 1000);
    expect(p!.trip).toBeNull();
  });

  it('takes a form body (POST application/x-www-form-urlencoded), heading for bearing, ISO and millisecond times', async () => {
    const d = await device();
    const iso = new Date(Date.now() - 120_000);
    iso.setMilliseconds(0);
    const form = await srv.request('/api/fleet/positions', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${d.token}&lat=24.4539&lon=54.3773&timestamp=${encodeURIComponent(iso.toISOString())}&heading=181.5&speed=0`,
    });
    expect(form.status).toBe(200);
    const ms = Date.now() - 60_000;
    expect((await osmand(`id=${d.token}&lat=24.46&lon=54.38&timestamp=${ms}`, { method: 'POST' })).status).toBe(200);
    // Traccar's "yyyy-MM-dd HH:mm:ss" without an offset is UTC.
    const spaced = new Date(Date.now() - 30_000).toISOString().slice(0, 19).replace('T', ' ');
    expect((await osmand(`id=${d.token}&lat=24.47&lon=54.39&timestamp=${encodeURIComponent(spaced)}`)).status).toBe(
      200,
    );
    const rows = await positionsOf(d.vehicleId);
    expect(rows.map((r) => r.recordedAt.getTime())).toEqual([
      iso.getTime(),
      ms,
      new Date(`${spaced.replace(' ', 'T')}Z`).getTime(),
    ]);
    expect(rows[0]).toMatchObject({ bearing: 181.5, speedKmh: 0, altitude: null, battery: null });
  });

  it('takes the JSON of Traccar Client 9+ (speed in m/s, battery level 0–1, -1 unknown)', async () => {
    const d = await device();
    const at = new Date(Date.now() - 45_000).toISOString();
    const location = (coords: Record<string, number>, level = 0.87) => ({
      location: {
        timestamp: at,
        coords: { latitude: 25.2048, longitude: 55.2708, accuracy: 8, altitude: 5, ...coords },
        is_moving: true,
        odometer: 1200,
        event: 'motionchange',
        battery: { level, is_charging: false },
        activity: { type: 'in_vehicle' },
        extras: {},
      },
      device_id: d.token,
    });
    const res = await requestJson(srv, 'POST', '/api/fleet/positions', undefined, location({ speed: 10, heading: 90 }));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    const unknown = await requestJson(
      srv,
      'POST',
      '/api/fleet/positions',
      undefined,
      location({ speed: -1, heading: -1 }, -1),
    );
    expect(unknown.status).toBe(200);
    const rows = await positionsOf(d.vehicleId);
    expect(rows[0]).toMatchObject({ lat: 25.2048, lon: 55.2708, speedKmh: 36, bearing: 90, accuracy: 8, battery: 87 });
    expect(rows[0]!.recordedAt.toISOString()).toBe(at);
    expect(rows[1]).toMatchObject({ speedKmh: null, bearing: null, battery: null });
    const bad = await requestJson(srv, 'POST', '/api/fleet/positions', undefined, location({ latitude: 91 }));
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toBe('location.coords.latitude must be between -90 and 90');
    const list = await requestJson(srv, 'POST', '/api/fleet/positions', undefined, {
      location: [location({}).location],
      device_id: d.token,
    });
    expect(list.status).toBe(400);
    expect((await positionsOf(d.vehicleId)).length).toBe(2);
  });

  it('refuses a form body over 4 KB with 413', async () => {
    const d = await device();
    const big = await srv.request('/api/fleet/positions', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${d.token}&lat=25.2&lon=55.27&pad=${'x'.repeat(5000)}`,
    });
    expect(big.status).toBe(413);
    expect((await json(big)).error).toMatch(/too large/);
    expect((await positionsOf(d.vehicleId)).length).toBe(0);
  });

  it('answers 401 { error } for a missing or unknown token', async () => {
    for (const query of ['lat=25.2&lon=55.27', 'id=not-a-token&lat=25.2&lon=55.27']) {
      const res = await osmand(query);
      expect(res.status, query).toBe(401);
      expect(typeof (await json(res)).error).toBe('string');
    }
  });

  it.each([
    ['lat', 'lon=55.27', 'lat is required'],
    ['lon', 'lat=25.2', 'lon is required'],
    ['lat', 'lat=90.5&lon=55.27', 'lat must be between -90 and 90'],
    ['lat', 'lat=north&lon=55.27', 'lat must be a number'],
    ['lon', 'lat=25.2&lon=-180.1', 'lon must be between -180 and 180'],
    ['speed', 'lat=25.2&lon=55.27&speed=-1', 'speed must be between 0 and 300'],
    ['speed', 'lat=25.2&lon=55.27&speed=301', 'speed must be between 0 and 300'],
    ['bearing', 'lat=25.2&lon=55.27&bearing=361', 'bearing must be between 0 and 360'],
    ['heading', 'lat=25.2&lon=55.27&heading=-5', 'heading must be between 0 and 360'],
    ['altitude', 'lat=25.2&lon=55.27&altitude=20000', 'altitude must be between -1000 and 10000'],
    ['accuracy', 'lat=25.2&lon=55.27&accuracy=-3', 'accuracy must be between 0 and 100000'],
    ['batt', 'lat=25.2&lon=55.27&batt=101', 'batt must be between 0 and 100'],
    ['batt', 'lat=25.2&lon=55.27&batt=NaN', 'batt must be a number'],
    ['timestamp', `lat=25.2&lon=55.27&timestamp=${nowS() + 600}`, 'timestamp is more than 5 minutes ahead'],
    ['timestamp', `lat=25.2&lon=55.27&timestamp=${nowS() - 8 * 86_400}`, 'timestamp is more than 7 days old'],
    ['timestamp', 'lat=25.2&lon=55.27&timestamp=yesterday', 'timestamp must be Unix seconds'],
    ['lat', 'lat=25.2&lat=25.3&lon=55.27', 'lat must be given once'],
  ])('answers 400 naming %s (%s)', async (_field, query, error) => {
    const d = await device();
    const res = await osmand(`id=${d.token}&${query}`);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toContain(error);
    expect((await positionsOf(d.vehicleId)).length).toBe(0);
  });

  it('limits each token to 120 posts a minute (429 with Retry-After), invalid posts included', async () => {
    const d = await device();
    for (let i = 0; i < 120; i++) expect((await osmand(`id=${d.token}&lat=999&lon=55.27`)).status).toBe(400);
    const res = await osmand(`id=${d.token}&lat=25.2&lon=55.27`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(res)).error).toMatch(/Too many positions/);
    // Another device is not held back.
    const e = await device();
    expect((await osmand(`id=${e.token}&lat=25.2&lon=55.27`)).status).toBe(200);
  });
});

describe('GET /api/fleet/positions/latest', () => {
  it("gives each of the organization's vehicles not retired its latest position, stale after 10 minutes", async () => {
    const fresh = await device();
    const old = await device();
    const retired = await device();
    await osmand(`id=${fresh.token}&lat=25.1&lon=55.1&timestamp=${nowS() - 120}`);
    await osmand(`id=${fresh.token}&lat=25.2&lon=55.2&speed=10&bearing=45&timestamp=${nowS() - 30}`);
    await osmand(`id=${old.token}&lat=24.4&lon=54.4&timestamp=${nowS() - 3600}`);
    await osmand(`id=${retired.token}&lat=24.4&lon=54.4`);
    await call('DELETE', `/api/fleet/vehicles/${retired.vehicleId}`, staff());
    const res = await call('GET', '/api/fleet/positions/latest', staff());
    expect(res.status).toBe(200);
    const list = await json<LatestPosition[]>(res);
    expect(list.find((p) => p.vehicleId === fresh.vehicleId)).toMatchObject({
      licensePlate: fresh.licensePlate,
      emirate: 'dubai',
      lat: 25.2,
      lon: 55.2,
      speedKmh: 18.52,
      bearing: 45,
      stale: false,
    });
    expect(list.find((p) => p.vehicleId === old.vehicleId)).toMatchObject({ lat: 24.4, stale: true });
    expect(list.some((p) => p.vehicleId === retired.vehicleId)).toBe(false);
    // Another organization sees none of them.
    const theirs = await json<LatestPosition[]>(await call('GET', '/api/fleet/positions/latest', other()));
    expect(theirs.some((p) => [fresh.vehicleId, old.vehicleId].includes(p.vehicleId))).toBe(false);
  });
});

describe('breadcrumbs and measured distance', () => {
  async function tripOn(vehicleId: number): Promise<Trip> {
    const driver = await addDriver(srv, staff(), { licenseClass: 'light_vehicle' });
    return mustPost<Trip>(
      srv,
      staff(),
      '/api/fleet/trips',
      { vehicleId, driverId: driver.id, stops: ['Jebel Ali Port', 'Al Quoz'], plannedStart: new Date().toISOString() },
      201,
    );
  }
  const act = (trip: Trip, action: 'start' | 'complete', body?: unknown) =>
    mustPost<Trip>(srv, staff(), `/api/fleet/trips/${trip.id}/${action}`, body, 200);
  const crumb = async (trip: Trip, token = staff()) => call('GET', `/api/fleet/trips/${trip.id}/breadcrumb`, token);

  it('records the positions of a trip in progress in time order and measures its distance, without jumps', async () => {
    const d = await device();
    const trip = await tripOn(d.vehicleId);
    // Before the trip starts: the vehicle's position, not the trip's.
    await osmand(`id=${d.token}&lat=25.0114&lon=55.0611&timestamp=${nowS() - 200}`);
    await act(trip, 'start');
    const t0 = nowS() + 1;
    const points = [
      { lat: 25.012, lon: 55.062, t: t0 },
      { lat: 25.02, lon: 55.07, t: t0 + 60 },
      // A GPS jump to Abu Dhabi a minute later: more than 200 km/h, left out both ways.
      { lat: 24.4539, lon: 54.3773, t: t0 + 120 },
      { lat: 25.03, lon: 55.08, t: t0 + 180 },
    ];
    // Sent out of order: the last one first, then the others.
    for (const p of [points[3]!, points[0]!, points[1]!, points[2]!]) {
      expect((await osmand(`id=${d.token}&lat=${p.lat}&lon=${p.lon}&timestamp=${p.t}&speed=20`)).status).toBe(200);
    }
    const res = await crumb(trip);
    expect(res.status).toBe(200);
    const body = await json<TripBreadcrumb>(res);
    expect(body.points.map((p) => [p.lat, p.lon])).toEqual(points.map((p) => [p.lat, p.lon]));
    expect(body.points.map((p) => Date.parse(p.recordedAt) / 1000)).toEqual(points.map((p) => p.t));
    const expected = greatCircleKm(points[0]!, points[1]!);
    const asPoints = points.map((p) => ({ ...p, recordedAt: new Date(p.t * 1000) }));
    expect(breadcrumbKm(asPoints)).toBeCloseTo(expected, 6);
    expect(body.measuredDistanceKm).toBeCloseTo(expected, 3);

    // Another organization's staff: 404.
    expect((await crumb(trip, other())).status).toBe(404);
    // Completing without a distance takes the measured one.
    const done = await act(trip, 'complete');
    expect(done.actualDistanceKm).toBe(Math.round(expected * 10) / 10);
    // Positions after the trip are the vehicle's again.
    await osmand(`id=${d.token}&lat=25.04&lon=55.09`);
    expect((await json<TripBreadcrumb>(await crumb(trip))).points.length).toBe(4);
    expect((await positionsOf(d.vehicleId)).length).toBe(6);
  });

  it('keeps the planned distance when a trip has no breadcrumb, and the given one when it is sent', async () => {
    const d = await device();
    const quiet = await tripOn(d.vehicleId);
    await act(quiet, 'start');
    const done = await act(quiet, 'complete');
    expect(done.actualDistanceKm).toBe(quiet.plannedDistanceKm);
    const next = await tripOn(d.vehicleId);
    await act(next, 'start');
    await osmand(`id=${d.token}&lat=25.012&lon=55.062&timestamp=${nowS()}`);
    await osmand(`id=${d.token}&lat=25.02&lon=55.07&timestamp=${nowS() + 60}`);
    expect((await act(next, 'complete', { actualDistanceKm: 42 })).actualDistanceKm).toBe(42);
  });
});
