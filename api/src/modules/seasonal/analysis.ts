import {
  addCalendarDays,
  calendarDayNumber,
  calendarDayOf,
  dubaiDayOf,
  isOnTime,
  nextSeason,
  SEASON_IDS,
  SEASONAL_MIN_WEEKS,
  type SeasonForecast,
  type SeasonHistory,
  type SeasonInsight,
  type SeasonOccurrence,
  seasonOccurrences,
} from '@qafila/contracts';
import { forecastWeekly } from '../predictive/forecast.ts';

/**
 * Seasonal Intelligence (issue 19, docs/calendar.md, ADR 0040): each season's past occurrences against the 4 weeks
 * before them, from the organization's bookings, and the forecast's adjustment for the next occurrence. Pure: the
 * service reads the shipments and passes them with the day.
 */

/** A shipment as the analysis needs it: its booking day (Asia/Dubai) and, when delivered, whether on time. */
export interface Booking {
  day: string;
  /** null: not delivered, or no estimated delivery (left out of on-time rates). */
  onTime: boolean | null;
}

/** The booking day and on-time state of a shipment (isOnTime, the one definition). */
export function bookingOf(
  createdAt: Date,
  estimatedDelivery: Date | null,
  deliveredAt: Date | null | undefined,
): Booking {
  return {
    day: dubaiDayOf(createdAt),
    onTime: estimatedDelivery && deliveredAt ? isOnTime(deliveredAt, estimatedDelivery) : null,
  };
}

/** The earliest booking day; null without bookings. */
export function firstDay(bookings: readonly Booking[]): string | null {
  let first: string | null = null;
  for (const b of bookings) if (first === null || b.day < first) first = b.day;
  return first;
}

/** The 28 days before a season are its baseline. */
export const BASELINE_DAYS = 28;

/** Monday of the week of a day (weeks run Monday to Sunday). */
export const weekStart = (day: string): string => {
  const n = calendarDayNumber(day);
  // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
  return calendarDayOf(n - ((((n + 3) % 7) + 7) % 7));
};

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

function windowOf(bookings: readonly Booking[], from: string, to: string) {
  const inside = bookings.filter((b) => b.day >= from && b.day <= to);
  const delivered = inside.filter((b) => b.onTime !== null);
  const onTime = delivered.filter((b) => b.onTime).length;
  const days = calendarDayNumber(to) - calendarDayNumber(from) + 1;
  return {
    count: inside.length,
    days,
    weekly: round((inside.length * 7) / days),
    onTimeRate: delivered.length ? round(onTime / delivered.length, 4) : null,
    onTimeSample: delivered.length,
  };
}

/** A past occurrence against its baseline. */
export function historyOf(bookings: readonly Booking[], o: SeasonOccurrence): SeasonHistory {
  const season = windowOf(bookings, o.start, o.end);
  const base = windowOf(bookings, addCalendarDays(o.start, -BASELINE_DAYS), addCalendarDays(o.start, -1));
  return {
    start: o.start,
    end: o.end,
    bookings: season.count,
    weeklyBookings: season.weekly,
    baselineBookings: base.count,
    baselineWeeklyBookings: base.weekly,
    volumeRatio: base.count ? round(season.count / season.days / (base.count / base.days), 4) : null,
    onTimeRate: season.onTimeRate,
    onTimeSample: season.onTimeSample,
    baselineOnTimeRate: base.onTimeRate,
    baselineOnTimeSample: base.onTimeSample,
  };
}

/** Weekly booking counts from the first booking's week to the last complete week before `today`'s, oldest first. */
export function weeklyCounts(bookings: readonly Booking[], today: string): number[] {
  if (!bookings.length) return [];
  const first = firstDay(bookings) ?? today;
  const origin = calendarDayNumber(weekStart(first));
  const weeks = Math.max(0, Math.floor((calendarDayNumber(weekStart(today)) - origin) / 7));
  const counts = new Array<number>(weeks).fill(0);
  for (const b of bookings) {
    const w = Math.floor((calendarDayNumber(b.day) - origin) / 7);
    if (w >= 0 && w < weeks) counts[w] = (counts[w] ?? 0) + 1;
  }
  return counts;
}

/**
 * The next occurrence's forecast: forecastWeekly's baseline for the occurrence's weeks (step 1 = this week) times the
 * pooled uplift of the past occurrences (all their weekly bookings over all their baselines' weekly bookings).
 */
export function forecastFor(
  counts: readonly number[],
  history: readonly SeasonHistory[],
  next: SeasonOccurrence,
  today: string,
): SeasonForecast | null {
  const counted = history.filter((h) => h.baselineBookings > 0);
  if (counts.length < SEASONAL_MIN_WEEKS || !counted.length) return null;
  const days = (h: SeasonHistory) => calendarDayNumber(h.end) - calendarDayNumber(h.start) + 1;
  const seasonRate = counted.reduce((a, h) => a + h.bookings, 0) / counted.reduce((a, h) => a + days(h), 0);
  const baseRate = counted.reduce((a, h) => a + h.baselineBookings, 0) / (counted.length * BASELINE_DAYS);
  const uplift = seasonRate / baseRate;
  const thisWeek = calendarDayNumber(weekStart(today));
  const stepOf = (day: string) => Math.floor((calendarDayNumber(weekStart(day)) - thisWeek) / 7) + 1;
  const firstStep = stepOf(next.start > today ? next.start : today);
  const horizonWeeks = stepOf(next.end);
  const points = forecastWeekly(counts, horizonWeeks).points.filter((p) => p.step >= firstStep);
  const mean = (f: (p: (typeof points)[number]) => number) => points.reduce((a, p) => a + f(p), 0) / points.length;
  const baselineWeekly = mean((p) => p.value);
  return {
    baselineWeekly: round(baselineWeekly),
    uplift: round(uplift, 4),
    adjustedWeekly: round(baselineWeekly * uplift),
    lowWeekly: round(mean((p) => p.lower) * uplift),
    highWeekly: round(mean((p) => p.upper) * uplift),
    horizonWeeks,
  };
}

/** Every season: its next occurrence, the past ones inside the history (baseline included), the forecast. */
export function seasonalInsights(bookings: readonly Booking[], today: string): SeasonInsight[] {
  const counts = weeklyCounts(bookings, today);
  const first = firstDay(bookings);
  return SEASON_IDS.map((season) => {
    const next = nextSeason(season, today);
    const past = first
      ? seasonOccurrences(season, addCalendarDays(first, BASELINE_DAYS), today).filter((o) => o.end < today)
      : [];
    const history = past.map((o) => historyOf(bookings, o));
    return { season, next, history, forecast: forecastFor(counts, history, next, today) };
  });
}
