import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { displayTimeZone } from '../../../private/time.ts';
import { RelativeTime } from '../../dashboard/RelativeTime.tsx';
import { SecurityCard } from '../SecurityCard.tsx';
import * as styles from './SessionsCard.css.ts';
import { argMessages, messages } from './SessionsCard.messages.ts';

/** One signed-in session (`GET /api/me/sessions`). */
export interface SessionsCardSession {
  id: string;
  current: boolean;
  device: string | null;
  deviceType: 'mobile' | 'tablet' | 'desktop' | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
}

/** Props of `SessionsCard`. */
export interface SessionsCardProps {
  /** Undefined while loading. */
  sessions: SessionsCardSession[] | undefined;
  loadError?: string | undefined;
  /** Ends one session (not the current one: the header's Sign out does that). */
  onSignOut(sessionId: string): Promise<ActionResult>;
  /** Ends every session but the current one; resolves with how many were ended. */
  onSignOutOthers(): Promise<ActionResult<{ revoked: number }>>;
  /** "Now" for the relative times (stories and tests); the clock otherwise. */
  now?: Date | number | undefined;
  className?: string | undefined;
}

function SessionRow({
  session,
  now,
  onSignOut,
}: {
  session: SessionsCardSession;
  now: SessionsCardProps['now'];
  onSignOut: SessionsCardProps['onSignOut'];
}) {
  const intl = useIntl();
  const device = session.device ?? intl.formatMessage(messages.unknownDevice);
  const signOut = useAction(() => onSignOut(session.id), {
    success: { title: intl.formatMessage(messages.signedOut) },
    failure: { title: intl.formatMessage(messages.signOutFailed) },
  });
  const kind = session.deviceType ? intl.formatMessage(messages[session.deviceType]) : null;
  return (
    <li className={styles.row} data-current={session.current || undefined}>
      <Stack space="xxs">
        <Inline space="xs" alignY="center">
          <Text as="span" weight="semibold">
            <bdi>{device}</bdi>
          </Text>
          {session.current ? (
            <Badge tone="positive" size="sm">
              {intl.formatMessage(messages.thisDevice)}
            </Badge>
          ) : null}
        </Inline>
        <Text size="sm" tone="secondary">
          {kind ? `${kind} · ` : null}
          <bdi dir="ltr">{session.ip ?? intl.formatMessage(messages.unknownAddress)}</bdi>
        </Text>
        <Text size="sm" tone="secondary">
          <RelativeTime
            value={session.lastSeenAt}
            now={now}
            format={(time) => intl.formatMessage(argMessages.lastActive, { time })}
          />
          {' · '}
          {intl.formatMessage(argMessages.signedIn, {
            date: intl.formatDate(session.createdAt, {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: displayTimeZone,
            }),
          })}
        </Text>
      </Stack>
      {session.current ? null : (
        <Button
          variant="outline"
          tone="critical"
          size="sm"
          aria-label={intl.formatMessage(argMessages.signOutLabel, { device })}
          loading={signOut.busy}
          loadingLabel={intl.formatMessage(messages.signingOut)}
          onClick={() => void signOut.run()}
        >
          {intl.formatMessage(messages.signOut)}
        </Button>
      )}
    </li>
  );
}

/**
 * "Where you are signed in": every live session of the account, the current one marked, with its browser and
 * system, kind of device, IP address, last activity and start; any other one can be signed out, or all of them at
 * once. Outcomes are told in toasts; the list is the caller's to refresh.
 */
export function SessionsCard({ sessions, loadError, onSignOut, onSignOutOthers, now, className }: SessionsCardProps) {
  const intl = useIntl();
  const others = useAction(onSignOutOthers, {
    success: (result) => ({ title: intl.formatMessage(argMessages.signedOutOthers, { count: result.revoked }) }),
    failure: { title: intl.formatMessage(messages.signOutFailed) },
  });

  const hasOthers = sessions?.some((s) => !s.current) ?? false;
  return (
    <SecurityCard
      heading={intl.formatMessage(messages.heading)}
      intro={intl.formatMessage(messages.intro)}
      loaded={sessions !== undefined}
      loadingLabel={intl.formatMessage(messages.loading)}
      loadError={loadError}
      loadErrorTitle={intl.formatMessage(messages.loadError)}
      skeletonSize="4rem"
      className={className}
    >
      {sessions ? (
        <Stack space="md">
          <ul className={styles.list} aria-label={intl.formatMessage(messages.listLabel)}>
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} now={now} onSignOut={onSignOut} />
            ))}
          </ul>
          {hasOthers ? (
            <Inline space="sm" align="end">
              <Button variant="outline" tone="critical" loading={others.busy} onClick={() => void others.run()}>
                {intl.formatMessage(messages.signOutOthers)}
              </Button>
            </Inline>
          ) : (
            <Text size="sm" tone="secondary">
              {intl.formatMessage(messages.onlyThis)}
            </Text>
          )}
        </Stack>
      ) : null}
    </SecurityCard>
  );
}
