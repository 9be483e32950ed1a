import type { FleetAnalytics, FleetDashboard, Trip as TripDto } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization, Trip, User, Vehicle } from '../src/db/entities/index.ts';
import { dubaiDay } from '../src/lib/dubai-calendar.ts';
import { addDriver, addVehicle, mustPost, overviewFromDatabase } from './fleet-helpers.ts';
import {
  type Actors,
  enableFleet,
  json,
  requestJson,
  staffWithoutFeatures,
  startFleetServer,
  type TestServer,
} from './helpers.ts';

let srv: TestServer;
let actors: Actors;
/** An organization admin of an organization of its own, whose fleet is only what these tests add (the demo one is seeded). */
const fleetOwner = { id: 0, token: '' };
/** The super admin's token, to switch the fleet on for a further organization. */
let superAdmin = '';
beforeAll(async () => {
  let admin: string;
  ({ srv, actors, admin } = await startFleetServer());
  superAdmin = admin;
  const em = srv.services.orm.em.fork();
  em.create(Organization, { name: 'Dunes Haulage', subdomain: 'dunes' });
  await em.flush();
  fleetOwner.token = await staffWithoutFeatures(srv, 'dunes_admin', { subdomain: 'dunes', role: 'org_admin' });
  fleetOwner.id = (await em.findOneOrFail(User, { username: 'dunes_admin' })).id;
  await enableFleet(srv, admin, [fleetOwner.id]);
});
afterAll(() => srv.close());

const call = (method: string, path: string, token?: string, body?: unknown) =>
  requestJson(srv, method, path, token, body);
const staff = () => fleetOwner.token;
const other = () => actors.orgAdminOther.token;
const DAY = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.parse(dubaiDay()) + days * DAY).toISOString().slice(0, 10);

const add = <T>(path: string, body: Record<string, unknown>, token = staff()) => mustPost<T>(srv, token, path, body);
const addTrip = (vehicleId: number, driverId: number, stops: string[], plannedStart: Date, token = staff()) =>
  add<TripDto>('/api/fleet/trips', { vehicleId, driverId, stops, plannedStart: plannedStart.toISOString() }, token);
const move = (id: number, to: 'start' | 'complete', body?: unknown) =>
  add<TripDto>(`/api/fleet/trips/${id}/${to}`, (body ?? {}) as Record<string, unknown>);

async function dashboard(token = staff()): Promise<FleetDashboard> {
  const res = await call('GET', '/api/fleet/dashboard', token);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return json(res);
}
async function analytics(token = staff()): Promise<FleetAnalytics> {
  const res = await call('GET', '/api/fleet/analytics', token);
  expect(res.status).toBe(200);
  return json(res);
}
const orgOf = async (userId: number) => {
  const em = srv.services.orm.em.fork();
  return (await em.findOneOrFail(User, { id: userId }, { populate: ['organization'] })).organization.id;
};

describe('GET /api/fleet/dashboard and /analytics', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    for (const path of ['/api/fleet/dashboard', '/api/fleet/analytics']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, actors.customerA.token)).status).toBe(403);
    }
  });

  it('an empty fleet: zeros, no alerts, no trips, no insights', async () => {
    const d = await dashboard(other());
    expect(d.overview).toEqual({
      totalVehicles: 0,
      activeVehicles: 0,
      totalDrivers: 0,
      activeDrivers: 0,
      inProgressTrips: 0,
      completedTripsToday: 0,
      maintenanceDue: 0,
    });
    expect(d).toMatchObject({ alerts: [], alertCount: 0, recentTrips: [] });
    const a = await analytics(other());
    expect(a.metrics).toEqual({
      utilizationRate: 0,
      avgDriverRating: null,
      totalDistance: { last30DaysKm: 0, allTimeKm: 0 },
      completedTrips: 0,
    });
    expect(a.daily).toHaveLength(14);
    expect(a.daily.at(-1)?.day).toBe(dubaiDay());
    expect(a.daily.every((d) => d.completedTrips === 0 && d.km === 0)).toBe(true);
    expect(a.daily.every((d) => d.vehiclesInUse === 0 && d.utilizationRate === 0)).toBe(true);
    expect(a).toMatchObject({ distanceByVehicle: [], aiInsights: [] });
  });

  describe('with a fleet', () => {
    const ids = {} as Record<
      | 'expiredReg'
      | 'expiringIns'
      | 'inShop'
      | 'fresh'
      | 'v1'
      | 'v2'
      | 'expiringLic'
      | 'expiredLic'
      | 'd1'
      | 'd2'
      | 'overdue'
      | 'notStarted'
      | 'future',
      number
    >;
    beforeAll(async () => {
      ids.expiredReg = (await addVehicle(srv, staff(), { registrationExpiry: dayFromToday(-3) })).id;
      ids.expiringIns = (await addVehicle(srv, staff(), { insuranceExpiry: dayFromToday(10) })).id;
      ids.inShop = (await addVehicle(srv, staff(), { status: 'maintenance' })).id;
      ids.fresh = (await addVehicle(srv, staff(), { year: new Date().getFullYear() })).id;
      await add(`/api/fleet/vehicles/${ids.fresh}/services`, {
        date: dubaiDay(),
        odometerKm: 10,
        kind: 'scheduled',
        costAed: 300,
      });
      ids.v1 = (await addVehicle(srv, staff())).id;
      ids.v2 = (await addVehicle(srv, staff())).id;
      ids.expiringLic = (await addDriver(srv, staff(), { licenseExpiry: dayFromToday(5) })).id;
      ids.expiredLic = (await addDriver(srv, staff(), { licenseExpiry: dayFromToday(-1) })).id;
      ids.d1 = (await addDriver(srv, staff())).id;
      ids.d2 = (await addDriver(srv, staff())).id;
      const lane = ['Jebel Ali Port', 'Al Quoz'];
      const now = Date.now();
      // Two trips completed today by d1 on v1 (one left a day late, one on time), on the same lane.
      const late = await addTrip(ids.v1, ids.d1, lane, new Date(now - DAY));
      await move(late.id, 'start');
      await move(late.id, 'complete');
      const onTime = await addTrip(ids.v1, ids.d1, lane, new Date(now));
      await move(onTime.id, 'start');
      await move(onTime.id, 'complete', { actualDistanceKm: 50 });
      // In progress since two days ago: past its planned start plus the road model's duration.
      ids.overdue = (await addTrip(ids.v2, ids.d2, ['Deira', 'Sharjah'], new Date(now - 2 * DAY))).id;
      await move(ids.overdue, 'start');
      // Planned two hours ago, not started.
      ids.notStarted = (await addTrip(ids.v1, ids.d1, ['Deira', 'Al Quoz'], new Date(now - 2 * 3_600_000))).id;
      // Planned for tomorrow: no alert.
      ids.future = (await addTrip(ids.v1, ids.d1, lane, new Date(now + DAY))).id;
      // Another organization's fleet, which must never be counted.
      const ov = await addVehicle(srv, other(), { licensePlate: `D ${60_900}`, registrationExpiry: dayFromToday(-5) });
      const od = await addDriver(srv, other(), { licenseExpiry: dayFromToday(-5) });
      const ot = await addTrip(ov.id, od.id, lane, new Date(now - 3_600_000), other());
      expect(ot.status).toBe('planned');
    });

    it('counts the overview from the database, for its own organization only', async () => {
      const org = await orgOf(fleetOwner.id);
      const d = await dashboard();
      const { overview, due } = await overviewFromDatabase(srv, org);
      expect(d.overview).toEqual(overview);
      expect(d.overview).toMatchObject({ inProgressTrips: 1, completedTripsToday: 2 });
      expect(due.map((v) => v.id)).toContain(ids.inShop);
      expect(due.map((v) => v.id)).not.toContain(ids.fresh);

      // Retiring a vehicle takes it out of every count.
      const before = d.overview.totalVehicles;
      expect((await call('DELETE', `/api/fleet/vehicles/${ids.expiringIns}`, staff())).status).toBe(200);
      expect((await dashboard()).overview.totalVehicles).toBe(before - 1);
      await call('PUT', `/api/fleet/vehicles/${ids.expiringIns}`, staff(), { status: 'active' });

      // The other organization sees only its own vehicle, driver and trip.
      const o = await dashboard(other());
      expect(o.overview).toMatchObject({
        totalVehicles: 1,
        totalDrivers: 1,
        inProgressTrips: 0,
        completedTripsToday: 0,
      });
      expect(o.recentTrips).toHaveLength(1);
      expect(o.alerts.map((a) => a.kind).sort()).toEqual(
        expect.arrayContaining(['licence_expired', 'registration_expired', 'trip_not_started']),
      );
    });

    it('raises an alert of each kind, critical first then by date', async () => {
      const d = await dashboard();
      expect(d.alertCount).toBe(d.alerts.length);
      const find = (kind: string, key: 'vehicleId' | 'driverId' | 'tripId', id: number) =>
        d.alerts.find((a) => a.kind === kind && a[key] === id);
      expect(find('registration_expired', 'vehicleId', ids.expiredReg)).toMatchObject({
        severity: 'critical',
        date: dayFromToday(-3),
        params: { days: 3 },
        message: expect.stringContaining('registration expired on'),
      });
      expect(find('insurance_expiring', 'vehicleId', ids.expiringIns)).toMatchObject({
        severity: 'warning',
        params: { days: 10 },
      });
      expect(find('licence_expiring', 'driverId', ids.expiringLic)).toMatchObject({ severity: 'warning' });
      expect(find('licence_expired', 'driverId', ids.expiredLic)).toMatchObject({ severity: 'critical' });
      expect(find('trip_overdue', 'tripId', ids.overdue)).toMatchObject({ severity: 'critical', vehicleId: ids.v2 });
      expect(find('trip_not_started', 'tripId', ids.notStarted)?.params.minutesLate).toBeGreaterThanOrEqual(119);
      expect(d.alerts.some((a) => a.tripId === ids.future)).toBe(false);
      // A new vehicle without a service since its model year is overdue; the one in the workshop is not announced.
      expect(find('maintenance_due', 'vehicleId', ids.v1)).toMatchObject({ severity: 'critical' });
      expect(d.alerts.some((a) => a.vehicleId === ids.inShop && a.kind === 'maintenance_due')).toBe(false);
      expect(d.alerts.some((a) => a.vehicleId === ids.fresh && a.kind === 'maintenance_due')).toBe(false);
      const order = d.alerts.map((a) => `${a.severity === 'critical' ? 0 : 1}${a.date}`);
      expect(order).toEqual([...order].sort());
      // Only this organization's rows.
      expect(d.alerts.every((a) => a.params.plate !== 'D 60900')).toBe(true);
    });

    it('lists the five most recent trips with plate, driver and first and last stop', async () => {
      const d = await dashboard();
      expect(d.recentTrips).toHaveLength(5);
      expect(d.recentTrips[0]).toMatchObject({
        id: ids.future,
        status: 'planned',
        startLocation: 'Jebel Ali Port',
        endLocation: 'Al Quoz',
        driver: { id: ids.d1 },
        vehicle: { id: ids.v1 },
      });
      expect(d.recentTrips[0]?.plannedDistanceKm).toBeGreaterThan(0);
      expect(d.recentTrips.map((t) => t.id)).toEqual([...d.recentTrips.map((t) => t.id)].sort((a, b) => b - a));
    });

    it('computes the analytics from the database', async () => {
      const org = await orgOf(fleetOwner.id);
      const em = srv.services.orm.em.fork();
      const since = new Date(Date.now() - 30 * DAY);
      const completed = await em.find(Trip, { organization: org, status: 'completed' });
      const km = (rows: Trip[]) =>
        Math.round(rows.reduce((a, t) => a + Number(t.actualDistanceKm ?? t.plannedDistanceKm), 0) * 10) / 10;
      const vehicles = await em.find(Vehicle, { organization: org, status: { $ne: 'retired' } });
      const ran = new Set(
        (
          await em.find(Trip, { organization: org, $or: [{ status: 'in_progress' }, { startedAt: { $gte: since } }] })
        ).map((t) => t.vehicle.id),
      );
      const a = await analytics();
      expect(a.metrics).toEqual({
        utilizationRate: Math.round((1000 * vehicles.filter((v) => ran.has(v.id)).length) / vehicles.length) / 10,
        avgDriverRating: null,
        totalDistance: { last30DaysKm: km(completed), allTimeKm: km(completed) },
        completedTrips: completed.length,
      });
      expect(a.metrics.completedTrips).toBe(2);
      // Today v1 ran two trips and v2 is on the road: two of the six vehicles, all added today.
      expect(a.daily.at(-1)).toEqual({
        day: dubaiDay(),
        completedTrips: 2,
        km: km(completed),
        vehiclesInUse: 2,
        utilizationRate: Math.round((1000 * 2) / vehicles.length) / 10,
      });
      expect(a.distanceByVehicle).toHaveLength(vehicles.length);
      expect(a.distanceByVehicle[0]).toMatchObject({ vehicleId: ids.v1, completedTrips: 2, km: km(completed) });

      const insight = (key: string) => a.aiInsights.find((i) => i.key === key);
      expect(insight('busiest_lane')).toMatchObject({
        value: 'Jebel Ali Port → Al Quoz',
        params: { from: 'Jebel Ali Port', to: 'Al Quoz', trips: 3 },
      });
      expect(insight('top_driver')).toMatchObject({ params: { driverId: ids.d1, trips: 2 } });
      // Three trips started in the window: one on time.
      expect(insight('on_time_start_share')).toMatchObject({ value: 33.3, params: { onTime: 1, started: 3 } });
      const idle = vehicles
        .filter((v) => v.status === 'active' && v.id !== ids.v1)
        .map((v) => v.licensePlate)
        .sort((x, y) => x.localeCompare(y))[0];
      expect(insight('least_utilised_vehicle')).toMatchObject({ value: idle, params: { km: 0, trips: 0 } });
      for (const i of a.aiInsights) expect(i.howComputed.length).toBeGreaterThan(20);

      // The other organization: its one vehicle has no trip run, no completed trip, a lane only.
      const o = await analytics(other());
      expect(o.metrics).toMatchObject({ utilizationRate: 0, completedTrips: 0 });
      expect(o.aiInsights.map((i) => i.key)).toEqual(['busiest_lane']);
    });
  });

  it('rates drivers from the trips the dispatcher rated: the analytics over the last 30 days, each driver over all', async () => {
    // An organization of its own, so every rated trip is one this test completes.
    const em = srv.services.orm.em.fork();
    em.create(Organization, { name: 'Liwa Couriers', subdomain: 'liwa' });
    await em.flush();
    const token = await staffWithoutFeatures(srv, 'liwa_admin', { subdomain: 'liwa', role: 'org_admin' });
    const owner = await em.findOneOrFail(User, { username: 'liwa_admin' }, { populate: ['organization'] });
    await enableFleet(srv, superAdmin, [owner.id]);
    const org = owner.organization.id;
    const emptyBefore = await analytics(token);
    expect(emptyBefore.metrics.avgDriverRating).toBeNull();

    const vehicle = await addVehicle(srv, token);
    const [d1, d2] = [await addDriver(srv, token), await addDriver(srv, token)];
    const drive = async (driverId: number, rating?: number) => {
      const t = await addTrip(vehicle.id, driverId, ['Jebel Ali Port', 'Al Quoz'], new Date(), token);
      await mustPost(srv, token, `/api/fleet/trips/${t.id}/start`, {});
      await mustPost(srv, token, `/api/fleet/trips/${t.id}/complete`, rating === undefined ? {} : { rating });
      return t.id;
    };
    const old = await drive(d1.id, 1);
    await drive(d1.id, 5);
    await drive(d1.id, 4);
    await drive(d1.id);
    await drive(d2.id, 3);
    // The trip rated 1 was completed 40 days ago: out of the analytics window, still the driver's.
    const oldTrip = await em.findOneOrFail(Trip, { id: old });
    oldTrip.completedAt = new Date(Date.now() - 40 * DAY);
    await em.flush();

    const mean = (ratings: number[]) =>
      ratings.length ? Math.round((10 * ratings.reduce((a, r) => a + r, 0)) / ratings.length) / 10 : null;
    const since = new Date(Date.now() - 30 * DAY);
    const completed = await em.fork().find(Trip, { organization: org, status: 'completed' });
    const ratingsOf = (rows: Trip[]) => rows.flatMap((t) => (t.rating == null ? [] : [t.rating]));
    const a = await analytics(token);
    expect(a.metrics.avgDriverRating).toBe(mean(ratingsOf(completed.filter((t) => t.completedAt! >= since))));
    expect(a.metrics.avgDriverRating).toBe(4); // (5 + 4 + 3) / 3
    for (const [driver, expected] of [
      [d1, 3.3], // (1 + 5 + 4) / 3
      [d2, 3],
    ] as const) {
      const res = await call('GET', `/api/fleet/drivers/${driver.id}`, token);
      const figures = await json<{ averageRating: number | null }>(res);
      expect(figures.averageRating).toBe(mean(ratingsOf(completed.filter((t) => t.driver.id === driver.id))));
      expect(figures.averageRating).toBe(expected);
    }
  });
});
