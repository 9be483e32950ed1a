import clsx from 'clsx';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './Button.css.ts';
import { messages } from './Button.messages.ts';
import type { ButtonSize, ButtonTone, ButtonVariant } from './buttonVariants.ts';

/** Props of `Button`: native button props plus variant, tone, size, icons and loading state. */
export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** Shows a spinner and blocks activation; the button stays focusable so keyboard users keep their place. */
  loading?: boolean;
  /** Accessible name while loading, e.g. "Saving shipment…". Defaults to a translated "Please wait…". */
  loadingLabel?: string | undefined;
  /** Visible label. */
  children: ReactNode;
  /** Visual weight. Defaults to `solid`. */
  variant?: ButtonVariant;
  /** Meaning carried by colour; `critical` for destructive actions. Defaults to `accent`. */
  tone?: ButtonTone;
  /** Defaults to `md`. */
  size?: ButtonSize;
  /** Stretches to the inline size of its container. */
  fullWidth?: boolean;
  /** Decorative icon before the label (left in LTR, right in RTL). */
  leadingIcon?: ReactNode;
  /** Decorative icon after the label (right in LTR, left in RTL). */
  trailingIcon?: ReactNode;
};

const preventActivation = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** Triggers an action. State is exposed as `data-state` (`idle` | `loading` | `disabled`) for consumer styling. */
export function Button({
  children,
  variant = 'solid',
  tone = 'accent',
  size = 'md',
  fullWidth = false,
  leadingIcon,
  trailingIcon,
  loading = false,
  loadingLabel,
  disabled = false,
  type = 'button',
  className,
  onClick,
  ...props
}: ButtonProps) {
  const intl = useIntl();
  const state = loading ? 'loading' : disabled ? 'disabled' : 'idle';
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      // aria-disabled rather than disabled while loading: a disabled button drops focus to <body>.
      aria-disabled={loading || undefined}
      // preventDefault also stops a submit button from submitting its form while loading.
      onClick={loading ? preventActivation : onClick}
      className={clsx(styles.root({ variant, tone, size, fullWidth }), className)}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-state={state}
    >
      {leadingIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {leadingIcon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
      {trailingIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {trailingIcon}
        </span>
      ) : null}
      {loading ? (
        <span className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{loadingLabel ?? intl.formatMessage(messages.loading)}</span>
        </span>
      ) : null}
    </button>
  );
}
