import { CreateDriver, CreateVehicle, EMIRATES, normaliseUaePlate, VEHICLE_TYPES } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ensureCatalogue } from '../src/db/catalogue.ts';
import { Driver, Organization, Vehicle, VehicleService } from '../src/db/entities/index.ts';
import { migrate } from '../src/db/orm.ts';
import { withOrmContext } from '../src/db/orm-context.ts';
import { type SeedResult, seedDemoData } from '../src/db/seed.ts';
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

  it('is seeded once: a second seed adds nothing', async () => {
    const again = await seedDemoData(services.orm.em, { ...passwords, now: new Date(NOW.getTime() + 86_400_000) });
    expect(again.seeded).toBe(false);
    expect(again.counts).toEqual(first.counts);
  });
});
