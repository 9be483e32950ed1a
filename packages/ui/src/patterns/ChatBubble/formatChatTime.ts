import { displayTimeZone, toDate } from '../../private/time.ts';

/** A message time as hour and minute in the given language, in the UAE's time zone ("2:05 PM", "2:05 م"). */
export function formatChatTime(value: string | number | Date, locale: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: displayTimeZone }).format(
    date,
  );
}
