/** Calendar days and months in Asia/Dubai (UTC+4 all year, no daylight saving): what the product counts by. */
import { TIME_ZONE } from '@qafila/contracts';

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' });

/** The calendar month of a moment in Asia/Dubai, as 'YYYY-MM'. */
export function dubaiMonth(at: Date = new Date()): string {
  const parts = monthFormat.formatToParts(at);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of a moment in Asia/Dubai, as 'YYYY-MM-DD'. */
export function dubaiDay(at: Date = new Date()): string {
  const parts = dayFormat.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const HOUR = 3_600_000;

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
