import type { IntlShape } from 'react-intl';
import { displayTimeZone, toDate } from '../../../../private/time.ts';
import { serviceMessages } from './CargoManagement.messages.ts';

/**
 * A date and time in the UAE's time zone, in the current locale; the year only when it is not this year, so that
 * the text stays short in tables.
 */
export function formatDateTime(intl: IntlShape, value: string, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return value;
  const year = (d: Date) => intl.formatDate(d, { year: 'numeric', timeZone: displayTimeZone });
  return intl.formatDate(date, {
    day: 'numeric',
    month: 'short',
    ...(year(date) === year(now) ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    timeZone: displayTimeZone,
  });
}

/** The translated name of a service; an unknown value is shown as it is. */
export function serviceLabel(intl: IntlShape, service: string): string {
  return service in serviceMessages
    ? intl.formatMessage(serviceMessages[service as keyof typeof serviceMessages])
    : service;
}

/** A file size in the current locale: bytes, KB or MB. */
export function formatBytes(intl: IntlShape, bytes: number): string {
  if (bytes < 1024) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
  if (bytes < 1024 * 1024)
    return intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  return intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/**
 * Wraps a value typed by people (a name, a file name) in Unicode first-strong isolates, so that a Latin name inside
 * an Arabic sentence (or the reverse) keeps its own direction and does not pull the punctuation around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
