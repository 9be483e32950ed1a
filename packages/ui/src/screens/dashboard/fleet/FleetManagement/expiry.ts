import { displayTimeZone } from '../../../../private/time.ts';

/** How many days ahead an expiry date starts to warn (registration, insurance, licence). */
export const EXPIRY_WARNING_DAYS = 30;

/** Today's calendar day in the UAE, `YYYY-MM-DD`. */
export function todayInUae(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: displayTimeZone }).format(now);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** An expiry date's state on `today`: past, within the warning window (with the days left), or fine. */
export type ExpiryState = { state: 'expired' } | { state: 'soon'; days: number } | { state: 'ok' };

/** Whether `expiry` (`YYYY-MM-DD`) has passed on `today`, falls within 30 days of it, or neither. */
export function expiryState(expiry: string, today: string): ExpiryState {
  const days = Math.round(dayNumber(expiry) - dayNumber(today));
  if (Number.isNaN(days)) return { state: 'ok' };
  if (days < 0) return { state: 'expired' };
  if (days <= EXPIRY_WARNING_DAYS) return { state: 'soon', days };
  return { state: 'ok' };
}
