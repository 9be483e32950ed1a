import type { OrganizationDto } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import type { AdminDashboardProps, OrganizationAction } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { useFailureToast } from '../shared.tsx';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';

const confirmText = {
  suspend: { title: em.suspendTitle, text: em.suspendText, button: em.suspend, next: 'suspended' },
  reactivate: { title: em.reactivateTitle, text: em.reactivateText, button: em.reactivate, next: 'active' },
  cancel: { title: em.cancelTitle, text: em.cancelText, button: em.cancelOrg, next: 'cancelled' },
} as const;

/** Confirms suspending, reactivating or cancelling an organization. */
export function OrganizationActionDialog({
  organization,
  action,
  onClose,
  onConfirm,
}: {
  organization: OrganizationDto;
  action: OrganizationAction;
  onClose(): void;
  onConfirm: AdminDashboardProps['onOrganizationAction'];
}) {
  const intl = useIntl();
  const failure = useFailureToast();
  const text = confirmText[action];
  return (
    <FormDialog
      open
      size="sm"
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(text.title, { name: organization.name })}
      description={intl.formatMessage(text.text)}
      initialValues={{}}
      onSubmit={() => onConfirm(organization.id, action)}
      toasts={{
        success: {
          title: intl.formatMessage(em.statusChangedTitle),
          description: intl.formatMessage(em.statusChanged, {
            name: organization.name,
            status: intl.formatMessage(em[`status_${text.next}`]),
          }),
        },
        failure: failure(em.statusFailed),
      }}
      submitLabel={intl.formatMessage(text.button)}
      submitTone={action === 'reactivate' ? 'accent' : 'critical'}
      cancelLabel={intl.formatMessage(em.keep)}
      busyLabel={intl.formatMessage(messages.saving)}
    />
  );
}
