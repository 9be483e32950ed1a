import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { CalendarDate } from './fleet.ts';

/**
 * The Islamic calendar, UAE public holidays and business days (issue 19, docs/calendar.md, ADR 0040). Pure code shared
 * by the API (ETA, Cargo Management's expected delivery, the calendar and seasonal routes) and the UI.
 *
 * Days are calendar days written 'YYYY-MM-DD' (a day of the Asia/Dubai calendar; no time zone involved). Hijri dates
 * are those of the Umm al-Qura calendar as `Intl.DateTimeFormat` with `calendar: 'islamic-umalqura'` names them (ICU's
 * tables, the same in Node and Chromium). The UAE fixes the Hijri-based holidays by moon sighting: a date computed
 * here is "expected", unless the table of official dates below has the date the UAE announced.
 */

const DAY_MS = 86_400_000;

/** A date of the Umm al-Qura calendar; month 1 = Muharram … 9 = Ramadan, 10 = Shawwal, 12 = Dhu al-Hijjah. */
export const HijriDate = z
  .object({ year: z.number().int(), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(30) })
  .meta({ id: 'HijriDate' });
export type HijriDate = z.infer<typeof HijriDate>;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day. */
export const calendarDayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
/** The 'YYYY-MM-DD' day of a day number. */
export const calendarDayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The day `n` days after `day` (before when negative). */
export const addCalendarDays = (day: string, n: number): string => calendarDayOf(calendarDayNumber(day) + n);
/** Day of the week of a day: 0 = Sunday … 6 = Saturday. */
export const calendarWeekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The Asia/Dubai calendar day of a moment (UTC+4 all year, no daylight saving). */
export const dubaiDayOf = (at: Date): string => new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

let hijriFormat: Intl.DateTimeFormat | undefined;
const hijriCache = new Map<number, HijriDate>();

/** The Umm al-Qura date of a Gregorian day. */
export function toHijri(day: string): HijriDate {
  const n = calendarDayNumber(day);
  const cached = hijriCache.get(n);
  if (cached) return cached;
  hijriFormat ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = hijriFormat.formatToParts(new Date(n * DAY_MS));
  const part = (type: string) => Number.parseInt(parts.find((p) => p.type === type)?.value ?? '', 10);
  const hijri = { year: part('year'), month: part('month'), day: part('day') };
  if (hijriCache.size > 5000) hijriCache.clear();
  hijriCache.set(n, hijri);
  return hijri;
}

const hijriIndex = (h: HijriDate) => (h.year * 12 + h.month - 1) * 31 + h.day;

/**
 * The Gregorian day of an Umm al-Qura date, found by searching days from an arithmetic estimate (ICU converts one way
 * only); null when the month has no such day (30 of a 29-day month).
 */
export function fromHijri(hijri: HijriDate): string | null {
  // The arithmetic calendar's estimate: 1 Muharram 1 AH = 622-07-16 (day -492148); it is within two days.
  let n = Math.round(-492148 + (hijri.year - 1) * 354.36667 + (hijri.month - 1) * 29.530588 + hijri.day - 1);
  const target = hijriIndex(hijri);
  for (let step = 0; step < 60; step++) {
    const here = toHijri(calendarDayOf(n));
    if (here.year === hijri.year && here.month === hijri.month && here.day === hijri.day) return calendarDayOf(n);
    const ahead = hijriIndex(here) > target;
    // Crossed over between two neighbouring days: the day does not exist in this month.
    const next = toHijri(calendarDayOf(n + (ahead ? -1 : 1)));
    if (ahead ? hijriIndex(next) < target : hijriIndex(next) > target) return null;
    n += ahead ? -1 : 1;
  }
  return null;
}

/** Number of days of a Hijri month (29 or 30) by Umm al-Qura. */
export function hijriMonthLength(year: number, month: number): number {
  return fromHijri({ year, month, day: 30 }) ? 30 : 29;
}

export const UAE_HOLIDAY_IDS = [
  'new_year',
  'eid_al_fitr',
  'arafat_day',
  'eid_al_adha',
  'islamic_new_year',
  'prophets_birthday',
  'commemoration_day',
  'national_day',
] as const;
export const UaeHolidayId = z.enum(UAE_HOLIDAY_IDS);
export type UaeHolidayId = z.infer<typeof UaeHolidayId>;

/**
 * How sure a holiday's date is: `fixed` (a Gregorian date), `expected` (computed from Umm al-Qura; the UAE fixes it
 * by moon sighting, so it may move by a day) or `official` (the date the UAE announced, from the table below).
 */
export const HOLIDAY_STATUSES = ['fixed', 'expected', 'official'] as const;
export const HolidayStatus = z.enum(HOLIDAY_STATUSES);
export type HolidayStatus = z.infer<typeof HolidayStatus>;

export const Holiday = z
  .object({
    id: UaeHolidayId,
    date: CalendarDate,
    status: HolidayStatus,
    /** Where an official date comes from. */
    source: z.string().nullable(),
  })
  .meta({ id: 'Holiday' });
export type Holiday = z.infer<typeof Holiday>;

/**
 * Dates the UAE announced that differ from the computed ones, by holiday and the Gregorian year the computed dates fall
 * in: the whole holiday's days replace the computed ones. Only dates known with confidence; each with its source.
 */
export const OFFICIAL_HOLIDAY_DATES: readonly { id: UaeHolidayId; year: number; dates: string[]; source: string }[] = [
  {
    // 1 Muharram 1447 was Thursday 26 June 2025 by Umm al-Qura; the UAE gave Friday 27 June as the holiday.
    id: 'islamic_new_year',
    year: 2025,
    dates: ['2025-06-27'],
    source: 'UAE Government announcement of the Hijri New Year holiday for the public and private sectors, June 2025',
  },
  {
    // 12 Rabi al-Awwal 1447 was Thursday 4 September 2025; the UAE gave Friday 5 September.
    id: 'prophets_birthday',
    year: 2025,
    dates: ['2025-09-05'],
    source: "UAE Government announcement of the Prophet's Birthday holiday, August 2025",
  },
];

/**
 * The federal list of UAE public holidays of a Gregorian year (Cabinet Resolution on official holidays, in force since
 * 2019 with its 2023 amendments; docs/calendar.md): New Year's Day; Eid al-Fitr from 29 Ramadan to 3 Shawwal (four
 * days, five when Ramadan has 30); Arafat Day (9 Dhu al-Hijjah) and Eid al-Adha (10–12); the Islamic New Year
 * (1 Muharram); the Prophet's Birthday (12 Rabi al-Awwal); Commemoration Day (1 December) and National Day (2–3
 * December). Isra and Mi'raj is no longer a federal holiday (dropped in 2019). Sorted by date.
 */
export function uaeHolidays(year: number): Holiday[] {
  const holidays: Holiday[] = [
    { id: 'new_year', date: `${year}-01-01`, status: 'fixed', source: null },
    { id: 'commemoration_day', date: `${year}-12-01`, status: 'fixed', source: null },
    { id: 'national_day', date: `${year}-12-02`, status: 'fixed', source: null },
    { id: 'national_day', date: `${year}-12-03`, status: 'fixed', source: null },
  ];
  const inYear = (day: string | undefined) => day?.startsWith(`${year}-`) === true;
  // The Hijri years whose dates can fall in this Gregorian year.
  const first = toHijri(`${year}-01-01`).year;
  const computed: { id: UaeHolidayId; days: string[] }[] = [];
  for (const hy of [first, first + 1]) {
    const span = (month: number, from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => fromHijri({ year: hy, month, day: from + i })).filter(
        (d): d is string => d !== null,
      );
    computed.push(
      { id: 'eid_al_fitr', days: [...span(9, 29, 30), ...span(10, 1, 3)] },
      { id: 'arafat_day', days: span(12, 9, 9) },
      { id: 'eid_al_adha', days: span(12, 10, 12) },
      { id: 'islamic_new_year', days: span(1, 1, 1) },
      { id: 'prophets_birthday', days: span(3, 12, 12) },
    );
  }
  for (const { id, days } of computed) {
    // A holiday belongs to the year its first day falls in (an Eid straddling New Year stays whole).
    if (!inYear(days[0])) continue;
    const official = OFFICIAL_HOLIDAY_DATES.find((o) => o.id === id && o.year === year);
    if (official) {
      for (const date of official.dates) holidays.push({ id, date, status: 'official', source: official.source });
    } else {
      for (const date of days) holidays.push({ id, date, status: 'expected', source: null });
    }
  }
  return holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const holidayCache = new Map<number, Map<string, Holiday>>();
/** The holiday on a day, if any. */
export function holidayOn(day: string): Holiday | undefined {
  const year = Number(day.slice(0, 4));
  let byDay = holidayCache.get(year);
  if (!byDay) {
    byDay = new Map(uaeHolidays(year).map((h) => [h.date, h]));
    holidayCache.set(year, byDay);
  }
  return byDay.get(day);
}

/**
 * The UAE weekend: Saturday and Sunday since 1 January 2022 (Friday and Saturday before). The federal government
 * works a half day on Friday; shipments move on Friday, so Friday is a business day here.
 */
export function isWeekend(day: string): boolean {
  const d = calendarWeekday(day);
  return day >= '2022-01-01' ? d === 0 || d === 6 : d === 5 || d === 6;
}

/** A day that is neither a weekend day nor a UAE public holiday. */
export const isBusinessDay = (day: string): boolean => !isWeekend(day) && !holidayOn(day);

/**
 * The business day `n` business days after `day` (n ≥ 0; for 0, `day` itself if it is a business day, else the next
 * one). Weekends and public holidays (expected ones included) are skipped.
 */
export function addBusinessDays(day: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a whole number of days, 0 or more');
  let at = day;
  while (!isBusinessDay(at)) at = addCalendarDays(at, 1);
  for (let left = n; left > 0; left--) {
    at = addCalendarDays(at, 1);
    while (!isBusinessDay(at)) at = addCalendarDays(at, 1);
  }
  return at;
}

/** Business days after `from` up to and including `to` (0 when `to` is not after `from`; from itself not counted). */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let n = calendarDayNumber(from) + 1, end = calendarDayNumber(to); n <= end; n++)
    if (isBusinessDay(calendarDayOf(n))) count++;
  return count;
}

/**
 * Transit time of each shipment service in business days, for the expected delivery Cargo Management sets when a
 * shipment is created (docs/calendar.md): the usual UAE and GCC door-to-door times of such services.
 */
export const SERVICE_TRANSIT_BUSINESS_DAYS = {
  express: 1,
  standard: 3,
  economy: 5,
  freight_air: 4,
  freight_road: 6,
  freight_sea: 20,
} as const satisfies Record<string, number>;

/**
 * The expected delivery of a shipment booked at `bookedAt` with `service`: the end of the Asia/Dubai business day
 * that is the service's transit days after the booking day (18:00 Dubai time, 14:00 UTC); null for an unknown service.
 */
export function expectedDelivery(bookedAt: Date, service: string): Date | null {
  const days = (SERVICE_TRANSIT_BUSINESS_DAYS as Record<string, number>)[service];
  if (days === undefined) return null;
  const day = addBusinessDays(addCalendarDays(dubaiDayOf(bookedAt), 1), days - 1);
  return new Date(`${day}T18:00:00+04:00`);
}

// ---- API shapes ----

export const CalendarMonthQuery = z
  .object({
    year: z.coerce.number({ error: 'year must be a number' }).int().min(1940).max(2075),
    month: z.coerce.number({ error: 'month must be a number' }).int().min(1).max(12),
  })
  .meta({ id: 'CalendarMonthQuery' });

export const CalendarDay = z
  .object({
    date: CalendarDate,
    hijri: HijriDate,
    weekend: z.boolean(),
    holiday: Holiday.nullable(),
    businessDay: z.boolean(),
  })
  .meta({ id: 'CalendarDay' });
export type CalendarDay = z.infer<typeof CalendarDay>;

/** `GET /api/calendar/month`: every day of a Gregorian month with its Hijri date, and the month's holidays. */
export const CalendarMonth = z
  .object({
    year: z.number().int(),
    month: z.number().int(),
    days: z.array(CalendarDay),
    /** Today in Asia/Dubai, to mark it. */
    today: CalendarDate,
    /** The weekend rule modelled (Saturday–Sunday since 2022). */
    weekendDays: z.array(z.number().int().min(0).max(6)),
  })
  .meta({ id: 'CalendarMonth' });
export type CalendarMonth = z.infer<typeof CalendarMonth>;

/** Every day of a Gregorian month with its Umm al-Qura date, weekend, holiday and business-day state. */
export function calendarMonth(year: number, month: number, today: string): CalendarMonth {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const days: CalendarDay[] = [];
  for (let n = calendarDayNumber(first); n < calendarDayNumber(next); n++) {
    const date = calendarDayOf(n);
    const holiday = holidayOn(date) ?? null;
    const weekend = isWeekend(date);
    days.push({ date, hijri: toHijri(date), weekend, holiday, businessDay: !weekend && !holiday });
  }
  return { year, month, days, today, weekendDays: first >= '2022-01-01' ? [6, 0] : [5, 6] };
}

/** `GET /api/calendar/business-days`: `from` and either `days` (add) or `to` (count). */
export const BusinessDaysQuery = z
  .object({
    from: z.iso.date({ error: 'from must be a date written YYYY-MM-DD' }),
    days: z.coerce.number({ error: 'days must be a number' }).int().min(0).max(366).optional(),
    to: z.iso.date({ error: 'to must be a date written YYYY-MM-DD' }).optional(),
  })
  .refine((q) => (q.days === undefined) !== (q.to === undefined), { error: 'Give either days or to' })
  .refine((q) => q.to === undefined || calendarDayNumber(q.to) - calendarDayNumber(q.from) <= 3660, {
    error: 'to must be within ten years of from',
  })
  .meta({ id: 'BusinessDaysQuery' });
export type BusinessDaysQuery = z.infer<typeof BusinessDaysQuery>;

export const BusinessDaysResult = z
  .object({
    from: CalendarDate,
    to: CalendarDate,
    businessDays: z.number().int().nonnegative(),
    /** Weekend days after `from` up to `to`. */
    weekendDays: z.number().int().nonnegative(),
    /** Holidays on weekdays after `from` up to `to`, skipped. */
    holidays: z.array(Holiday),
  })
  .meta({ id: 'BusinessDaysResult' });
export type BusinessDaysResult = z.infer<typeof BusinessDaysResult>;

/** Both directions of the calculator in one answer. */
export function businessDays(query: BusinessDaysQuery): BusinessDaysResult {
  const to = query.to ?? addBusinessDays(addCalendarDays(query.from, 1), Math.max(0, (query.days ?? 0) - 1));
  const end = query.days === 0 ? query.from : to;
  let weekendDays = 0;
  const holidays: Holiday[] = [];
  for (let n = calendarDayNumber(query.from) + 1; n <= calendarDayNumber(end); n++) {
    const day = calendarDayOf(n);
    if (isWeekend(day)) weekendDays++;
    else {
      const h = holidayOn(day);
      if (h) holidays.push(h);
    }
  }
  return { from: query.from, to: end, businessDays: businessDaysBetween(query.from, end), weekendDays, holidays };
}

// ---- Seasons ----

export const SEASON_IDS = ['ramadan', 'eid_al_fitr', 'eid_al_adha', 'national_day', 'dsf', 'summer'] as const;
export const SeasonId = z.enum(SEASON_IDS);
export type SeasonId = z.infer<typeof SeasonId>;

/**
 * Dubai Shopping Festival editions (announced yearly by Dubai Festivals and Retail Establishment), by the year they
 * start in. Other years: `expected`, from the pattern of the recent editions (the first Friday of December, 38 days).
 */
export const DSF_EDITIONS: readonly { start: string; end: string; source: string }[] = [
  { start: '2022-12-15', end: '2023-01-29', source: 'Dubai Festivals and Retail Establishment, DSF 28th edition' },
  { start: '2023-12-08', end: '2024-01-14', source: 'Dubai Festivals and Retail Establishment, DSF 29th edition' },
  { start: '2024-12-06', end: '2025-01-12', source: 'Dubai Festivals and Retail Establishment, DSF 30th edition' },
];

export const SeasonOccurrence = z
  .object({
    season: SeasonId,
    start: CalendarDate,
    /** Last day, included. */
    end: CalendarDate,
    /** fixed (Gregorian), expected (computed, subject to moon sighting or to the yearly announcement) or official. */
    status: HolidayStatus,
    source: z.string().nullable(),
  })
  .meta({ id: 'SeasonOccurrence' });
export type SeasonOccurrence = z.infer<typeof SeasonOccurrence>;

/** The occurrence of a season that starts in a Gregorian year (null when it has none that year). */
export function seasonIn(season: SeasonId, year: number): SeasonOccurrence | null {
  const of = (start: string | null, end: string | null, status: HolidayStatus = 'expected', source = null) =>
    start && end ? { season, start, end, status, source } : null;
  const hijri = (month: number, from: number, to: number | 'last'): SeasonOccurrence | null => {
    for (const hy of [toHijri(`${year}-01-01`).year, toHijri(`${year}-01-01`).year + 1]) {
      const start = fromHijri({ year: hy, month, day: from });
      if (!start?.startsWith(`${year}-`)) continue;
      const last = to === 'last' ? hijriMonthLength(hy, month) : to;
      return of(start, fromHijri({ year: hy, month, day: last }));
    }
    return null;
  };
  switch (season) {
    case 'ramadan':
      return hijri(9, 1, 'last');
    case 'eid_al_fitr':
      return hijri(10, 1, 3);
    case 'eid_al_adha':
      return hijri(12, 9, 12);
    case 'national_day':
      return of(`${year}-12-01`, `${year}-12-03`, 'fixed');
    case 'summer':
      return of(`${year}-07-01`, `${year}-08-31`, 'fixed');
    case 'dsf': {
      const edition = DSF_EDITIONS.find((e) => e.start.startsWith(`${year}-`));
      if (edition)
        return { season, start: edition.start, end: edition.end, status: 'official', source: edition.source };
      let start = `${year}-12-01`;
      while (calendarWeekday(start) !== 5) start = addCalendarDays(start, 1);
      return of(start, addCalendarDays(start, 37));
    }
  }
}

/** A season's occurrences that start from `fromDay` to `toDay`, in order. */
export function seasonOccurrences(season: SeasonId, fromDay: string, toDay: string): SeasonOccurrence[] {
  const out: SeasonOccurrence[] = [];
  for (let y = Number(fromDay.slice(0, 4)); y <= Number(toDay.slice(0, 4)); y++) {
    const o = seasonIn(season, y);
    if (o && o.start >= fromDay && o.start <= toDay) out.push(o);
  }
  return out;
}

/** The season's occurrence going on at `today` or the next one to start. */
export function nextSeason(season: SeasonId, today: string): SeasonOccurrence {
  const year = Number(today.slice(0, 4));
  for (let y = year - 1; y <= year + 2; y++) {
    const o = seasonIn(season, y);
    if (o && o.end >= today) return o;
  }
  throw new Error(`no occurrence of ${season} after ${today}`);
}

// ---- Seasonal intelligence ----

/** A past occurrence of a season against the 4 weeks before it, from the organization's shipments. */
export const SeasonHistory = z
  .object({
    start: CalendarDate,
    end: CalendarDate,
    /** Shipments booked during the season, and per week. */
    bookings: z.number().int().nonnegative(),
    weeklyBookings: z.number().nonnegative(),
    /** Shipments booked in the 28 days before it, and per week. */
    baselineBookings: z.number().int().nonnegative(),
    baselineWeeklyBookings: z.number().nonnegative(),
    /** Season's weekly bookings over the baseline's; null without baseline bookings. */
    volumeRatio: z.number().nonnegative().nullable(),
    /** On-time rate (isOnTime) of the shipments booked in the window and delivered with an estimated delivery. */
    onTimeRate: z.number().min(0).max(1).nullable(),
    onTimeSample: z.number().int().nonnegative(),
    baselineOnTimeRate: z.number().min(0).max(1).nullable(),
    baselineOnTimeSample: z.number().int().nonnegative(),
  })
  .meta({ id: 'SeasonHistory' });
export type SeasonHistory = z.infer<typeof SeasonHistory>;

/** The forecast for the next occurrence: baseline (forecastWeekly) × the historical uplift; an estimate. */
export const SeasonForecast = z
  .object({
    /** Mean weekly bookings forecast for the weeks of the occurrence without the season. */
    baselineWeekly: z.number().nonnegative(),
    /** Pooled ratio: all past seasons' weekly bookings over all their baselines' weekly bookings. */
    uplift: z.number().nonnegative(),
    /** baselineWeekly × uplift. */
    adjustedWeekly: z.number().nonnegative(),
    /** The forecast's prediction interval of the baseline (weekly), scaled by the uplift. */
    lowWeekly: z.number().nonnegative(),
    highWeekly: z.number().nonnegative(),
    /** Weeks from this week to the occurrence's last week (the forecast's horizon). */
    horizonWeeks: z.number().int().positive(),
  })
  .meta({ id: 'SeasonForecast' });
export type SeasonForecast = z.infer<typeof SeasonForecast>;

export const SeasonInsight = z
  .object({
    season: SeasonId,
    next: SeasonOccurrence,
    history: z.array(SeasonHistory),
    /** Null: not enough history (no past occurrence with bookings before it, or under SEASONAL_MIN_WEEKS of data). */
    forecast: SeasonForecast.nullable(),
  })
  .meta({ id: 'SeasonInsight' });
export type SeasonInsight = z.infer<typeof SeasonInsight>;

/** Weeks of booking history the forecast needs. */
export const SEASONAL_MIN_WEEKS = 8;

/** `GET /api/seasonal`: every season's next occurrence, history and forecast. */
export const SeasonalOverview = z
  .object({
    seasons: z.array(SeasonInsight),
    /** Weeks of booking history (from the first booking to this week). */
    historyWeeks: z.number().int().nonnegative(),
    /** Shipments counted. */
    shipments: z.number().int().nonnegative(),
    generatedAt: IsoDateTime,
  })
  .meta({ id: 'SeasonalOverview' });
export type SeasonalOverview = z.infer<typeof SeasonalOverview>;
