import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Switch } from '../../../components/Switch/Switch.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { SecurityCard } from '../SecurityCard.tsx';
import * as styles from './OrgTwoFactorCard.css.ts';
import { argMessages, messages } from './OrgTwoFactorCard.messages.ts';

/** The organization's sign-in rule (`GET /api/org/security`). */
export interface OrgTwoFactorStatus {
  requireTwoFactor: boolean;
  staffWithoutTwoFactor: { id: number; username: string; name: string | null }[];
}

/** Props of `OrgTwoFactorCard`. */
export interface OrgTwoFactorCardProps {
  /** Undefined while loading. */
  status: OrgTwoFactorStatus | undefined;
  loadError?: string | undefined;
  /** Whether the admin has two-factor sign-in on themselves: requiring it needs that. */
  selfEnabled: boolean;
  onChange(requireTwoFactor: boolean): Promise<ActionResult>;
  className?: string | undefined;
}

/**
 * An organization admin's "Two-factor sign-in for your staff": a switch that requires it of every member of staff
 * (only once the admin has it on), and who has not turned it on yet.
 */
export function OrgTwoFactorCard({ status, loadError, selfEnabled, onChange, className }: OrgTwoFactorCardProps) {
  const intl = useIntl();
  const save = useAction(onChange, {
    success: { title: intl.formatMessage(messages.saved) },
    failure: { title: intl.formatMessage(messages.failed) },
  });

  const without = status?.staffWithoutTwoFactor ?? [];
  return (
    <SecurityCard
      heading={intl.formatMessage(messages.heading)}
      intro={intl.formatMessage(messages.intro)}
      loaded={status !== undefined}
      loadingLabel={intl.formatMessage(messages.loading)}
      loadError={loadError}
      loadErrorTitle={intl.formatMessage(messages.loadError)}
      skeletonSize="3rem"
      className={className}
    >
      {status ? (
        <Stack space="md">
          <Switch
            label={intl.formatMessage(messages.require)}
            hint={!selfEnabled && !status.requireTwoFactor ? intl.formatMessage(messages.selfFirst) : undefined}
            checked={status.requireTwoFactor}
            disabled={save.busy || (!selfEnabled && !status.requireTwoFactor)}
            onCheckedChange={(checked) => void save.run(checked)}
          />
          {without.length === 0 ? (
            <Text size="sm" tone="secondary">
              {intl.formatMessage(messages.allHaveIt)}
            </Text>
          ) : (
            <Stack space="xs">
              <Text size="sm" tone="secondary">
                {intl.formatMessage(argMessages.without, { count: without.length })}
              </Text>
              <ul className={styles.names} aria-label={intl.formatMessage(messages.withoutList)}>
                {without.map((person) => (
                  <li key={person.id}>
                    <bdi>{person.name ?? person.username}</bdi>
                  </li>
                ))}
              </ul>
            </Stack>
          )}
        </Stack>
      ) : null}
    </SecurityCard>
  );
}
