import clsx from 'clsx';
import { type ComponentPropsWithRef, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../../private/icons.tsx';
import { displayTimeZone, toDate } from '../../private/time.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './TrackingTimeline.css.ts';
import { messages } from './TrackingTimeline.messages.ts';

/** One update of a shipment's journey, as in a chat message's tracking card. */
export interface TrackingUpdate {
  description: string;
  /** ISO 8601 string, epoch milliseconds or a `Date`. */
  timestamp: string | number | Date;
  completed: boolean;
  current: boolean;
}

/** Props of `TrackingTimeline`. */
export interface TrackingTimelineProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The updates, oldest first. */
  updates: readonly TrackingUpdate[];
  /** Accessible name of the list. Defaults to the translated "Tracking updates". */
  label?: string;
}

type StepState = 'completed' | 'current' | 'upcoming';

const stateOf = (update: TrackingUpdate): StepState =>
  update.current ? 'current' : update.completed ? 'completed' : 'upcoming';

/**
 * A shipment's updates as an ordered list: completed steps carry a check, the current one a ring and
 * `aria-current="step"`, and each step's state is read out before it. Times are shown in the current locale, in
 * the UAE's time zone. `data-state` on each item is `completed`, `current` or `upcoming`.
 */
export function TrackingTimeline({ updates, label, className, ...props }: TrackingTimelineProps) {
  const intl = useIntl();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(intl.locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: displayTimeZone,
      }),
    [intl.locale],
  );
  return (
    <ol {...props} aria-label={label ?? intl.formatMessage(messages.label)} className={clsx(styles.list, className)}>
      {updates.map((update, index) => {
        const state = stateOf(update);
        const date = toDate(update.timestamp);
        return (
          <li
            // Updates have no id; their order is fixed, so the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            className={styles.item}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'completed' ? <CheckIcon /> : state === 'current' ? <span className={styles.dot} /> : null}
            </span>
            <div className={styles.body}>
              <p className={styles.description}>
                <span className={visuallyHidden}>{intl.formatMessage(messages[state])}: </span>
                {update.description}
              </p>
              {date ? (
                <time className={styles.time} dateTime={date.toISOString()}>
                  {format.format(date)}
                </time>
              ) : (
                <span className={styles.time}>{String(update.timestamp)}</span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
