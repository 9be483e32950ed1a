import { emissionsKg, vehicleFactor } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { allocateTrip, laneEmissions, stopOrderKm } from './model.ts';

describe('the carbon model (issue 19)', () => {
  it('is tonnes × km × factor', () => {
    // 2.5 t over 400 km at 0.107 kg/t·km = 107 kg.
    expect(emissionsKg(2500, 400, 0.107)).toBeCloseTo(107, 9);
    expect(vehicleFactor('heavy_truck', 'diesel')).toBe(0.107);
    expect(vehicleFactor('van', 'electric')).toBeCloseTo(0.27, 9);
  });

  it("allocates a trip's emissions by tonne-km: the shares add up to the trip's total", () => {
    const shares = allocateTrip(200, 0.25, [1000, 3000]);
    expect(shares).toEqual([50, 150]);
    expect(shares[0]! + shares[1]!).toBeCloseTo(emissionsKg(4000, 200, 0.25), 9);
  });

  it('takes the mode from the service and the lane distance with its detour factor', () => {
    const sea = laneEmissions({
      service: 'Sea Freight (LCL)',
      origin: 'Unknown',
      destination: 'Elsewhere',
      weightKg: 1000,
    });
    // Places not in the gazetteer: the sea assumption of 6,000 km × 1.5 detour at 0.016 kg/t·km.
    expect(sea).toEqual({ mode: 'sea', km: 9000, factor: 0.016, kgCo2e: 144 });
  });

  it('measures the planned stop order against the shortest one with the same ends', () => {
    const dubai = { lat: 25.204, lon: 55.27 };
    const abuDhabi = { lat: 24.454, lon: 54.377 };
    const sharjah = { lat: 25.346, lon: 55.421 };
    const jebelAli = { lat: 25.011, lon: 55.061 };
    const wasteful = stopOrderKm([dubai, abuDhabi, sharjah, jebelAli]);
    expect(wasteful.planned).toBeGreaterThan(wasteful.optimised + 10);
    const good = stopOrderKm([dubai, sharjah, abuDhabi, jebelAli]);
    expect(good.planned).toBeCloseTo(good.optimised, 6);
    expect(good.optimised).toBeCloseTo(wasteful.optimised, 6);
    expect(stopOrderKm([dubai, sharjah])).toEqual({ planned: expect.any(Number), optimised: expect.any(Number) });
  });
});
