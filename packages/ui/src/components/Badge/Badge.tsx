import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './Badge.css.ts';
import type { BadgeSize, BadgeTone } from './badgeTones.ts';

/** Props of `Badge`: a short label, its tone and an optional decorative icon. */
export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Visible label; keep it to a word or two. */
  children: ReactNode;
  /** Meaning carried by colour. Defaults to `neutral`. */
  tone?: BadgeTone;
  /** Defaults to `md`. */
  size?: BadgeSize;
  /** Decorative icon before the label; colour alone never carries the meaning. */
  icon?: ReactNode;
}

/** A small status label. The tone is exposed as `data-tone`. */
export function Badge({ children, tone = 'neutral', size = 'md', icon, className, ...props }: BadgeProps) {
  return (
    <span {...props} className={clsx(styles.root({ tone, size }), className)} data-tone={tone} data-size={size}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
