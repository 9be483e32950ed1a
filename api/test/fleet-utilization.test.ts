import type { FleetAnalytics, Trip as TripDto } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Trip, Vehicle } from '../src/db/entities/index.ts';
import { dubaiDay, dubaiDayRange } from '../src/lib/dubai-calendar.ts';
import { addDriver, addFleetOrganization, addVehicle, mustPost } from './fleet-helpers.ts';
import { type Actors, json, requestJson, startFleetServer, type TestServer } from './helpers.ts';

/**
 * The daily utilization of `GET /api/fleet/analytics` (docs/fleet.md "Analytics"): the vehicles on a trip at any
 * moment of each Dubai day, of the vehicles not retired that existed that day, for a fleet whose trips cross
 * midnight in Dubai.
 */
let srv: TestServer;
let actors: Actors;
let owner: Awaited<ReturnType<typeof addFleetOrganization>>;
beforeAll(async () => {
  let admin: string;
  ({ srv, actors, admin } = await startFleetServer());
  owner = await addFleetOrganization(srv, admin, 'Oasis Freight', 'oasis');
});
afterAll(() => srv.close());

const DAY = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;
/** The Dubai calendar day `days` from `today`. */
const dayFrom = (today: string, days: number) => new Date(Date.parse(today) + days * DAY).toISOString().slice(0, 10);
/** A moment of a Dubai day: `at` is its local time, `HH:MM`. */
const dubai = (day: string, at: string) => new Date(`${day}T${at}:00+04:00`);

async function analytics(token: string): Promise<FleetAnalytics> {
  const res = await requestJson(srv, 'GET', '/api/fleet/analytics', token);
  expect(res.status).toBe(200);
  return json(res);
}

/** A trip of the owner's fleet moved through the API, then dated as the case needs. */
async function trip(
  vehicleId: number,
  driverId: number,
  moves: ('start' | 'complete' | 'cancel')[],
  dates: { startedAt?: Date; completedAt?: Date; cancelledAt?: Date },
  token = owner.token,
) {
  const plannedStart = dates.startedAt ?? dates.cancelledAt ?? new Date();
  const t = await mustPost<TripDto>(srv, token, '/api/fleet/trips', {
    vehicleId,
    driverId,
    stops: ['Jebel Ali Port', 'Al Quoz'],
    plannedStart: plannedStart.toISOString(),
  });
  for (const move of moves) await mustPost(srv, token, `/api/fleet/trips/${t.id}/${move}`, {});
  await srv.services.orm.em.fork().nativeUpdate(Trip, { id: t.id }, { plannedStart, ...dates });
  return t.id;
}

describe('daily utilization in GET /api/fleet/analytics', () => {
  const today = dubaiDay();
  const d = (days: number) => dayFrom(today, days);
  beforeAll(async () => {
    const em = srv.services.orm.em.fork();
    const vehicle = async (createdAt: Date) => {
      const id = (await addVehicle(srv, owner.token)).id;
      await em.nativeUpdate(Vehicle, { id }, { createdAt });
      return id;
    };
    const driver = async () => (await addDriver(srv, owner.token)).id;
    const [a, b, c, retired] = [
      await vehicle(dubai(d(-20), '09:00')),
      await vehicle(dubai(d(-20), '09:00')),
      await vehicle(dubai(d(-5), '10:00')),
      await vehicle(dubai(d(-20), '09:00')),
    ];
    // Added today (now): it counts from today only.
    await vehicle(new Date());
    const [d1, d2, d3] = [await driver(), await driver(), await driver()];
    // a: out of the window; four days from before the window into it; 23:00 to 01:00 across midnight.
    await trip(a, d1, ['start', 'complete'], {
      startedAt: dubai(d(-20), '08:00'),
      completedAt: dubai(d(-20), '18:00'),
    });
    await trip(a, d1, ['start', 'complete'], {
      startedAt: dubai(d(-16), '10:00'),
      completedAt: dubai(d(-12), '10:00'),
    });
    await trip(a, d1, ['start', 'complete'], { startedAt: dubai(d(-3), '23:00'), completedAt: dubai(d(-2), '01:00') });
    // b: cancelled before it started (no day), then in progress since two days ago (up to today).
    await trip(b, d2, ['cancel'], { cancelledAt: dubai(d(-5), '07:00') });
    await trip(b, d2, ['start'], { startedAt: dubai(d(-2), '10:00') });
    // The retired vehicle's trip counts on no day, nor does the vehicle.
    await trip(retired, d3, ['start', 'complete'], {
      startedAt: dubai(d(-4), '08:00'),
      completedAt: dubai(d(-4), '12:00'),
    });
    await em.nativeUpdate(Vehicle, { id: retired }, { status: 'retired' });
    // Another organization's trip in the window is never counted.
    const ov = await addVehicle(srv, actors.orgAdminOther.token);
    const od = await addDriver(srv, actors.orgAdminOther.token);
    await trip(ov.id, od.id, ['start'], { startedAt: dubai(d(-1), '09:00') }, actors.orgAdminOther.token);
    expect(c).toBeGreaterThan(0);
  });

  it('counts the vehicles on a trip each day, across midnight in Dubai, of the vehicles that existed', async () => {
    const a = await analytics(owner.token);
    expect(a.daily.map((x) => x.day)).toEqual(Array.from({ length: 14 }, (_, i) => d(i - 13)));
    const inUse = [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 1, 1];
    const existing = [2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4];
    expect(a.daily.map((x) => x.vehiclesInUse)).toEqual(inUse);
    expect(a.daily.map((x) => x.utilizationRate)).toEqual(inUse.map((n, i) => round1((100 * n) / existing[i]!)));
    expect(a.daily.slice(-4).map((x) => x.utilizationRate)).toEqual([33.3, 66.7, 33.3, 25]);
  });

  it('equals the counts of the database: trips overlapping each day, vehicles created by its end', async () => {
    const em = srv.services.orm.em.fork();
    const a = await analytics(owner.token);
    const now = new Date();
    const vehicles = await em.find(Vehicle, { organization: owner.organization, status: { $ne: 'retired' } });
    const trips = await em.find(Trip, { organization: owner.organization });
    for (const row of a.daily) {
      const { start, end } = dubaiDayRange(row.day);
      const onTrip = new Set(
        trips
          .filter((t) => t.startedAt && t.startedAt < end && (t.completedAt ?? t.cancelledAt ?? now) >= start)
          .map((t) => t.vehicle.id),
      );
      const existed = vehicles.filter((v) => v.createdAt < end);
      const used = existed.filter((v) => onTrip.has(v.id)).length;
      expect(row, row.day).toMatchObject({
        vehiclesInUse: used,
        utilizationRate: existed.length ? round1((100 * used) / existed.length) : 0,
      });
    }
  });

  it('answers 0 on a day without vehicles; a vehicle on a trip counts as existing that day', async () => {
    // The other organization's one vehicle was added today, and its trip dated as started yesterday.
    const o = await analytics(actors.orgAdminOther.token);
    expect(o.daily.map((x) => [x.vehiclesInUse, x.utilizationRate])).toEqual([
      ...Array.from({ length: 12 }, () => [0, 0]),
      [1, 100],
      [1, 100],
    ]);
  });
});
