import { describe, expect, it } from 'vitest';
import {
  DUBAI_CLIMATE_NORMALS,
  diurnalTemperature,
  dubaiClock,
  estimateCarbonSaved,
  estimateDubaiTemperature,
  estimateTraffic,
  findPlace,
  greatCircleKm,
  laneDistanceKm,
  modeOf,
  normalsOn,
  shipmentSavingKg,
} from './environment.ts';

/** A moment given as Dubai wall-clock time (UTC+4). */
const dubai = (iso: string) => new Date(`${iso}+04:00`);

describe('Dubai clock', () => {
  it('reads the local date, weekday and hour in Asia/Dubai', () => {
    expect(dubaiClock(new Date('2026-11-20T21:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      weekday: 6,
      hour: 1.5,
    });
  });
});

describe('temperature estimate', () => {
  it('holds each month’s normals at mid-month and moves smoothly between months', () => {
    expect(normalsOn(2026, 7, 16).max).toBeCloseTo(40.8, 1);
    expect(normalsOn(2026, 1, 16).min).toBeCloseTo(14.7, 1);
    const endJan = normalsOn(2026, 1, 31);
    const startFeb = normalsOn(2026, 2, 1);
    expect(Math.abs(endJan.max - startFeb.max)).toBeLessThan(0.2);
    // Across the year's turn too.
    expect(Math.abs(normalsOn(2026, 12, 31).max - normalsOn(2027, 1, 1).max)).toBeLessThan(0.2);
  });

  it('follows the diurnal curve: coldest at 06:00, warmest at 15:00, continuous at midnight', () => {
    const n = { max: 40, min: 30 };
    expect(diurnalTemperature(n, 6)).toBeCloseTo(30);
    expect(diurnalTemperature(n, 15)).toBeCloseTo(40);
    expect(diurnalTemperature(n, 10.5)).toBeCloseTo(35);
    expect(Math.abs(diurnalTemperature(n, 23.999) - diurnalTemperature(n, 0))).toBeLessThan(0.01);
    for (let h = 0; h < 24; h += 0.25) {
      const t = diurnalTemperature(n, h);
      expect(t).toBeGreaterThanOrEqual(30 - 1e-9);
      expect(t).toBeLessThanOrEqual(40 + 1e-9);
    }
  });

  it('gives a summer afternoon and a winter dawn their normal values', () => {
    expect(estimateDubaiTemperature(dubai('2026-07-16T15:00:00'))).toBeCloseTo(40.8, 0);
    expect(estimateDubaiTemperature(dubai('2026-01-16T06:00:00'))).toBeCloseTo(14.7, 0);
    const year = Array.from({ length: 365 * 4 }, (_, i) =>
      estimateDubaiTemperature(new Date(Date.UTC(2026, 0, 1) + i * 6 * 3_600_000)),
    );
    expect(Math.min(...year)).toBeGreaterThanOrEqual(Math.min(...DUBAI_CLIMATE_NORMALS.map((n) => n.min)) - 0.1);
    expect(Math.max(...year)).toBeLessThanOrEqual(Math.max(...DUBAI_CLIMATE_NORMALS.map((n) => n.max)) + 0.1);
  });
});

describe('traffic estimate', () => {
  it.each([
    ['2026-11-16T08:00:00', 'heavy'], // Monday morning rush
    ['2026-11-19T18:00:00', 'heavy'], // Thursday evening rush
    ['2026-11-17T12:00:00', 'moderate'], // Tuesday midday
    ['2026-11-18T03:00:00', 'light'], // Wednesday night
    ['2026-11-20T13:30:00', 'light'], // Friday prayer
    ['2026-11-20T12:30:00', 'moderate'], // Friday, leaving work before the prayer
    ['2026-11-20T08:00:00', 'heavy'], // Friday is a (short) working day
    ['2026-11-21T08:00:00', 'light'], // Saturday morning
    ['2026-11-22T19:00:00', 'heavy'], // Sunday evening out
  ] as const)('%s (Dubai) is %s', (at, level) => {
    expect(estimateTraffic(dubai(at))).toBe(level);
  });
});

describe('carbon estimate', () => {
  it('places lanes with the gazetteer and measures great-circle distances', () => {
    expect(greatCircleKm(findPlace('Dubai, UAE')!, findPlace('Abu Dhabi, UAE')!)).toBeGreaterThan(110);
    expect(greatCircleKm(findPlace('Dubai, UAE')!, findPlace('Abu Dhabi, UAE')!)).toBeLessThan(135);
    // The longest name wins: Jebel Ali Free Zone, not Dubai.
    expect(findPlace('Jebel Ali Free Zone, Dubai')).toMatchObject({ lat: 25.011, lon: 55.106 });
    expect(laneDistanceKm({ origin: 'Atlantis', destination: 'Dubai' }, 'sea')).toBe(6000);
  });

  it('knows the mode of a service from its name or, for parcels, its lane', () => {
    expect(modeOf({ service: 'Sea Freight (FCL)', origin: 'Shanghai', destination: 'Dubai' })).toBe('sea');
    expect(modeOf({ service: 'freight_air', origin: 'Dubai', destination: 'Sharjah' })).toBe('air');
    expect(modeOf({ service: 'Same-day Courier', origin: 'Dubai', destination: 'Fujairah' })).toBe('road');
    expect(modeOf({ service: 'express', origin: 'Dubai, UAE', destination: 'Muscat, Oman' })).toBe('road');
    expect(modeOf({ service: 'express', origin: 'London, United Kingdom', destination: 'Dubai' })).toBe('air');
  });

  it('saves against road by sea, nothing by road, and loses by air; the total never goes below zero', () => {
    const sea = {
      service: 'freight_sea',
      origin: 'Shanghai, China',
      destination: 'Jebel Ali, Dubai',
      weightKg: 10_000,
    };
    const road = { service: 'freight_road', origin: 'Riyadh', destination: 'Dubai', weightKg: 10_000 };
    const air = { service: 'freight_air', origin: 'Mumbai', destination: 'Abu Dhabi', weightKg: 1_000 };
    expect(shipmentSavingKg(sea)).toBeGreaterThan(0);
    expect(shipmentSavingKg(road)).toBe(0);
    expect(shipmentSavingKg(air)).toBeLessThan(0);
    // 10 t × ~6,400 km: road 1.25 × 0.107, sea 1.5 × 0.016 kg/t-km → about 7 t saved.
    expect(estimateCarbonSaved([sea])).toBeGreaterThan(6);
    expect(estimateCarbonSaved([sea])).toBeLessThan(8);
    expect(estimateCarbonSaved([air])).toBe(0);
    expect(estimateCarbonSaved([])).toBe(0);
  });
});
