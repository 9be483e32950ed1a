import type { DashboardStats, Driver, FleetAnalytics, FleetDashboard, LatestPosition } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization, Trip, Vehicle } from '../src/db/entities/index.ts';
import { dubaiDay, dubaiDayRange } from '../src/lib/dubai-calendar.ts';
import { overviewFromDatabase } from './fleet-helpers.ts';
import { json, OPS_PASSWORD, requestJson, startTestServer, type TestServer, tokenOf } from './helpers.ts';

/**
 * The demo fleet as the API's first start seeds it (issue 14): ops, the demo organization's admin, sees a month of
 * trips on the fleet dashboard, and every figure is what the database holds.
 */
let srv: TestServer;
let ops: string;
let org: number;
beforeAll(async () => {
  srv = await startTestServer();
  ops = await tokenOf(srv, '/api/auth/login', 'ops', OPS_PASSWORD);
  org = (await srv.services.orm.em.fork().findOneOrFail(Organization, { subdomain: 'demo' })).id;
});
afterAll(() => srv.close());

const DAY = 86_400_000;
const get = async <T>(path: string): Promise<T> => {
  const res = await requestJson(srv, 'GET', path, ops);
  expect(res.status, path).toBe(200);
  return json<T>(res);
};
const round1 = (n: number) => Math.round(n * 10) / 10;
/** The mean of the ratings to one decimal; null without any, as the API answers it. */
const meanOf = (ratings: number[]) =>
  ratings.length ? round1(ratings.reduce((a, r) => a + r, 0) / ratings.length) : null;
const km = (rows: Trip[]) => round1(rows.reduce((a, t) => a + Number(t.actualDistanceKm ?? t.plannedDistanceKm), 0));

describe('the seeded demo fleet on the dashboard', () => {
  it('counts the overview from the database: trips on the road, vehicles, drivers, maintenance', async () => {
    const d = await get<FleetDashboard>('/api/fleet/dashboard');
    expect(d.overview).toEqual((await overviewFromDatabase(srv, org)).overview);
    expect(d.overview).toMatchObject({ totalVehicles: 12, inProgressTrips: 2 });
    expect(d.recentTrips).toHaveLength(5);
    // Trips on the road are on time: no trip_overdue, and nothing planned is late.
    expect(d.alerts.filter((a) => a.kind === 'trip_overdue' || a.kind === 'trip_not_started')).toEqual([]);
  });

  it('computes a month of analytics from the database: completed trips, km, series, vehicles, insights', async () => {
    const em = srv.services.orm.em.fork();
    const a = await get<FleetAnalytics>('/api/fleet/analytics');
    const since = new Date(Date.now() - 30 * DAY);
    const completed = await em.find(Trip, { organization: org, status: 'completed' }, { orderBy: { id: 'asc' } });
    const recent = completed.filter((t) => t.completedAt! >= since);
    const vehicles = await em.find(Vehicle, { organization: org, status: { $ne: 'retired' } });
    const ran = new Set(
      (
        await em.find(Trip, {
          organization: org,
          $or: [{ status: 'in_progress' }, { startedAt: { $gte: since } }, { completedAt: { $gte: since } }],
        })
      ).map((t) => t.vehicle.id),
    );
    expect(a.metrics).toEqual({
      utilizationRate: round1((100 * vehicles.filter((v) => ran.has(v.id)).length) / vehicles.length),
      avgDriverRating: meanOf(recent.flatMap((t) => (t.rating == null ? [] : [t.rating]))),
      totalDistance: { last30DaysKm: km(recent), allTimeKm: km(completed) },
      completedTrips: recent.length,
    });
    expect(a.metrics.avgDriverRating).toBeGreaterThanOrEqual(3.5);
    expect(a.metrics.completedTrips).toBeGreaterThanOrEqual(40);
    expect(a.metrics.completedTrips).toBeLessThanOrEqual(60);
    expect(a.metrics.totalDistance.last30DaysKm).toBeGreaterThan(500);
    expect(a.metrics.utilizationRate).toBeGreaterThan(50);
    // Utilization per day: the vehicles not retired with a trip overlapping the day, of those created by its end.
    const now = new Date();
    const started = await em.find(Trip, { organization: org, startedAt: { $ne: null } });
    for (const day of a.daily) {
      const rows = completed.filter((t) => dubaiDay(t.completedAt!) === day.day);
      const { start, end } = dubaiDayRange(day.day);
      const onTrip = new Set(
        started
          .filter((t) => t.startedAt! < end && (t.completedAt ?? t.cancelledAt ?? now) >= start)
          .map((t) => t.vehicle.id),
      );
      const existed = vehicles.filter((v) => v.createdAt < end);
      const used = existed.filter((v) => onTrip.has(v.id)).length;
      expect(day, day.day).toEqual({
        day: day.day,
        completedTrips: rows.length,
        km: km(rows),
        vehiclesInUse: used,
        utilizationRate: existed.length ? round1((100 * used) / existed.length) : 0,
      });
      // The demo vehicles joined the fleet before its month of trips.
      expect(existed).toHaveLength(vehicles.length);
    }
    expect(Math.max(...a.daily.map((d) => d.utilizationRate))).toBeGreaterThan(20);
    expect(a.daily.reduce((n, d) => n + d.completedTrips, 0)).toBeGreaterThan(10);
    expect(a.distanceByVehicle).toHaveLength(vehicles.length);
    for (const v of a.distanceByVehicle) {
      const rows = recent.filter((t) => t.vehicle.id === v.vehicleId);
      expect(v, v.licensePlate).toMatchObject({ completedTrips: rows.length, km: km(rows) });
    }
    const byDriver = new Map<number, number>();
    for (const t of recent) byDriver.set(t.driver.id, (byDriver.get(t.driver.id) ?? 0) + 1);
    const most = Math.max(...byDriver.values());
    const top = a.aiInsights.find((i) => i.key === 'top_driver');
    expect(top?.params.trips).toBe(most);
    expect(byDriver.get(Number(top?.params.driverId))).toBe(most);
    expect(a.aiInsights.map((i) => i.key).sort()).toEqual(
      ['busiest_lane', 'least_utilised_vehicle', 'on_time_start_share', 'top_driver'].sort(),
    );
  });

  it('gives each driver the mean rating of their rated completed trips, from the database', async () => {
    const completed = await srv.services.orm.em.fork().find(Trip, { organization: org, status: 'completed' });
    const drivers = await get<Driver[]>('/api/fleet/drivers');
    for (const d of drivers) {
      const rated = completed.filter((t) => t.driver.id === d.id && t.rating !== null);
      expect(d.averageRating, d.name).toBe(meanOf(rated.map((t) => t.rating!)));
    }
    expect(drivers.filter((d) => d.averageRating !== null).length).toBeGreaterThanOrEqual(5);
  });

  it('shows every active vehicle on the map, the ones on a trip moving and fresh', async () => {
    const em = srv.services.orm.em.fork();
    const latest = await get<LatestPosition[]>('/api/fleet/positions/latest');
    const active = await em.find(Vehicle, { organization: org, status: 'active' });
    expect(latest.map((p) => p.vehicleId).sort()).toEqual(expect.arrayContaining(active.map((v) => v.id).sort()));
    const onRoad = await em.find(Trip, { organization: org, status: 'in_progress' });
    for (const t of onRoad) {
      const p = latest.find((l) => l.vehicleId === t.vehicle.id);
      expect(p?.stale).toBe(false);
      expect(Date.parse(p!.recordedAt)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('gives the overview’s fleetVehicles (the demo organization’s flag is on)', async () => {
    const stats = await get<DashboardStats>('/api/dashboard/stats');
    const count = await srv.services.orm.em.fork().count(Vehicle, { organization: org, status: { $ne: 'retired' } });
    expect(stats.fleetVehicles).toBe(count);
  });
});
