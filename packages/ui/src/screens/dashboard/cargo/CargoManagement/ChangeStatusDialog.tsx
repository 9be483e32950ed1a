import { type OrgShipment, SHIPMENT_STATUSES, type ShipmentStatus } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog, type FormErrors } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { messages as statusLabels } from '../../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.messages.ts';
import { ShipmentStatusBadge } from '../../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import { formMessages, statusArgMessages, statusMessages } from './CargoManagement.messages.ts';
import { ServerText } from './ServerText.tsx';
import type { CargoManagementProps } from './types.ts';

export interface ChangeStatusDialogProps {
  /** The shipment whose status changes; the dialog is open while it is set. */
  shipment: OrgShipment | null;
  onClose(): void;
  onChangeStatus: CargoManagementProps['onChangeStatus'];
}

interface StatusValues {
  status: ShipmentStatus;
  reason: string;
  location: string;
}

/** Status select, reason (required, as the API: 3–500 characters) and optional location. */
export function ChangeStatusDialog({ shipment, onClose, onChangeStatus }: ChangeStatusDialogProps) {
  const intl = useIntl();

  const validate = ({ reason, location }: StatusValues) => {
    const found: FormErrors<StatusValues> = {};
    const trimmed = reason.trim();
    if (trimmed.length < 3) found.reason = intl.formatMessage(statusMessages.reasonRequired);
    else if (trimmed.length > 500) found.reason = intl.formatMessage(statusMessages.reasonMax);
    if (location.trim().length > 200) found.location = intl.formatMessage(statusMessages.locationMax);
    return found;
  };

  return (
    <FormDialog
      open={shipment !== null}
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(statusArgMessages.title, { trackingNumber: shipment?.trackingNumber ?? '' })}
      description={intl.formatMessage(statusMessages.description)}
      // A new shipment starts a fresh form, preset to the status after the current one.
      initialValues={(): StatusValues => ({
        status: !shipment || shipment.status === 'pending' ? 'in_transit' : shipment.status,
        reason: '',
        location: '',
      })}
      validate={validate}
      onSubmit={async ({ status, reason, location }) => {
        if (!shipment) return { ok: false };
        const result = await onChangeStatus(shipment.id, {
          status,
          reason: reason.trim(),
          ...(location.trim() ? { location: location.trim() } : {}),
        });
        return { ...result, trackingNumber: shipment.trackingNumber, status };
      }}
      toasts={{
        success: ({ trackingNumber, status }) => ({
          title: intl.formatMessage(statusMessages.changed),
          description: intl.formatMessage(statusArgMessages.changedDescription, {
            trackingNumber,
            status: intl.formatMessage(statusLabels[status]),
          }),
        }),
      }}
      submitLabel={intl.formatMessage(statusMessages.submit)}
      busyLabel={intl.formatMessage(statusMessages.submitting)}
    >
      {(form) => (
        <>
          {form.failure ? (
            <Alert tone="critical" title={intl.formatMessage(statusMessages.serverError)}>
              <ServerText>{form.failure}</ServerText>
            </Alert>
          ) : null}
          {shipment ? (
            <Inline as="p" space="sm">
              <Text as="span" size="sm" tone="secondary">
                {intl.formatMessage(statusMessages.current)}
              </Text>
              <ShipmentStatusBadge status={shipment.status} size="sm" />
            </Inline>
          ) : null}
          <Field label={intl.formatMessage(statusMessages.status)} required>
            <Select
              name="status"
              value={form.values.status}
              onValueChange={(value) => form.set('status', value as ShipmentStatus)}
              options={SHIPMENT_STATUSES.map((value) => ({ value, label: intl.formatMessage(statusLabels[value]) }))}
            />
          </Field>
          <Field
            label={intl.formatMessage(statusMessages.reason)}
            hint={intl.formatMessage(statusMessages.reasonHint)}
            error={form.errors.reason}
            required
          >
            <Textarea {...form.field('reason')} rows={3} />
          </Field>
          <Field
            label={intl.formatMessage(statusMessages.location)}
            hint={intl.formatMessage(formMessages.optional)}
            error={form.errors.location}
          >
            <Input {...form.field('location')} autoComplete="off" />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
