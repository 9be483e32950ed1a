import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactElement } from 'react';
import { root as buttonStyles } from '../Button/Button.css.ts';
import type { ButtonSize, ButtonTone, ButtonVariant } from '../Button/buttonVariants.ts';
import * as styles from './IconButton.css.ts';

/** Props of `IconButton`: a required text label and a single decorative icon. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name, e.g. "Close" or "Send message". Required: the icon alone names nothing. */
  label: string;
  /** The icon (an inline SVG); hidden from assistive technology. */
  children: ReactElement;
  /** Defaults to `ghost`. */
  variant?: ButtonVariant;
  /** Defaults to `neutral`. */
  tone?: ButtonTone;
  /** Defaults to `md`. */
  size?: ButtonSize;
}

/** A square button showing only an icon, named by its `label`. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  tone = 'neutral',
  size = 'md',
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      className={clsx(buttonStyles({ variant, tone, size }), styles.square({ size }), className)}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
    >
      {/* Decorative: the name comes from `label`. */}
      <span aria-hidden="true" className={styles.icon}>
        {children}
      </span>
    </button>
  );
}
