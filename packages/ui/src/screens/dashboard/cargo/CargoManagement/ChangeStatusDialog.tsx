import { type OrgShipment, SHIPMENT_STATUSES, type ShipmentStatus } from '@qafila/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../../components/Dialog/Dialog.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { useToast } from '../../../../components/Toast/Toast.tsx';
import { messages as statusLabels } from '../../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.messages.ts';
import { ShipmentStatusBadge } from '../../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import * as styles from './CargoManagement.css.ts';
import { formMessages, messages, statusArgMessages, statusMessages } from './CargoManagement.messages.ts';
import { ServerText } from './ServerText.tsx';
import type { CargoManagementProps } from './types.ts';

export interface ChangeStatusDialogProps {
  /** The shipment whose status changes; the dialog is open while it is set. */
  shipment: OrgShipment | null;
  onClose(): void;
  onChangeStatus: CargoManagementProps['onChangeStatus'];
}

type StatusField = 'reason' | 'location';

/** Status select, reason (required, as the API: 3–500 characters) and optional location. */
export function ChangeStatusDialog({ shipment, onClose, onChangeStatus }: ChangeStatusDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const formId = useId();
  const [status, setStatus] = useState<ShipmentStatus>('in_transit');
  const [reason, setReason] = useState('');
  const [location, setLocation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<StatusField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const locationRef = useRef<HTMLInputElement>(null);

  // A new shipment starts a fresh form, preset to the status after the current one.
  if (shipment && shipment.id !== shownFor) {
    setShownFor(shipment.id);
    setStatus(shipment.status === 'pending' ? 'in_transit' : shipment.status);
    setReason('');
    setLocation('');
    setErrors({});
    setServerError(null);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!shipment || submitting) return;
    setServerError(null);
    const found: Partial<Record<StatusField, string>> = {};
    const trimmed = reason.trim();
    if (trimmed.length < 3) found.reason = intl.formatMessage(statusMessages.reasonRequired);
    else if (trimmed.length > 500) found.reason = intl.formatMessage(statusMessages.reasonMax);
    if (location.trim().length > 200) found.location = intl.formatMessage(statusMessages.locationMax);
    setErrors(found);
    if (found.reason) return reasonRef.current?.focus();
    if (found.location) return locationRef.current?.focus();
    setSubmitting(true);
    let outcome: Awaited<ReturnType<typeof onChangeStatus>>;
    try {
      outcome = await onChangeStatus(shipment.id, {
        status,
        reason: trimmed,
        ...(location.trim() ? { location: location.trim() } : {}),
      });
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    setSubmitting(false);
    if (outcome.ok) {
      onClose();
      setShownFor(null);
      toast({
        title: intl.formatMessage(statusMessages.changed),
        description: intl.formatMessage(statusArgMessages.changedDescription, {
          trackingNumber: shipment.trackingNumber,
          status: intl.formatMessage(statusLabels[status]),
        }),
      });
    } else {
      setServerError(outcome.error);
    }
  };

  return (
    <Dialog
      open={shipment !== null}
      onOpenChange={(next) => {
        if (!next) {
          setShownFor(null);
          onClose();
        }
      }}
      title={intl.formatMessage(statusArgMessages.title, { trackingNumber: shipment?.trackingNumber ?? '' })}
      description={intl.formatMessage(statusMessages.description)}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            {...(submitting
              ? { loading: true, loadingLabel: intl.formatMessage(statusMessages.submitting) }
              : { loading: false })}
          >
            {intl.formatMessage(statusMessages.submit)}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {serverError ? (
          <Alert tone="critical" title={intl.formatMessage(statusMessages.serverError)}>
            <ServerText>{serverError}</ServerText>
          </Alert>
        ) : null}
        {shipment ? (
          <p className={styles.currentStatus}>
            <span className={styles.muted}>{intl.formatMessage(statusMessages.current)}</span>
            <ShipmentStatusBadge status={shipment.status} size="sm" />
          </p>
        ) : null}
        <Field label={intl.formatMessage(statusMessages.status)} required>
          <Select
            name="status"
            value={status}
            onValueChange={(value) => setStatus(value as ShipmentStatus)}
            options={SHIPMENT_STATUSES.map((value) => ({ value, label: intl.formatMessage(statusLabels[value]) }))}
          />
        </Field>
        <Field
          label={intl.formatMessage(statusMessages.reason)}
          hint={intl.formatMessage(statusMessages.reasonHint)}
          error={errors.reason}
          required
        >
          <Textarea
            ref={reasonRef}
            name="reason"
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
          />
        </Field>
        <Field
          label={intl.formatMessage(statusMessages.location)}
          hint={intl.formatMessage(formMessages.optional)}
          error={errors.location}
        >
          <Input
            ref={locationRef}
            name="location"
            autoComplete="off"
            value={location}
            onChange={(event) => {
              setLocation(event.target.value);
              setErrors((current) => ({ ...current, location: undefined }));
            }}
          />
        </Field>
      </form>
    </Dialog>
  );
}
