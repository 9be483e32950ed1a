import { TRIP_MAX_SHIPMENTS } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { emptyTripForm, RATING_CHOICES, type TripFormValues, validateCompletion, validateTrip } from './validation.ts';

const filled: TripFormValues = {
  vehicleId: '1',
  driverId: '21',
  stops: [' Dubai ', 'جبل علي', '25.2, 55.5'],
  shipmentIds: [104, 106],
  plannedDate: '2026-11-25',
  plannedTime: '09:30',
  notes: '  ',
};

describe('validateTrip', () => {
  it('builds CreateTrip: trimmed stops in order, the planned start in Dubai time, no blank notes', () => {
    expect(validateTrip(filled)).toEqual({
      ok: true,
      request: {
        vehicleId: 1,
        driverId: 21,
        stops: ['Dubai', 'جبل علي', '25.2, 55.5'],
        shipmentIds: [104, 106],
        plannedStart: '2026-11-25T09:30:00+04:00',
      },
    });
  });

  it('names every missing field and each blank or long stop', () => {
    const checked = validateTrip({ ...emptyTripForm(), stops: ['Dubai', '', 'x'.repeat(201)] });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['driverId', 'plannedDate', 'stops', 'vehicleId']);
    expect(checked.stopErrors.map((error) => error?.message.id)).toEqual([
      undefined,
      'dashboard.fleet.error.required',
      'dashboard.fleet.error.tooLong',
    ]);
  });

  it('refuses an impossible time, notes over 1000 characters and too many shipments', () => {
    const checked = validateTrip({
      ...filled,
      plannedTime: '9:30',
      notes: 'n'.repeat(1001),
      shipmentIds: Array.from({ length: TRIP_MAX_SHIPMENTS + 1 }, (_, i) => i + 1),
    });
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(['notes', 'plannedDate', 'shipmentIds']);
  });
});

describe('validateCompletion', () => {
  const values = (actualDistanceKm: string, rating = '') => ({ actualDistanceKm, rating });

  it.each([
    ['', { ok: true, request: undefined }],
    ['87.5', { ok: true, request: { actualDistanceKm: 87.5 } }],
    ['٨٧٫٥', { ok: true, request: { actualDistanceKm: 87.5 } }],
  ])('%j is accepted', (text, result) => {
    expect(validateCompletion(values(text))).toEqual(result);
  });

  it.each(['-1', '10001', 'far'])('%j is refused', (text) => {
    const checked = validateCompletion(values(text));
    expect(checked.ok).toBe(false);
    expect(checked.ok ? undefined : Object.keys(checked.errors)).toEqual(['actualDistanceKm']);
  });

  it.each([
    ['', '4', { rating: 4 }],
    ['87.5', '1', { actualDistanceKm: 87.5, rating: 1 }],
    ['', '5', { rating: 5 }],
  ])('sends the rating chosen: %j km, rating %j', (text, rating, request) => {
    expect(validateCompletion(values(text, rating))).toEqual({ ok: true, request });
  });

  it('offers no rating first, then 1 to 5', () => {
    expect(RATING_CHOICES).toEqual(['', '1', '2', '3', '4', '5']);
  });

  it.each(['0', '6', '2.5', 'x'])('refuses the rating %j, naming the field', (rating) => {
    const checked = validateCompletion(values('', rating));
    expect(checked.ok ? undefined : Object.keys(checked.errors)).toEqual(['rating']);
  });
});
