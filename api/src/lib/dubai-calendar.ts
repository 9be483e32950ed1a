/** Calendar days and months in Asia/Dubai (UTC+4 all year, no daylight saving): what the product counts by. */
const HOUR = 3_600_000;
const DUBAI_OFFSET_MS = 4 * HOUR;
/** The day of the last minute asked for: the meter asks for the same one on every request. */
const last = { minute: Number.NaN, day: '' };

/**
 * The calendar day of a moment in Asia/Dubai, as 'YYYY-MM-DD'. Asia/Dubai is UTC+4 all year (as the ranges below
 * assume too), so shifting the moment by four hours is exact, and far cheaper than `Intl`'s `formatToParts`: the
 * usage meter asks on every API request.
 */
export function dubaiDay(at: Date = new Date()): string {
  const shifted = at.getTime() + DUBAI_OFFSET_MS;
  const minute = Math.floor(shifted / 60_000);
  if (minute !== last.minute) {
    last.day = new Date(shifted).toISOString().slice(0, 10);
    last.minute = minute;
  }
  return last.day;
}

/** The calendar month of a moment in Asia/Dubai, as 'YYYY-MM'. */
export function dubaiMonth(at: Date = new Date()): string {
  return dubaiDay(at).slice(0, 7);
}

/** Start and end of a Dubai calendar day ('YYYY-MM-DD'); Asia/Dubai is UTC+4 all year. */
export function dubaiDayRange(day: string = dubaiDay()): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00+04:00`);
  return { start, end: new Date(start.getTime() + 24 * HOUR) };
}

/** Start and end of a Dubai calendar month ('YYYY-MM'). */
export function dubaiMonthRange(month: string = dubaiDay().slice(0, 7)): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: new Date(`${month}-01T00:00:00+04:00`), end: new Date(`${next}-01T00:00:00+04:00`) };
}
