import { describe, expect, it } from 'vitest';
import { DepartureAdvice, OptimizedRoute, OptimizeRouteRequest, ROUTE_MAX_WAYPOINTS } from './fleet-route.ts';

const messages = (input: unknown) => OptimizeRouteRequest.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('fleet route contract', () => {
  it('accepts places by name or coordinates, trimmed', () => {
    const body = OptimizeRouteRequest.parse({
      startLocation: '  Jebel Ali Port ',
      endLocation: 'الشارقة',
      waypoints: ['Deira', '25.2, 55.3'],
      departure: '2026-11-24T07:00:00+04:00',
      vehicleType: 'heavy_truck',
    });
    expect(body.startLocation).toBe('Jebel Ali Port');
    expect(OptimizeRouteRequest.parse({ startLocation: 'Dubai', waypoints: [] }).endLocation).toBeUndefined();
  });

  it('refuses bad input with messages written for people', () => {
    const waypoints = Array.from({ length: ROUTE_MAX_WAYPOINTS + 1 }, () => 'Deira');
    expect(messages({ startLocation: 'Dubai', waypoints })).toEqual([
      'a route takes at most 25 waypoints besides its start and end',
    ]);
    expect(messages({ startLocation: '  ', waypoints: [] })).toEqual(['startLocation must name a place']);
    expect(messages({ startLocation: 'Dubai\u0000', waypoints: [] })).toEqual([
      'startLocation must not contain control characters (U+0000)',
    ]);
    expect(messages({ startLocation: 'Dubai', waypoints: [], vehicleType: 'tank' })).toEqual([
      'vehicleType must be one of van, light_truck, heavy_truck, reefer, motorbike',
    ]);
    expect(messages({ startLocation: 'Dubai', waypoints: 'Deira' })).toEqual(['waypoints must be a list of places']);
  });

  it('describes an optimised route and each kind of advice', () => {
    const at = '2026-11-24T03:00:00.000Z';
    const stop = {
      id: 'deira',
      en: 'Deira',
      ar: 'ديرة',
      kind: 'district',
      lat: 25.27,
      lon: 55.31,
      input: 'Deira',
      arrivesAt: at,
    };
    const leg = {
      from: 'deira',
      to: 'deira',
      km: 0,
      minutes: 0,
      driveMinutes: 0,
      waitMinutes: 0,
      departsAt: at,
      arrivesAt: at,
    };
    const route = {
      stops: [stop, stop],
      legs: [leg],
      totalKm: 0,
      totalMinutes: 0,
      departure: at,
      eta: at,
      roundTrip: true,
      vehicleType: 'van',
      exact: true,
      advice: { code: 'leave_now' },
      estimate: true,
      method: 'model',
      solver: 'held_karp',
    };
    expect(OptimizedRoute.parse(route)).toEqual(route);
    expect(OptimizedRoute.safeParse({ ...route, estimate: false }).success).toBe(false);
    const ban = { zone: 'dubai', authority: 'Dubai RTA', roads: ['E11'], window: { start: '06:30', end: '08:30' } };
    for (const advice of [
      { code: 'leave_after_truck_ban', leaveAfter: '08:30', waitMinutes: 90, ...ban },
      { code: 'truck_ban_wait_on_route', stop: 1, waitMinutes: 30, ...ban },
      { code: 'peak_traffic', zone: 'abu_dhabi', leaveAfter: '09:00', extraMinutes: 20 },
    ]) {
      expect(DepartureAdvice.parse(advice)).toEqual(advice);
    }
  });
});
