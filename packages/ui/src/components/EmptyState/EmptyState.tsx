import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as text from '../../private/text.css.ts';
import * as styles from './EmptyState.css.ts';

/** Props of `EmptyState`. */
export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What is empty, e.g. "Select a shipment to view details". */
  title: ReactNode;
  /** Why, or what to do next. */
  description?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** A call to action, e.g. a `Button`. */
  action?: ReactNode;
  /** Heading level of the title that fits the page outline. Defaults to `h3`. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** Shown where content would be: nothing selected, no results, nothing yet. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div {...props} className={clsx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={text.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
