import { INSIGHTS_PRESETS } from '@qafila/contracts';
import type { IntlShape } from 'react-intl';

const DAY_MS = 86_400_000;

/** A day 'YYYY-MM-DD' moved by n days. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The period of the last `days` days ending `today` (both included). */
export const lastDays = (today: string, days: number) => ({ from: addDays(today, -(days - 1)), to: today });

/** Which preset a period is ('30', '90'…), or 'custom'. */
export function presetOf(period: { from: string; to: string }, today: string): string {
  const days = INSIGHTS_PRESETS.find((d) => period.to === today && period.from === lastDays(today, d).from);
  return days ? String(days) : 'custom';
}

/** An amount in dirhams, without fils. */
export const formatAed = (intl: IntlShape, amount: number) =>
  intl.formatNumber(amount, { style: 'currency', currency: 'AED', maximumFractionDigits: 0 });

/** The Monday a week starts on, as a short date in the user's language. */
export const formatWeek = (intl: IntlShape, day: string) =>
  intl.formatDate(Date.parse(`${day}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A month 'YYYY-MM' in the user's language. */
export const formatMonth = (intl: IntlShape, month: string) =>
  intl.formatDate(Date.parse(`${month}-01T00:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Text isolated from the text around it (FSI … PDI): a Latin lane keeps its order in Arabic. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
