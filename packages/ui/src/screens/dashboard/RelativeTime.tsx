import { useIntl } from 'react-intl';
import { displayTimeZone, toDate } from '../../private/time.ts';
import { relativeParts } from '../support/SupportDashboard/format.ts';

/** "5 minutes ago" in the current language, in a `<time>` carrying the exact instant. */
export function RelativeTime({
  value,
  now,
  format = (text) => text,
}: {
  value: string | Date;
  now?: Date | number | undefined;
  /** Puts the relative time into a sentence, e.g. "Updated 2 minutes ago". */
  format?: (relative: string) => string;
}) {
  const intl = useIntl();
  const date = toDate(value);
  if (!date) return null;
  const reference = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();
  const { value: amount, unit } = relativeParts(date, reference);
  return (
    <time
      dateTime={date.toISOString()}
      title={intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: displayTimeZone })}
    >
      {format(intl.formatRelativeTime(amount, unit, { numeric: 'auto' }))}
    </time>
  );
}
