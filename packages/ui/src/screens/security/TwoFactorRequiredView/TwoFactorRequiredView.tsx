import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Box } from '../../../components/Box/Box.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Page } from '../../../layout/Page.tsx';
import { messages } from './TwoFactorRequiredView.messages.ts';

/** Props of `TwoFactorRequiredView`. */
export interface TwoFactorRequiredViewProps {
  /** Who requires it: the organization's admins (staff) or the server's configuration (the super admin). */
  reason: 'organization' | 'server';
  /** The two-factor card to turn it on with (e.g. a `TwoFactorCard` whose status says `required`). */
  card: ReactNode;
  /** Whether it is on now: then Continue opens the dashboard or portal. */
  enabled: boolean;
  onContinue(): void;
  onSignOut(): void;
  className?: string | undefined;
}

/**
 * What a signed-in account sees while a required two-factor sign-in is off (issue 16): why, the card to turn it on,
 * then Continue; or Sign out. The server refuses everything else to such an account until then.
 */
export function TwoFactorRequiredView({
  reason,
  card,
  enabled,
  onContinue,
  onSignOut,
  className,
}: TwoFactorRequiredViewProps) {
  const intl = useIntl();
  return (
    <Box
      as="main"
      background="sunken"
      paddingBlock="xl"
      paddingInline={{ mobile: 'md', tablet: 'xl' }}
      className={className}
    >
      <Page
        maxWidth="sm"
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(reason === 'server' ? messages.server : messages.organization)}
      >
        {card}
        {enabled ? <Alert tone="positive">{intl.formatMessage(messages.done)}</Alert> : null}
        <Inline space="sm" align="end">
          <Button variant="ghost" tone="neutral" onClick={onSignOut}>
            {intl.formatMessage(messages.signOut)}
          </Button>
          {enabled ? <Button onClick={onContinue}>{intl.formatMessage(messages.continue)}</Button> : null}
        </Inline>
      </Page>
    </Box>
  );
}
