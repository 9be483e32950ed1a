import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../../private/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Alert.css.ts';
import { messages } from './Alert.messages.ts';
import type { AlertTone, AlertVariant } from './alertTones.ts';

const icons: Record<AlertTone, ReactNode> = {
  info: <InfoIcon />,
  positive: <CheckCircleIcon />,
  caution: <WarningIcon />,
  critical: <ErrorIcon />,
  neutral: <InfoIcon />,
};

/** Props of `Alert`. */
export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Meaning, carried by colour and icon. Defaults to `info`. */
  tone?: AlertTone;
  /** `inline` (a boxed message in content) or `banner` (a full-width strip). Defaults to `inline`. */
  variant?: AlertVariant;
  /** Short summary in bold. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** An action at the inline end, e.g. a `Button`. */
  action?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /**
   * Live-region role. Defaults to `alert` for `critical` and `caution` (announced at once) and `status` otherwise.
   * Pass `none` for a message that is part of the page from the start and must not be announced.
   */
  role?: 'alert' | 'status' | 'none';
}

/** A message about the page or a task: information, success, a warning or an error. */
export function Alert({
  tone = 'info',
  variant = 'inline',
  title,
  children,
  action,
  onDismiss,
  role,
  className,
  ...props
}: AlertProps) {
  const intl = useIntl();
  const liveRole = role ?? (tone === 'critical' || tone === 'caution' ? 'alert' : 'status');
  return (
    <div
      {...props}
      role={liveRole === 'none' ? undefined : liveRole}
      className={clsx(styles.root({ tone, variant }), className)}
      data-tone={tone}
      data-variant={variant}
    >
      <span className={styles.icon} aria-hidden="true">
        {icons[tone]}
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.description}>{children}</div> : null}
      </div>
      {action || onDismiss ? (
        <div className={styles.action}>
          {action}
          {onDismiss ? (
            <IconButton
              label={intl.formatMessage(messages.dismiss)}
              variant="ghost"
              tone="neutral"
              size="sm"
              onClick={onDismiss}
            >
              <CloseIcon />
            </IconButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
