import clsx from 'clsx';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { ArrowDownIcon, ArrowUpIcon, MinusIcon } from '../../private/icons.tsx';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './Stat.css.ts';
import { messages } from './Stat.messages.ts';

export const statTrendDirections = ['up', 'down', 'flat'] as const;
/** Which way a metric moved. */
export type StatTrendDirection = (typeof statTrendDirections)[number];

/** How a metric moved, and whether that is good. */
export interface StatTrend {
  direction: StatTrendDirection;
  /** Says the change in words, e.g. "12% more than last week"; the arrow alone means nothing to a screen reader. */
  label: ReactNode;
  /** Colour: `positive` green, `negative` red. Defaults to positive for up, negative for down, neutral for flat. */
  sentiment?: 'positive' | 'negative' | 'neutral';
}

/** Props of `Stat`. */
export interface StatProps {
  /** What is measured, e.g. "Active shipments"; names the group. */
  label: ReactNode;
  /** The value, already formatted by the caller for the locale (numbers, currency, units). */
  value: ReactNode;
  /** Decorative icon beside the label. */
  icon?: ReactNode;
  /** Change against an earlier period. */
  trend?: StatTrend;
  /** One line of context under the value, e.g. "Since 1 November". */
  hint?: ReactNode;
  /** Marks the value as estimated: a visible "Estimate" badge with an explanation on hover and focus. */
  estimate?: boolean;
  /** Explains the estimate, e.g. how it is calculated. Defaults to a translated generic sentence. */
  estimateDescription?: ReactNode;
  /** Shows a skeleton instead of the value, and `aria-busy`. */
  loading?: boolean;
  className?: string;
}

const trendIcons = { up: <ArrowUpIcon />, down: <ArrowDownIcon />, flat: <MinusIcon /> };
const defaultSentiment = { up: 'positive', down: 'negative', flat: 'neutral' } as const;

/**
 * A metric card: label, value, optional icon, trend and hint. With `estimate`, a visible "Estimate" badge says the
 * value is not measured, and its explanation is read with it. `data-estimate` and `data-state` (`loading` |
 * `ready`) expose the state.
 */
export function Stat({
  label,
  value,
  icon,
  trend,
  hint,
  estimate = false,
  estimateDescription,
  loading = false,
  className,
}: StatProps) {
  const intl = useIntl();
  const id = useId();
  const description = estimateDescription ?? intl.formatMessage(messages.estimateDescription);
  return (
    // A named group rather than a fieldset: it holds no form controls.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div
      role="group"
      aria-labelledby={`${id}label`}
      aria-busy={loading || undefined}
      className={clsx(styles.root, className)}
      data-estimate={estimate || undefined}
      data-state={loading ? 'loading' : 'ready'}
    >
      <div className={styles.top}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <p id={`${id}label`} className={styles.label}>
          {label}
        </p>
        {estimate ? (
          <Tooltip content={description}>
            <button type="button" className={styles.estimate} aria-describedby={`${id}estimate`}>
              <Badge tone="caution" size="sm">
                {intl.formatMessage(messages.estimate)}
              </Badge>
            </button>
          </Tooltip>
        ) : null}
      </div>
      {loading ? (
        <p className={styles.value}>
          <Skeleton inlineSize="60%" />
          <span className={visuallyHidden}>{intl.formatMessage(messages.loading)}</span>
        </p>
      ) : (
        <p className={styles.value}>{value}</p>
      )}
      {estimate ? (
        // Hidden: read once, as the description of the badge.
        <span id={`${id}estimate`} hidden>
          {description}
        </span>
      ) : null}
      {trend && !loading ? (
        <p className={clsx(styles.trend, styles.trendTone[trend.sentiment ?? defaultSentiment[trend.direction]])}>
          <span aria-hidden="true">{trendIcons[trend.direction]}</span>
          <span>{trend.label}</span>
        </p>
      ) : null}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
