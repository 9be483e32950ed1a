import clsx from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../components/Badge/Badge.tsx';
import { toDate } from '../../private/time.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './ChatBubble.css.ts';
import { messages } from './ChatBubble.messages.ts';
import { formatChatTime } from './formatChatTime.ts';

export const chatSenders = ['user', 'assistant'] as const;
/** Who wrote a chat message: the `role` of a chat message in `@qafila/contracts`. */
export type ChatSender = (typeof chatSenders)[number];

/** Props of `ChatBubble`. */
export interface ChatBubbleProps extends Omit<ComponentPropsWithRef<'div'>, 'content' | 'children'> {
  /** Who wrote it (the message's `role`): the user (inline end) or the assistant (inline start). */
  sender: ChatSender;
  /** The message text; line breaks are kept. */
  content: string;
  /** When it was sent: ISO string, epoch milliseconds or `Date`; shown as hour:minute, Dubai time. */
  time: string | number | Date;
  /** Marks an assistant-side message written by a person from the support team. */
  fromTeam?: boolean;
  /**
   * Who screen readers announce as the writer, before the text. Defaults to "You" for `user` and "Assistant" for
   * `assistant`, which is the customer's own view; a staff view names the customer, the assistant and the team.
   */
  senderLabel?: string;
  /** Extra content under the text, e.g. a tracking or compliance card, or suggested questions. */
  children?: ReactNode;
}

/**
 * One chat message. User bubbles sit at the inline end, assistant bubbles at the inline start; the text keeps its
 * line breaks and takes its own direction (an Arabic message in an English UI still reads right to left).
 * `data-sender` is `user` or `assistant`.
 */
export function ChatBubble({
  sender,
  content,
  time,
  fromTeam = false,
  senderLabel,
  children,
  className,
  ...props
}: ChatBubbleProps) {
  const intl = useIntl();
  const date = toDate(time);
  return (
    <div
      {...props}
      className={clsx(styles.row({ sender }), className)}
      data-sender={sender}
      data-from-team={fromTeam || undefined}
    >
      <div className={styles.bubble({ sender })}>
        {/* Outside the text, so that it does not decide the text's direction under dir="auto". */}
        <span className={visuallyHidden}>
          {senderLabel ?? intl.formatMessage(sender === 'user' ? messages.user : messages.assistant)}:{' '}
        </span>
        <p className={styles.content} dir="auto">
          {content}
        </p>
        {children}
        <div className={styles.meta}>
          {fromTeam ? (
            <Badge size="sm" tone="accent">
              {intl.formatMessage(messages.fromTeam)}
            </Badge>
          ) : null}
          {date ? <time dateTime={date.toISOString()}>{formatChatTime(date, intl.locale)}</time> : null}
        </div>
      </div>
    </div>
  );
}
