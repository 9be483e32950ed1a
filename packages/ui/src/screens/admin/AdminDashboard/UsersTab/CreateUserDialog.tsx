import { useIntl } from 'react-intl';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import type { AdminDashboardProps, NewUserInput, UserKind } from '../../types.ts';
import { useFailureToast } from '../shared.tsx';
import { userMessages as m } from './UsersTab.messages.ts';

const emptyUser: NewUserInput = { username: '', email: '', password: '', name: '', phoneNumber: '', companyName: '' };

/** Create Individual/Enterprise User (spec 001 §2 "Dialogs"). */
export function CreateUserDialog({
  kind,
  onClose,
  onCreate,
}: {
  kind: UserKind;
  onClose(): void;
  onCreate: AdminDashboardProps['onCreateUser'];
}) {
  const intl = useIntl();
  const failure = useFailureToast();
  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(kind === 'enterprise' ? m.createEnterprise : m.createIndividual)}
      description={intl.formatMessage(kind === 'enterprise' ? m.enterpriseDescription : m.individualDescription)}
      initialValues={emptyUser}
      onSubmit={(values) => onCreate(kind, values)}
      toasts={{
        success: {
          title: intl.formatMessage(m.createdTitle),
          description: intl.formatMessage(kind === 'enterprise' ? m.createdEnterprise : m.createdIndividual),
        },
        failure: failure(m.createFailed),
      }}
      submitLabel={intl.formatMessage(m.create)}
      busyLabel={intl.formatMessage(m.creating)}
      // The server decides what is valid (spec 001 §5); only the e-mail's type is checked here.
      browserValidation
    >
      {(form) => (
        <>
          <Field label={intl.formatMessage(m.username)} required>
            <Input {...form.field('username')} autoComplete="off" autoCapitalize="none" />
          </Field>
          <Field label={intl.formatMessage(m.email)} required>
            <Input {...form.field('email')} type="email" autoComplete="off" />
          </Field>
          <Field label={intl.formatMessage(m.password)} hint={intl.formatMessage(m.passwordHint)} required>
            <Input {...form.field('password')} type="password" autoComplete="new-password" />
          </Field>
          <Field label={intl.formatMessage(m.fullName)}>
            <Input {...form.field('name')} autoComplete="off" />
          </Field>
          <Field label={intl.formatMessage(m.phone)}>
            <Input {...form.field('phoneNumber')} type="tel" autoComplete="off" />
          </Field>
          {kind === 'enterprise' ? (
            <Field label={intl.formatMessage(m.company)}>
              <Input {...form.field('companyName')} autoComplete="off" />
            </Field>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
