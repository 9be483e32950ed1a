import type { IntlShape } from 'react-intl';

/** Km in the locale, with its unit ("1,240 km", "١٬٢٤٠ كم"); one decimal at most. */
export function formatKm(intl: IntlShape, km: number): string {
  return intl.formatNumber(km, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
}

/** A percentage given as 0–100 ("62.5%", "٦٢٫٥٪"); one decimal at most. */
export function formatPercent(intl: IntlShape, percent: number): string {
  return intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });
}

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day (`YYYY-MM-DD`) as an axis label, its day of the month ("24"): fourteen of them fit a phone. */
export function formatDayOfMonth(intl: IntlShape, day: string): string {
  const date = dayDate(day);
  if (Number.isNaN(date.getTime())) return day;
  return intl.formatDate(date, { day: 'numeric', timeZone: 'UTC' });
}

/** The first and last calendar day of a series ("Nov 11 – 24"), the days themselves whatever the time zone. */
export function formatDayRange(intl: IntlShape, first: string, last: string): string {
  const from = dayDate(first);
  const to = dayDate(last);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${first} – ${last}`;
  return intl.formatDateTimeRange(from, to, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A moment as the fleet's clock shows it: Asia/Dubai, the day and the time ("Nov 24, 2026, 10:30 AM"). */
export function formatMoment(intl: IntlShape, moment: Date | number | string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return String(moment);
  return intl.formatDate(date, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Dubai',
  });
}
