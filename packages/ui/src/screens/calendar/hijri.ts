import type { IntlShape } from 'react-intl';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day ('YYYY-MM-DD') in the Umm al-Qura calendar, in the user's language, through Intl (the same tables as the API's).
 * Digits follow the locale's default numbering, as the app's other dates do.
 */
export function formatHijri(intl: IntlShape, day: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${intl.locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${intl.locale}-u-ca-islamic-umalqura`, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(Date.parse(`${day}T00:00:00Z`));
}

/** A Gregorian day ('YYYY-MM-DD') in the user's language. */
export const formatDay = (
  intl: IntlShape,
  day: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) => intl.formatDate(Date.parse(`${day}T00:00:00Z`), { ...options, timeZone: 'UTC' });
