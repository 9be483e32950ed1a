import type { Profile } from '@qafila/contracts';
import type { ReactNode } from 'react';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Switch } from '../../../components/Switch/Switch.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';
import { messages } from './AccountPage.messages.ts';

/** Props of `AccountPage`. */
export interface AccountPageProps {
  /** `GET /api/me`; undefined while loading. */
  profile: Profile | undefined;
  profileError?: string | undefined;
  /** Where "Back to your shipments" above the heading leads (e.g. `/app`); no link without it. */
  backHref?: string | undefined;
  /** The two-factor sign-in card (`TwoFactorCard`). */
  twoFactor?: ReactNode;
  /** The signed-in sessions card; its place is kept under the two-factor card. */
  sessions?: ReactNode;
  /** The data-rights card (`DataRightsCard`). */
  dataRights?: ReactNode;
  /**
   * The customer's notifications switch (issue 17): on, status changes, document reviews and the team's replies reach
   * them on their chosen channel; off, nothing is sent. Without it the card is not shown.
   */
  onNotificationsChange?: ((enabled: boolean) => Promise<ActionResult>) | undefined;
}

/** The notifications card: one switch, saved at once; a refusal puts it back and says so. */
function NotificationsCard({
  enabled,
  onChange,
}: {
  enabled: boolean;
  onChange(enabled: boolean): Promise<ActionResult>;
}) {
  const intl = useIntl();
  const headingId = useId();
  const [checked, setChecked] = useState(enabled);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(() => setChecked(enabled), [enabled]);
  const change = async (next: boolean) => {
    setChecked(next);
    setBusy(true);
    setFailure(undefined);
    const result = await onChange(next).catch(() => ({ ok: false as const, error: undefined }));
    setBusy(false);
    if (!result.ok) {
      setChecked(!next);
      setFailure(result.error?.trim() || intl.formatMessage(messages.notificationsFailed));
    }
  };
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {intl.formatMessage(messages.notificationsTitle)}
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Stack space="md">
          <Switch
            label={intl.formatMessage(messages.notifications)}
            hint={intl.formatMessage(messages.notificationsHint)}
            checked={checked}
            disabled={busy}
            onCheckedChange={(next) => void change(next)}
          />
          {failure ? (
            <Alert tone="critical" title={intl.formatMessage(messages.notificationsFailed)}>
              {failure}
            </Alert>
          ) : null}
        </Stack>
      </CardBody>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  const intl = useIntl();
  return (
    <Stack space="xxs">
      <Text as="span" size="sm" weight="semibold" tone="secondary">
        {label}
      </Text>
      {value ? (
        // The value in its own direction, lined up at the start of the page's.
        <span>
          <bdi>{value}</bdi>
        </span>
      ) : (
        <Text tone="secondary">{intl.formatMessage(messages.notSet)}</Text>
      )}
    </Stack>
  );
}

/**
 * A customer's own account page (`/app/account`, issue 16): who they are, then the cards of their sign-in
 * (two-factor, sessions) and their data rights, each passed in by the app.
 */
export function AccountPage({
  profile,
  profileError,
  backHref,
  twoFactor,
  sessions,
  dataRights,
  onNotificationsChange,
}: AccountPageProps) {
  const intl = useIntl();
  const profileId = useId();
  return (
    <Stack space="lg" data-view="account">
      {backHref ? (
        <Inline space="xs">
          <Link href={backHref}>{intl.formatMessage(messages.back)}</Link>
        </Inline>
      ) : null}
      <Stack space="xs">
        <Heading level={2} as="h1">
          {intl.formatMessage(messages.heading)}
        </Heading>
        <Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>
      </Stack>
      {profileError ? (
        <Alert tone="critical" title={intl.formatMessage(messages.loadError)}>
          {profileError}
        </Alert>
      ) : !profile ? (
        <LoadingStack label={intl.formatMessage(messages.loading)} space="lg">
          <Skeleton shape="rect" blockSize="8rem" />
        </LoadingStack>
      ) : (
        <Card as="section" aria-labelledby={profileId}>
          <CardHeader>
            <Inline space="md" alignY="center">
              <Avatar name={profile.name || profile.username} size="lg" />
              <CardTitle as="h2" id={profileId}>
                {intl.formatMessage(messages.profileTitle)}
              </CardTitle>
            </Inline>
          </CardHeader>
          <CardBody>
            <Tiles columns={{ mobile: 1, tablet: 2 }} space="md" alignY="start">
              <Detail label={intl.formatMessage(messages.name)} value={profile.name} />
              <Detail label={intl.formatMessage(messages.email)} value={profile.email} />
              <Detail label={intl.formatMessage(messages.username)} value={profile.username} />
              <Detail label={intl.formatMessage(messages.organization)} value={profile.organizationName} />
            </Tiles>
          </CardBody>
        </Card>
      )}
      {profile && onNotificationsChange ? (
        <NotificationsCard enabled={profile.emailNotifications} onChange={onNotificationsChange} />
      ) : null}
      {twoFactor}
      {sessions}
      {dataRights}
    </Stack>
  );
}
