import { describe, expect, it } from 'vitest';
import { type Booking, forecastFor, historyOf, weeklyCounts, weekStart } from './analysis.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

describe('seasonal analysis', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-24')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
  });

  it('compares a season with the 28 days before it, with on-time rates on delivered shipments only', () => {
    const bookings: Booking[] = [
      // Before: 4 bookings in 28 days (1 a week), 3 delivered, 2 on time.
      { day: '2026-01-22', onTime: true },
      { day: '2026-01-29', onTime: true },
      { day: '2026-02-05', onTime: false },
      { day: '2026-02-12', onTime: null },
      // Season (14 days): 6 bookings (3 a week), 2 delivered, 1 on time.
      { day: '2026-02-18', onTime: true },
      { day: '2026-02-19', onTime: false },
      { day: '2026-02-20', onTime: null },
      { day: '2026-02-24', onTime: null },
      { day: '2026-02-25', onTime: null },
      { day: '2026-03-03', onTime: null },
      // After: not counted.
      { day: '2026-03-04', onTime: true },
    ];
    const h = historyOf(bookings, {
      season: 'ramadan',
      start: '2026-02-18',
      end: '2026-03-03',
      status: 'expected',
      source: null,
    });
    expect(h).toEqual({
      start: '2026-02-18',
      end: '2026-03-03',
      bookings: 6,
      weeklyBookings: 3,
      baselineBookings: 4,
      baselineWeeklyBookings: 1,
      volumeRatio: 3,
      onTimeRate: 0.5,
      onTimeSample: 2,
      baselineOnTimeRate: 0.6667,
      baselineOnTimeSample: 3,
    });
  });

  it('counts complete weeks only and scales the forecast baseline by the pooled uplift', () => {
    // Ten bookings a week for 20 weeks from Monday 5 January 2026; today is in week 21.
    const bookings: Booking[] = [];
    for (let w = 0; w < 20; w++)
      for (let i = 0; i < 10; i++) bookings.push({ day: day(4 + w * 7 + (i % 7)), onTime: null });
    const today = day(4 + 20 * 7 + 2);
    expect(weeklyCounts(bookings, today)).toEqual(new Array(20).fill(10));
    const history = [
      { start: '2025-03-01', end: '2025-03-14', bookings: 40, baselineBookings: 40 }, // 20 a week against 10
      { start: '2025-09-01', end: '2025-09-14', bookings: 20, baselineBookings: 40 }, // 10 a week against 10
    ].map((h) => ({
      ...h,
      weeklyBookings: 0,
      baselineWeeklyBookings: 0,
      volumeRatio: null,
      onTimeRate: null,
      onTimeSample: 0,
      baselineOnTimeRate: null,
      baselineOnTimeSample: 0,
    }));
    const next = {
      season: 'ramadan' as const,
      start: day(4 + 22 * 7),
      end: day(4 + 23 * 7 + 6),
      status: 'expected' as const,
      source: null,
    };
    const f = forecastFor(weeklyCounts(bookings, today), history, next, today);
    // Pooled: 60 bookings in 28 days against 80 in 56 → 15 against 10 a week → 1.5; a flat series forecasts 10.
    expect(f).toMatchObject({ uplift: 1.5, baselineWeekly: 10, adjustedWeekly: 15, horizonWeeks: 4 });
    // No past occurrence with a baseline: not enough history.
    expect(forecastFor(weeklyCounts(bookings, today), [], next, today)).toBeNull();
    expect(forecastFor([1, 2, 3], history, next, today)).toBeNull();
  });
});
