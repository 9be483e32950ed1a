import { VEHICLE_SERVICE_KINDS, type Vehicle } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { argMessages, messages, serviceKindMessages } from './FleetManagement.messages.ts';
import { ChoiceField, ServerFailure, translateErrors } from './formParts.tsx';
import type { FleetManagementProps } from './types.ts';
import { vehicleName } from './VehicleList.tsx';
import { emptyServiceForm, type ServiceFormValues, validateService } from './validation.ts';

export interface ServiceDialogProps {
  /** The vehicle serviced; the dialog is open while it is set. */
  vehicle: Vehicle | null;
  today: string;
  onClose(): void;
  onAddService: FleetManagementProps['onAddService'];
}

/** A row of a vehicle's service history: date (not after today), odometer, kind, cost in AED and notes. */
export function ServiceDialog({ vehicle, today, onClose, onAddService }: ServiceDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      open={vehicle !== null}
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(argMessages.serviceTitle, { vehicle: vehicle ? vehicleName(vehicle) : '' })}
      description={intl.formatMessage(messages.serviceDescription)}
      initialValues={() => emptyServiceForm(vehicle, today)}
      validate={(values) => translateErrors<ServiceFormValues>(intl, validateService(values, today))}
      onSubmit={async (values) => {
        const checked = validateService(values, today);
        return checked.ok && vehicle ? onAddService(vehicle.id, checked.request) : { ok: false };
      }}
      toasts={{ success: { title: intl.formatMessage(messages.serviceAdded) } }}
      submitLabel={intl.formatMessage(messages.serviceSubmit)}
      busyLabel={intl.formatMessage(messages.saving)}
    >
      {(form) => (
        <>
          <ServerFailure failure={form.failure} />
          <Tiles minItemWidth="sm" fit space="md">
            <Field label={intl.formatMessage(messages.serviceDate)} error={form.errors.date} required>
              <Input {...form.field('date')} type="date" max={today} />
            </Field>
            <ChoiceField
              form={form}
              name="kind"
              label={messages.serviceKind}
              values={VEHICLE_SERVICE_KINDS}
              names={serviceKindMessages}
            />
            <Field label={intl.formatMessage(messages.odometerKm)} error={form.errors.odometerKm} required>
              <Input {...form.field('odometerKm')} inputMode="numeric" autoComplete="off" />
            </Field>
            <Field label={intl.formatMessage(messages.costAed)} error={form.errors.costAed} required>
              <Input {...form.field('costAed')} inputMode="decimal" autoComplete="off" />
            </Field>
          </Tiles>
          <Field
            label={intl.formatMessage(messages.notes)}
            hint={intl.formatMessage(messages.optional)}
            error={form.errors.description}
          >
            <Textarea {...form.field('description')} rows={3} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
