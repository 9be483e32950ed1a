/** Every date and time of the product is shown in the UAE's time zone (UTC+4, no daylight saving). */
export const displayTimeZone = 'Asia/Dubai';

/** A `Date` from an ISO string, epoch milliseconds or a `Date`; `null` when it is not a valid time. */
export function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
