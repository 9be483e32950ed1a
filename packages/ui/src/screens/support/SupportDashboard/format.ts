import { displayTimeZone } from '../../../private/time.ts';

export { displayTimeZone };

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** The largest whole unit between `date` and `now`, for `Intl.RelativeTimeFormat` ("5 minutes ago", "in 2 days"). */
export function relativeParts(date: Date, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = (date.getTime() - now) / 1000;
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return { value: Math.trunc(seconds / size), unit };
  }
  // Under a minute reads as "now".
  return { value: 0, unit: 'second' };
}

/** `<input type="datetime-local">` value of a time, in the browser's time zone. */
export function toLocalInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}
