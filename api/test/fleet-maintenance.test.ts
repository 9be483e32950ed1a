import { MaintenancePrediction } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Vehicle as VehicleRow } from '../src/db/entities/index.ts';
import {
  type MaintenanceInput,
  predictMaintenance,
  RISK_THRESHOLDS,
  riskLevelFor,
  summerDaysBetween,
} from '../src/modules/fleet/maintenance.ts';
import { addVehicle } from './fleet-helpers.ts';
import { type Actors, json, requestJson, startFleetServer, type TestServer } from './helpers.ts';

/** A moment in Asia/Dubai. */
const dubai = (iso: string) => new Date(`${iso}+04:00`);
const weightSum = (p: MaintenancePrediction) => p.reasons.reduce((sum, r) => sum + r.weight, 0);
const reason = (p: MaintenancePrediction, factor: string) => p.reasons.find((r) => r.factor === factor)!;

/** A diesel van of model year 2024 serviced on 1 November 2025: 10,000 km / 6 months, no heat, no age. */
const van = (fields: Partial<MaintenanceInput> = {}): MaintenanceInput => ({
  id: 1,
  vehicleType: 'van',
  fuelType: 'diesel',
  year: 2024,
  mileageKm: 45_000,
  services: [{ date: '2025-11-01', odometerKm: 40_000, kind: 'oil_change' }],
  ...fields,
});
const winter = dubai('2026-01-01T09:00:00');

describe('predictMaintenance (pure)', () => {
  it('answers an estimate of the documented shape, weights summing to 1, dated in Asia/Dubai', () => {
    const p = predictMaintenance(van(), winter);
    expect(MaintenancePrediction.parse(p)).toEqual(p);
    expect(p.estimate).toBe(true);
    expect(p.method).toMatch(/docs\/estimates\.md/);
    expect(p.computedAt).toBe('2026-01-01T09:00:00+04:00');
    expect(p.interval).toEqual({ km: 10_000, months: 6, effectiveKm: 10_000, effectiveDays: 183 });
    expect(p.nextServiceKm).toBe(50_000);
    expect(p.kmRemaining).toBe(5_000);
    expect(weightSum(p)).toBeCloseTo(1, 9);
    // Late evening UTC is already the next day in Dubai.
    expect(predictMaintenance(van(), new Date('2025-12-31T21:00:00Z')).computedAt).toBe('2026-01-01T01:00:00+04:00');
  });

  it.each([
    ['van', 'electric', 25_000, 12],
    ['light_truck', 'diesel', 10_000, 6],
    ['light_truck', 'hybrid', 15_000, 12],
    ['heavy_truck', 'diesel', 20_000, 6],
    ['heavy_truck', 'cng', 15_000, 6],
    ['heavy_truck', 'electric', 30_000, 12],
    ['reefer', 'petrol', 15_000, 6],
    ['motorbike', 'petrol', 5_000, 6],
    ['motorbike', 'electric', 10_000, 12],
  ] as const)('takes the documented interval of a %s on %s', (vehicleType, fuelType, km, months) => {
    expect(predictMaintenance(van({ vehicleType, fuelType }), winter).interval).toMatchObject({ km, months });
  });

  it('without a service history counts the km from 0 and says so', () => {
    const p = predictMaintenance(van({ services: [], mileageKm: 3_000, year: 2026 }), dubai('2026-03-01T10:00:00'));
    expect(p.lastService).toBeNull();
    const km = reason(p, 'km_since_service');
    expect(km).toMatchObject({ value: 3_000, basis: 'no_history' });
    expect(km.effect).toMatch(/No service in the history: 3000 km counted from 0 km/);
    expect(reason(p, 'time_since_service').value).toBe(59); // since 1 January of the model year
    expect(reason(p, 'daily_km')).toMatchObject({ value: 150, basis: 'type_default' });
    expect(reason(p, 'daily_km').effect).toMatch(/default for a van/);
    expect(p.nextServiceKm).toBe(10_000);
    expect(weightSum(p)).toBeCloseTo(1, 9);
  });

  it('takes the daily km from two dated odometer readings of the history', () => {
    const p = predictMaintenance(
      van({
        mileageKm: 41_500,
        services: [
          { date: '2025-12-01', odometerKm: 41_000, kind: 'tyres' },
          { date: '2025-11-01', odometerKm: 40_000, kind: 'oil_change' },
        ],
      }),
      winter,
    );
    // 1,000 km in 30 days; the tyres do not restart the interval, the oil change does.
    expect(reason(p, 'daily_km')).toMatchObject({ value: 33.3, basis: 'odometer_readings' });
    expect(reason(p, 'daily_km').effect).toMatch(/odometer readings of 2025-11-01 and 2025-12-01/);
    expect(p.lastService).toEqual({ date: '2025-11-01', odometerKm: 40_000 });
    expect(reason(p, 'km_since_service').effect).toMatch(/^1500 km since the oil change service of 2025-11-01/);
    expect(p.kmRemaining).toBe(8_500);
    // km run out in 255 days at that rate; the time (183 − 61 = 122 days) first.
    expect(p.daysRemaining).toBe(122);
    expect(p.nextServiceDate).toBe('2026-05-03');
  });

  it('counts the summer months (June–September) across a year boundary', () => {
    // 16–31 August and September 2025, then June and 1–10 July 2026: 16 + 30 + 30 + 10 = 86 days.
    expect(summerDaysBetween('2025-08-15', '2026-07-10')).toBe(86);
    expect(summerDaysBetween('2025-10-01', '2026-05-31')).toBe(0);
    expect(summerDaysBetween('2024-05-31', '2025-09-30')).toBe(244);
    const p = predictMaintenance(
      van({ services: [{ date: '2025-08-15', odometerKm: 40_000, kind: 'scheduled' }], mileageKm: 41_000 }),
      dubai('2026-07-10T12:00:00'),
    );
    const heat = reason(p, 'summer_heat');
    expect(heat.value).toBe(2.8); // 86 / 30.5
    expect(heat.effect).toMatch(/shortens the interval by 14 %/);
    expect(p.interval.effectiveKm).toBe(8_590);
    expect(heat.weight).toBeGreaterThan(0);
    expect(weightSum(p)).toBeCloseTo(1, 9);
  });

  it('caps the heat at one summer and shortens more for a reefer', () => {
    const at = dubai('2026-10-01T08:00:00');
    const services = [{ date: '2024-05-01', odometerKm: 0, kind: 'scheduled' as const }];
    expect(predictMaintenance(van({ services }), at).interval.effectiveKm).toBe(8_000);
    const reefer = predictMaintenance(van({ services, vehicleType: 'reefer' }), at);
    expect(reefer.interval.effectiveKm).toBe(10_500); // 15,000 × (1 − 4 × 7.5 %)
  });

  it('shortens the interval of a vehicle older than 5 years', () => {
    const p = predictMaintenance(van({ year: 2016 }), winter);
    expect(reason(p, 'vehicle_age')).toMatchObject({ value: 10 });
    expect(p.interval.effectiveKm).toBe(9_000); // 5 years beyond the first 5: 10 % shorter
    expect(reason(p, 'vehicle_age').weight).toBeGreaterThan(0);
    expect(weightSum(p)).toBeCloseTo(1, 9);
  });

  it.each([
    [7_499, 'low'],
    [7_500, 'medium'],
    [8_999, 'medium'],
    [9_000, 'high'],
    [9_999, 'high'],
    [10_000, 'overdue'],
  ] as const)('risk at %i km of a 10,000 km interval is %s', (km, level) => {
    const p = predictMaintenance(van({ mileageKm: 40_000 + km }), winter);
    expect(p.riskLevel).toBe(level);
    expect(weightSum(p)).toBeCloseTo(1, 9);
  });

  it('puts the thresholds at 75 %, 90 % and 100 % of the interval used', () => {
    expect(RISK_THRESHOLDS).toEqual({ medium: 0.75, high: 0.9, overdue: 1 });
    expect([0, 0.7499, 0.75, 0.8999, 0.9, 0.9999, 1, 3].map(riskLevelFor)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'overdue',
      'overdue',
    ]);
  });

  it('a vehicle overdue by km: negative km remaining, and the km weigh in its risk', () => {
    const p = predictMaintenance(van({ mileageKm: 51_500 }), winter);
    expect(p.riskLevel).toBe('overdue');
    expect(p.kmRemaining).toBe(-1_500);
    expect(p.daysRemaining).toBe(-10); // 1,500 km at the van's default 150 km a day
    expect(p.nextServiceDate).toBe('2025-12-22');
    expect(reason(p, 'km_since_service').weight).toBe(1);
    expect(reason(p, 'time_since_service').weight).toBe(0);
  });

  it('a vehicle overdue by time: little driven, but more than the months of its interval ago', () => {
    const p = predictMaintenance(
      van({ mileageKm: 42_000, services: [{ date: '2025-10-01', odometerKm: 40_000, kind: 'scheduled' }] }),
      dubai('2026-05-01T08:00:00'),
    );
    expect(p.riskLevel).toBe('overdue');
    expect(p.kmRemaining).toBe(8_000);
    expect(p.daysRemaining).toBe(183 - 212);
    expect(reason(p, 'time_since_service')).toMatchObject({ value: 212, weight: 1 });
    expect(reason(p, 'km_since_service').weight).toBe(0);
  });

  it('a vehicle serviced today has nothing used: the km carry the whole weight', () => {
    const p = predictMaintenance(
      van({ mileageKm: 40_000, services: [{ date: '2026-01-01', odometerKm: 40_000, kind: 'scheduled' }] }),
      winter,
    );
    expect(p.riskLevel).toBe('low');
    expect(p.reasons.map((r) => r.weight)).toEqual([1, 0, 0, 0, 0]);
  });
});

describe('POST /api/fleet/maintenance/predict/:id', () => {
  let srv: TestServer;
  let actors: Actors;
  beforeAll(async () => {
    ({ srv, actors } = await startFleetServer());
  });
  afterAll(() => srv.close());

  /** A 2022 light truck at 60,000 km with no service history. */
  const addTruck = () => addVehicle(srv, actors.staffSame.token, { year: 2022, mileageKm: 60_000 });
  const predict = (id: number, token?: string) =>
    requestJson(srv, 'POST', `/api/fleet/maintenance/predict/${id}`, token);

  it('answers the organization’s staff and admins; 404 to another organization; 401 and 403 to others', async () => {
    const { id } = await addTruck();
    for (const token of [actors.staffSame.token, actors.orgAdminSame.token]) {
      const res = await predict(id, token);
      expect(res.status).toBe(200);
      const body = MaintenancePrediction.parse(await json(res));
      expect(body).toMatchObject({ vehicleId: id, estimate: true, lastService: null });
      expect(reason(body, 'km_since_service').basis).toBe('no_history');
      expect(weightSum(body)).toBeCloseTo(1, 9);
    }
    for (const token of [actors.staffOther.token, actors.orgAdminOther.token]) {
      expect((await predict(id, token)).status).toBe(404);
    }
    expect((await predict(id, actors.customerA.token)).status).toBe(403);
    expect((await predict(id)).status).toBe(401);
    expect((await predict(2_000_000_000, actors.staffSame.token)).status).toBe(404);
  });

  it('uses the service history: last service and the daily km from its two readings; stores nothing', async () => {
    const { id } = await addTruck();
    for (const [date, odometerKm] of [
      ['2025-06-01', 50_000],
      ['2025-12-01', 58_000],
    ] as const) {
      const res = await requestJson(srv, 'POST', `/api/fleet/vehicles/${id}/services`, actors.staffSame.token, {
        date,
        odometerKm,
        kind: 'scheduled',
        costAed: 900,
      });
      expect(res.status).toBe(201);
    }
    const before = await srv.services.orm.em.fork().findOneOrFail(VehicleRow, id);
    const body = MaintenancePrediction.parse(await json(await predict(id, actors.staffSame.token)));
    expect(body.lastService).toEqual({ date: '2025-12-01', odometerKm: 58_000 });
    expect(reason(body, 'km_since_service')).toMatchObject({ value: 2_000, basis: 'last_service' });
    expect(reason(body, 'daily_km')).toMatchObject({ value: 43.7, basis: 'odometer_readings' }); // 8,000 km in 183 days
    const after = await srv.services.orm.em.fork().findOneOrFail(VehicleRow, id);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('refuses a retired vehicle with 409 and a clear message', async () => {
    const { id } = await addTruck();
    expect((await requestJson(srv, 'DELETE', `/api/fleet/vehicles/${id}`, actors.staffSame.token)).status).toBe(200);
    const res = await predict(id, actors.staffSame.token);
    expect(res.status).toBe(409);
    expect((await json(res)).error).toBe(`Vehicle #${id} is retired: it has no next service to predict`);
  });
});
