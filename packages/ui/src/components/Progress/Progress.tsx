import clsx from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './Progress.css.ts';
import type { ProgressTone } from './progressTones.ts';

/** Props of `Progress`. */
export interface ProgressProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Current value, from 0 to `max`; values outside are clamped (with a console warning). */
  value: number;
  /** Upper bound. Defaults to 100. */
  max?: number;
  /** Visible label; also the accessible name of the progress bar. */
  label: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Shows the value as a percentage in the current locale. */
  showValue?: boolean;
  /** Defaults to `accent`. */
  tone?: ProgressTone;
  /** Track thickness. Defaults to `md`. */
  size?: 'sm' | 'md';
}

/** Clamps `value` to `[0, max]`; a non-finite value counts as 0. */
export function clampProgress(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), max);
}

/** A determinate progress bar (`role="progressbar"`); `data-state` is `loading` or `complete`. */
export function Progress({
  value,
  max: maxProp = 100,
  label,
  hideLabel = false,
  showValue = false,
  tone = 'accent',
  size = 'md',
  className,
  ...props
}: ProgressProps) {
  const intl = useIntl();
  const labelId = useId();
  const max = Number.isFinite(maxProp) && maxProp > 0 ? maxProp : 100;
  const clamped = clampProgress(value, max);

  useEffect(() => {
    if (max !== maxProp) console.warn(`Progress: max must be a positive number, got ${maxProp}; using 100.`);
    if (clamped !== value) console.warn(`Progress: value ${value} is outside 0..${max}; showing ${clamped}.`);
  }, [value, clamped, max, maxProp]);

  const valueText = intl.formatNumber(clamped / max, { style: 'percent', maximumFractionDigits: 0 });
  const percent = (clamped / max) * 100;

  return (
    <div
      {...props}
      className={clsx(styles.root, className)}
      data-tone={tone}
      data-state={clamped === max ? 'complete' : 'loading'}
    >
      <div className={clsx(styles.header, hideLabel && !showValue && visuallyHidden)}>
        <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
          {label}
        </span>
        {showValue ? (
          <span className={styles.value} aria-hidden="true">
            {valueText}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className={styles.track({ size })}
      >
        <div className={styles.indicator({ tone })} style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
