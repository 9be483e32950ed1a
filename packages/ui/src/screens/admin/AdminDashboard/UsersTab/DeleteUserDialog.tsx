import type { ManagedUser } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import type { AdminDashboardProps } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { useFailureToast } from '../shared.tsx';
import { userMessages as m } from './UsersTab.messages.ts';

/** Confirms deleting a user; the user's feature assignments go with it. */
export function DeleteUserDialog({
  user,
  onClose,
  onDelete,
}: {
  user: ManagedUser;
  onClose(): void;
  onDelete: AdminDashboardProps['onDeleteUser'];
}) {
  const intl = useIntl();
  const failure = useFailureToast();
  return (
    <FormDialog
      open
      size="sm"
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(m.deleteTitle)}
      description={intl.formatMessage(m.deleteDescription, { username: user.username })}
      initialValues={{}}
      onSubmit={() => onDelete(user.id)}
      toasts={{
        success: { title: intl.formatMessage(m.deletedTitle), description: intl.formatMessage(m.deleted) },
        failure: failure(m.deleteFailed),
      }}
      submitLabel={intl.formatMessage(m.deleteConfirm)}
      submitTone="critical"
      busyLabel={intl.formatMessage(messages.saving)}
    />
  );
}
