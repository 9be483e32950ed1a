import { CreateDriver, CreateVehicle, EMIRATES, normaliseUaePlate, VEHICLE_TYPES } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ensureCatalogue } from '../src/db/catalogue.ts';
import { Driver, Organization, Trip, Vehicle, VehiclePosition, VehicleService } from '../src/db/entities/index.ts';
import { migrate } from '../src/db/orm.ts';
import { withOrmContext } from '../src/db/orm-context.ts';
import { type SeedResult, seedDemoData } from '../src/db/seed.ts';
import { greatCircleKm } from '../src/modules/dashboard/environment.ts';
import { breadcrumbKm } from '../src/modules/fleet/positions.ts';
import { resolvePlace } from '../src/modules/fleet/route/gazetteer.ts';
import { roadKm } from '../src/modules/fleet/route/road-model.ts';
import { normalisePhone } from '../src/modules/fleet/rules.ts';
import { createServices, type Services } from '../src/services.ts';
import { freshDatabaseEnv } from './helpers.ts';

/** The seed's clock: every date of the demo fleet is counted from it (Asia/Dubai days). */
const NOW = new Date('2026-07-15T08:00:00Z');
const TODAY = '2026-07-15';
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const passwords = { adminPassword: 'a'.repeat(12), demoPassword: 'd'.repeat(12), opsPassword: 'o'.repeat(12) };

let services: Services;
let first: SeedResult;
let demoId: number;

beforeAll(async () => {
  services = await createServices(loadConfig({ ...freshDatabaseEnv('qafila-seed-fleet'), LOG_LEVEL: 'silent' }));
  await migrate(services.orm);
  await ensureCatalogue(services.orm.em);
  first = await seedDemoData(services.orm.em, { ...passwords, now: NOW });
  demoId = (await services.orm.em.fork().findOneOrFail(Organization, { subdomain: 'demo' })).id;
});
afterAll(() => services.close());

describe('the demo fleet', () => {
  it('gives the demo organization 12 vehicles and 8 drivers, and no other organization any', async () => {
    expect(first.counts).toMatchObject({ vehicles: 12, drivers: 8 });
    const em = services.orm.em.fork();
    expect(await em.count(Vehicle, { organization: demoId })).toBe(12);
    expect(await em.count(Driver, { organization: demoId })).toBe(8);
  });

  it('has valid, normalised, distinct plates of several emirates and every vehicle type', async () => {
    const vehicles = await services.orm.em.fork().find(Vehicle, { organization: demoId });
    for (const v of vehicles) {
      expect(normaliseUaePlate(v.emirate, v.licensePlate), `${v.emirate} ${v.licensePlate}`).toEqual({
        plate: v.licensePlate,
      });
      const fields = Object.fromEntries(CreateVehicle.keyof().options.map((k) => [k, v[k]]));
      expect(CreateVehicle.safeParse(fields).error, v.licensePlate).toBeUndefined();
    }
    expect(new Set(vehicles.map((v) => `${v.emirate} ${v.licensePlate}`)).size).toBe(vehicles.length);
    expect(new Set(vehicles.map((v) => v.emirate)).size).toBeGreaterThanOrEqual(5);
    expect(vehicles.every((v) => EMIRATES.includes(v.emirate))).toBe(true);
    expect(new Set(vehicles.map((v) => v.vehicleType))).toEqual(new Set(VEHICLE_TYPES));
    expect(vehicles.filter((v) => v.fuelType === 'electric')).toHaveLength(1);
  });

  it('dates the alerts from the seed’s clock: one lapsed registration, two expiries within 30 days, one in maintenance', async () => {
    const vehicles = await services.orm.em.fork().find(Vehicle, { organization: demoId });
    const lapsed = vehicles.filter((v) => v.registrationExpiry < TODAY);
    expect(lapsed.map((v) => v.registrationExpiry)).toEqual([inDays(-9)]);
    const soon = (day: string) => day >= TODAY && day <= inDays(30);
    expect(vehicles.filter((v) => soon(v.registrationExpiry) || soon(v.insuranceExpiry))).toHaveLength(2);
    expect(vehicles.filter((v) => v.status === 'maintenance')).toHaveLength(1);
    expect(vehicles.every((v) => v.insuranceExpiry >= TODAY)).toBe(true);
  });

  it('gives every vehicle a service history in order, in the past, at most its mileage', async () => {
    const em = services.orm.em.fork();
    for (const v of await em.find(Vehicle, { organization: demoId })) {
      const rows = await em.find(VehicleService, { vehicle: v.id }, { orderBy: { date: 'asc' } });
      expect(rows.length, v.licensePlate).toBeGreaterThanOrEqual(2);
      for (const [i, s] of rows.entries()) {
        expect(s.date <= TODAY).toBe(true);
        expect(s.odometerKm).toBeLessThanOrEqual(v.mileageKm);
        if (i > 0) expect(s.odometerKm).toBeGreaterThan(rows[i - 1]!.odometerKm);
      }
    }
  });

  it('has drivers the API would accept, one licence expiring within 30 days', async () => {
    const drivers = await services.orm.em.fork().find(Driver, { organization: demoId });
    for (const d of drivers) {
      expect(normalisePhone(d.phone)).toBe(d.phone);
      const input = {
        name: d.name,
        phone: d.phone,
        licenseNumber: d.licenseNumber,
        licenseClass: d.licenseClass,
        licenseExpiry: d.licenseExpiry,
      };
      expect(CreateDriver.safeParse(input).error, d.name).toBeUndefined();
    }
    expect(new Set(drivers.map((d) => d.licenseNumber)).size).toBe(drivers.length);
    expect(drivers.filter((d) => d.licenseExpiry < TODAY)).toEqual([]);
    expect(drivers.filter((d) => d.licenseExpiry <= inDays(30))).toHaveLength(1);
    expect(new Set(drivers.map((d) => d.licenseClass))).toEqual(
      new Set(['heavy_vehicle', 'light_vehicle', 'motorcycle']),
    );
  });

  it('is listed by the fleet service with each vehicle’s last service', async () => {
    const demo = await services.orm.em.fork().findOneOrFail(Organization, demoId);
    const list = await withOrmContext(services.orm.em, () => services.fleet.listVehicles(demo, {}));
    expect(list).toHaveLength(12);
    expect(list.every((v) => v.lastService !== null)).toBe(true);
  });

  it('has a month of trips: ~50 completed, 2 in progress, a few planned, cancelled ones, numbered in order', async () => {
    const trips = await services.orm.em
      .fork()
      .find(Trip, { organization: demoId }, { orderBy: { id: 'asc' }, populate: ['vehicle', 'driver'] });
    const of = (status: string) => trips.filter((t) => t.status === status);
    expect(of('completed').length).toBeGreaterThanOrEqual(40);
    expect(of('completed').length).toBeLessThanOrEqual(60);
    expect(of('in_progress')).toHaveLength(2);
    expect(of('planned').length).toBeGreaterThanOrEqual(2);
    expect(of('cancelled').length).toBeGreaterThanOrEqual(1);
    expect(of('cancelled').length).toBeLessThanOrEqual(2);
    expect(trips.map((t) => t.tripNumber)).toEqual(trips.map((_, i) => `TRP-${String(i + 1).padStart(6, '0')}`));
    const starts = trips.map((t) => t.plannedStart.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const now = NOW.getTime();
    for (const t of trips) {
      const times = [t.startedAt, t.completedAt, t.cancelledAt].map((d) => d?.getTime() ?? null);
      const [started, completed, cancelled] = times;
      if (t.status === 'planned') {
        expect(times).toEqual([null, null, null]);
        expect(t.plannedStart.getTime()).toBeGreaterThan(now);
        continue;
      }
      expect(t.plannedStart.getTime()).toBeGreaterThan(now - 30 * 86_400_000);
      if (t.status === 'completed') expect(started! < completed! && completed! <= now && cancelled === null).toBe(true);
      if (t.status === 'in_progress') expect(started! <= now && completed === null && cancelled === null).toBe(true);
      if (t.status === 'cancelled') expect(completed === null && cancelled! <= now).toBe(true);
      if (t.vehicle.vehicleType === 'heavy_truck') expect(t.driver.licenseClass).toBe('heavy_vehicle');
      if (t.vehicle.vehicleType === 'motorbike') expect(t.driver.licenseClass).toBe('motorcycle');
    }
    // A driver and a vehicle are on one trip at a time.
    for (const key of ['driver', 'vehicle'] as const) {
      const driven = trips.filter((t) => t.startedAt);
      for (const a of driven) {
        const endA = (a.completedAt ?? a.cancelledAt ?? NOW).getTime();
        const overlapping = driven.filter(
          (b) =>
            b !== a &&
            b[key].id === a[key].id &&
            b.startedAt!.getTime() < endA &&
            a.startedAt!.getTime() < (b.completedAt ?? b.cancelledAt ?? NOW).getTime(),
        );
        expect(
          overlapping.map((b) => b.tripNumber),
          `${key} of ${a.tripNumber}`,
        ).toEqual([]);
      }
    }
  });

  it('rates most completed trips as a dispatcher would: mostly 4 or 5, some 3, rarely 2; nothing else rated', async () => {
    const trips = await services.orm.em.fork().find(Trip, { organization: demoId }, { orderBy: { id: 'asc' } });
    const completed = trips.filter((t) => t.status === 'completed');
    expect(trips.filter((t) => t.status !== 'completed' && t.rating !== null)).toEqual([]);
    const ratings = completed.flatMap((t) => (t.rating == null ? [] : [t.rating]));
    expect(ratings.length).toBeGreaterThan(completed.length * 0.75);
    expect(ratings.length).toBeLessThan(completed.length);
    expect(ratings.every((r) => Number.isInteger(r) && r >= 2 && r <= 5)).toBe(true);
    expect(ratings.filter((r) => r >= 4).length).toBeGreaterThan(ratings.length * 0.7);
    expect(ratings).toContain(3);
  });

  it('plans each trip with the road model and measures it along its breadcrumb, at plausible speeds', async () => {
    const em = services.orm.em.fork();
    const trips = await em.find(Trip, { organization: demoId }, { populate: ['stops'] });
    for (const t of trips) {
      const stops = t.stops.getItems().sort((a, b) => a.position - b.position);
      const places = stops.map((s) => {
        // As Create Trip resolves a stop typed by its English name.
        const found = resolvePlace(s.place);
        if (!found.ok) throw new Error(`${t.tripNumber}: ${s.place}`);
        expect(found.place.id).toBe(s.placeId);
        return found.place;
      });
      let km = 0;
      for (let i = 1; i < places.length; i++) km += roadKm(places[i - 1]!, places[i]!);
      expect(Number(t.plannedDistanceKm), t.tripNumber).toBe(Math.round(km * 10) / 10);
      const rows = await em.find(VehiclePosition, { trip: t.id }, { orderBy: { recordedAt: 'asc' } });
      const points = rows.map((p) => ({ lat: Number(p.lat), lon: Number(p.lon), recordedAt: p.recordedAt }));
      if (!t.startedAt) {
        expect(points, t.tripNumber).toEqual([]);
        continue;
      }
      expect(points.length, t.tripNumber).toBeGreaterThanOrEqual(2);
      const measured = Number(t.measuredDistanceKm);
      expect(measured).toBeCloseTo(breadcrumbKm(points), 2);
      if (t.status === 'completed') expect(Number(t.actualDistanceKm)).toBe(Math.round(measured * 10) / 10);
      expect(points[0]!.recordedAt.getTime()).toBeGreaterThanOrEqual(t.startedAt.getTime());
      expect(points.at(-1)!.recordedAt.getTime()).toBeLessThanOrEqual(
        (t.completedAt ?? t.cancelledAt ?? NOW).getTime(),
      );
      for (let i = 1; i < points.length; i++) {
        const hours = (points[i]!.recordedAt.getTime() - points[i - 1]!.recordedAt.getTime()) / 3_600_000;
        expect(hours).toBeGreaterThan(0);
        expect(greatCircleKm(points[i - 1]!, points[i]!) / hours).toBeLessThanOrEqual(100);
        expect(Number(rows[i]!.speedKmh)).toBeLessThanOrEqual(100);
      }
    }
  });

  it('gives every active vehicle a latest position, recent for the ones on the road', async () => {
    const em = services.orm.em.fork();
    for (const v of await em.find(Vehicle, { organization: demoId, status: 'active' })) {
      const [p] = await em.find(VehiclePosition, { vehicle: v.id }, { orderBy: { recordedAt: 'desc' }, limit: 1 });
      expect(p, v.licensePlate).toBeDefined();
      expect(p!.recordedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(p!.recordedAt.getTime()).toBeGreaterThan(NOW.getTime() - 60 * 60_000);
    }
  });

  it('is seeded once: a second seed adds nothing', async () => {
    const again = await seedDemoData(services.orm.em, { ...passwords, now: new Date(NOW.getTime() + 86_400_000) });
    expect(again.seeded).toBe(false);
    expect(again.counts).toEqual(first.counts);
  });
});
