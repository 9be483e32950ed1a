import { Button, Dialog, Stack } from '@qafila/ui';
import { useIntl } from 'react-intl';
import { SessionsSection, TwoFactorSection } from '../account/securitySections.tsx';
import { adminContainerMessages as m } from './admin.messages.ts';

/** The super admin's two-factor sign-in and portal sessions, in a dialog of the portal's header (loaded on open). */
export default function AdminSecurityDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(m.securityTitle)}
      description={intl.formatMessage(m.securityDescription)}
      footer={
        <Button variant="outline" tone="neutral" onClick={onClose}>
          {intl.formatMessage(m.securityClose)}
        </Button>
      }
    >
      <Stack space="lg">
        <TwoFactorSection kind="admin" />
        <SessionsSection kind="admin" />
      </Stack>
    </Dialog>
  );
}
