import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Switch } from '../../../../components/Switch/Switch.tsx';
import type { AdminDashboardProps } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { useFailureToast } from '../shared.tsx';
import { passwordMessages as pm } from './ChangePasswordDialog.messages.ts';

/** Change Admin Password (spec 001 §2, §5): both fields required (the button stays disabled), show/hide toggle. */
export function ChangePasswordDialog({
  onClose,
  onChange,
}: {
  onClose(): void;
  onChange: AdminDashboardProps['onChangePassword'];
}) {
  const intl = useIntl();
  const failure = useFailureToast();
  const [show, setShow] = useState(false);
  return (
    <FormDialog
      open
      size="sm"
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(pm.title)}
      description={intl.formatMessage(pm.description)}
      initialValues={{ currentPassword: '', newPassword: '' }}
      canSubmit={(values) => values.currentPassword.length > 0 && values.newPassword.length > 0}
      onSubmit={onChange}
      toasts={{
        success: { title: intl.formatMessage(pm.changedTitle), description: intl.formatMessage(pm.changed) },
        failure: failure(pm.failed),
      }}
      submitLabel={intl.formatMessage(pm.submit)}
      busyLabel={intl.formatMessage(messages.saving)}
    >
      {(form) => (
        <>
          <Field label={intl.formatMessage(pm.current)} required>
            <Input
              {...form.field('currentPassword')}
              type={show ? 'text' : 'password'}
              autoComplete="current-password"
            />
          </Field>
          <Field label={intl.formatMessage(pm.next)} required>
            <Input {...form.field('newPassword')} type={show ? 'text' : 'password'} autoComplete="new-password" />
          </Field>
          <Switch label={intl.formatMessage(pm.show)} checked={show} onCheckedChange={setShow} />
        </>
      )}
    </FormDialog>
  );
}
