import { ROUTE_MAX_WAYPOINTS } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { messages } from './RouteOptimizer.messages.ts';
import { emptyRouteForm, routeFormValues, validateRoute } from './validation.ts';

describe('validateRoute', () => {
  it('requires a start, and words an empty stop for the stop', () => {
    const result = validateRoute({ ...emptyRouteForm, waypoints: ['Al Quoz', '  '] });
    expect(result).toEqual({
      ok: false,
      errors: { start: messages.placeRequired, 'waypoint:1': messages.waypointRequired },
    });
  });

  it('refuses text the API refuses: too long, control characters', () => {
    const result = validateRoute({ ...emptyRouteForm, start: 'x'.repeat(201), end: 'Dubai\u0000' });
    expect(result).toEqual({ ok: false, errors: { start: messages.placeTooLong, end: messages.placeInvalid } });
  });

  it('sends trimmed places, no end for a round trip, the departure in UAE time', () => {
    const result = validateRoute({
      start: ' Jebel Ali Port ',
      end: ' ',
      waypoints: ['DXB ', '25.2, 55.3'],
      vehicleType: 'reefer',
      departure: '2026-03-02T06:45',
    });
    expect(result).toEqual({
      ok: true,
      request: {
        startLocation: 'Jebel Ali Port',
        waypoints: ['DXB', '25.2, 55.3'],
        vehicleType: 'reefer',
        departure: '2026-03-02T06:45:00+04:00',
      },
    });
  });

  it('keeps at most ROUTE_MAX_WAYPOINTS stops', () => {
    const waypoints = Array.from({ length: ROUTE_MAX_WAYPOINTS + 2 }, () => 'Dubai');
    const result = validateRoute({ ...emptyRouteForm, start: 'Sharjah', waypoints });
    expect(result.ok && result.request.waypoints).toHaveLength(ROUTE_MAX_WAYPOINTS);
  });
});

describe('routeFormValues', () => {
  it('shows a request departure in UAE time', () => {
    expect(
      routeFormValues({ startLocation: 'Dubai', waypoints: [], departure: '2026-03-02T02:45:00.000Z' }).departure,
    ).toBe('2026-03-02T06:45');
  });
});
