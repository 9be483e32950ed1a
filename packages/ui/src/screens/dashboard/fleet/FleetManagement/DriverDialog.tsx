import { DRIVER_STATUSES, type Driver, LICENSE_CLASSES } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { argMessages, driverStatusMessages, licenseClassMessages, messages } from './FleetManagement.messages.ts';
import { ChoiceField, ServerFailure, translateErrors } from './formParts.tsx';
import type { FleetManagementProps } from './types.ts';
import {
  type DriverFormValues,
  driverFormValues,
  emptyDriverForm,
  validateDriverChanges,
  validateNewDriver,
} from './validation.ts';

export interface DriverDialogProps {
  /** `'new'` for Add Driver, a driver to edit them; the dialog is open while it is set. */
  target: Driver | 'new' | null;
  onClose(): void;
  onCreate: FleetManagementProps['onCreateDriver'];
  onUpdate: FleetManagementProps['onUpdateDriver'];
}

/** Add or edit a driver: name, phone, licence number, class and expiry, status; checked with the API's rules. */
export function DriverDialog({ target, onClose, onCreate, onUpdate }: DriverDialogProps) {
  const intl = useIntl();
  const editing = target !== null && target !== 'new' ? target : null;
  const statuses = editing ? DRIVER_STATUSES : DRIVER_STATUSES.filter((status) => status !== 'retired');
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(next) => !next && onClose()}
      title={
        editing
          ? intl.formatMessage(argMessages.editDriverTitle, { driver: editing.name })
          : intl.formatMessage(messages.addDriverTitle)
      }
      description={intl.formatMessage(messages.driverFormDescription)}
      initialValues={() => (editing ? driverFormValues(editing) : emptyDriverForm)}
      validate={(values) =>
        translateErrors<DriverFormValues>(
          intl,
          editing ? validateDriverChanges(editing, values) : validateNewDriver(values),
        )
      }
      onSubmit={async (values) => {
        if (!editing) {
          const checked = validateNewDriver(values);
          return checked.ok ? onCreate(checked.request) : { ok: false };
        }
        const checked = validateDriverChanges(editing, values);
        if (!checked.ok) return { ok: false };
        return Object.keys(checked.request).length > 0 ? onUpdate(editing.id, checked.request) : { ok: true };
      }}
      toasts={{ success: { title: intl.formatMessage(editing ? messages.saved : messages.driverAdded) } }}
      submitLabel={intl.formatMessage(editing ? messages.save : messages.addDriverSubmit)}
      busyLabel={intl.formatMessage(messages.saving)}
    >
      {(form) => (
        <>
          <ServerFailure failure={form.failure} />
          <Field label={intl.formatMessage(messages.name)} error={form.errors.name} required>
            <Input {...form.field('name')} autoComplete="off" />
          </Field>
          <Tiles minItemWidth="sm" fit space="md">
            <Field label={intl.formatMessage(messages.phone)} error={form.errors.phone} required>
              <Input {...form.field('phone')} type="tel" dir="ltr" autoComplete="off" />
            </Field>
            <Field label={intl.formatMessage(messages.licenseNumber)} error={form.errors.licenseNumber} required>
              <Input {...form.field('licenseNumber')} dir="ltr" autoComplete="off" autoCapitalize="characters" />
            </Field>
            <ChoiceField
              form={form}
              name="licenseClass"
              label={messages.licenseClass}
              values={LICENSE_CLASSES}
              names={licenseClassMessages}
            />
            <Field label={intl.formatMessage(messages.licenseExpiry)} error={form.errors.licenseExpiry} required>
              <Input {...form.field('licenseExpiry')} type="date" />
            </Field>
            <ChoiceField
              form={form}
              name="status"
              label={messages.status}
              values={statuses}
              names={driverStatusMessages}
              placeholder={false}
            />
          </Tiles>
        </>
      )}
    </FormDialog>
  );
}
