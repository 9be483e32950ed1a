import { type ManagedUser, PLAN_TYPES } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import type { AdminDashboardProps, EditUserInput } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { enterpriseMessages } from '../EnterpriseTab/EnterpriseTab.messages.ts';
import { useFailureToast } from '../shared.tsx';
import { userMessages as m } from './UsersTab.messages.ts';

/** Edit User: every field of the user, the plan included. */
export function EditUserDialog({
  user,
  onClose,
  onUpdate,
}: {
  user: ManagedUser;
  onClose(): void;
  onUpdate: AdminDashboardProps['onUpdateUser'];
}) {
  const intl = useIntl();
  const failure = useFailureToast();
  return (
    <FormDialog<EditUserInput, Awaited<ReturnType<typeof onUpdate>>>
      open
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(m.editTitle)}
      description={user.username}
      initialValues={() => ({
        username: user.username,
        email: user.email ?? '',
        name: user.name ?? '',
        companyName: user.companyName ?? '',
        phoneNumber: user.phoneNumber ?? '',
        planType: user.planType,
      })}
      onSubmit={(values) => onUpdate(user.id, values)}
      toasts={{
        success: { title: intl.formatMessage(m.updatedTitle), description: intl.formatMessage(m.updated) },
        failure: failure(m.updateFailed),
      }}
      submitLabel={intl.formatMessage(messages.save)}
      busyLabel={intl.formatMessage(messages.saving)}
      browserValidation
    >
      {(form) => (
        <>
          <Field label={intl.formatMessage(m.username)}>
            <Input {...form.field('username')} autoComplete="off" autoCapitalize="none" />
          </Field>
          <Field label={intl.formatMessage(m.email)}>
            <Input {...form.field('email')} type="email" autoComplete="off" />
          </Field>
          <Field label={intl.formatMessage(m.fullName)}>
            <Input {...form.field('name')} autoComplete="off" />
          </Field>
          <Field label={intl.formatMessage(m.company)}>
            <Input {...form.field('companyName')} autoComplete="off" />
          </Field>
          <Field label={intl.formatMessage(m.phone)}>
            <Input {...form.field('phoneNumber')} type="tel" autoComplete="off" />
          </Field>
          <Field label={intl.formatMessage(m.planType)}>
            <Select
              {...form.field('planType')}
              options={PLAN_TYPES.map((plan) => ({
                value: plan,
                label: intl.formatMessage(enterpriseMessages[`tier_${plan}`]),
              }))}
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
