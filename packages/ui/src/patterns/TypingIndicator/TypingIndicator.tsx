import clsx from 'clsx';
import { type ComponentPropsWithRef, useId } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './TypingIndicator.css.ts';
import { messages } from './TypingIndicator.messages.ts';

/** Props of `TypingIndicator`. */
export interface TypingIndicatorProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is announced; defaults to the translated "Assistant is typing". */
  label?: string;
}

/**
 * Three animated dots while the assistant prepares an answer, announced politely (`role="status"`). Under
 * `prefers-reduced-motion` the dots fade instead of bouncing.
 */
export function TypingIndicator({ label, className, ...props }: TypingIndicatorProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <div {...props} role="status" aria-labelledby={labelId} className={clsx(styles.root, className)}>
      <span id={labelId} className={visuallyHidden}>
        {label ?? intl.formatMessage(messages.label)}
      </span>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
    </div>
  );
}
