import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Spinner.css.ts';
import { messages } from './Spinner.messages.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

/** Props of `Spinner`. */
export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Accessible name, e.g. "Loading shipments". Defaults to the translated "Loading". */
  label?: string;
  /** Defaults to `md`. */
  size?: SpinnerSize;
  /** `accent` (default) or `current` to inherit the text colour. */
  tone?: 'accent' | 'current';
}

/** An indeterminate loading indicator: a `progressbar` without a value, named by its label. */
export function Spinner({ label, size = 'md', tone = 'accent', className, ...props }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      {...props}
      role="progressbar"
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={clsx(styles.root({ size, tone }), className)}
      data-size={size}
    />
  );
}
