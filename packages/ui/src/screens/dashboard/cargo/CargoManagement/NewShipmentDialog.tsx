import { type OrgCustomer, SHIPMENT_SERVICES } from '@qafila/contracts';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../../components/Dialog/Dialog.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { useToast } from '../../../../components/Toast/Toast.tsx';
import * as styles from './CargoManagement.css.ts';
import { formArgMessages, formMessages, messages, serviceMessages } from './CargoManagement.messages.ts';
import { ServerText } from './ServerText.tsx';
import type { CargoManagementProps } from './types.ts';
import {
  emptyShipmentForm,
  type FieldError,
  type ShipmentField,
  type ShipmentFormValues,
  shipmentFields,
  validateShipment,
} from './validation.ts';

export interface NewShipmentDialogProps {
  trigger: ReactElement;
  customers: OrgCustomer[] | undefined;
  customersError?: string | undefined;
  onCreate: CargoManagementProps['onCreate'];
}

/** The New Shipment form in a dialog: checked with the API's schema before sending, server errors shown in it. */
export function NewShipmentDialog({ trigger, customers, customersError, onCreate }: NewShipmentDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ShipmentFormValues>(emptyShipmentForm);
  const [errors, setErrors] = useState<Partial<Record<ShipmentField, FieldError>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: ShipmentField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (field: ShipmentField) => {
    const error = errors[field];
    return error ? intl.formatMessage(error.message, error.values) : undefined;
  };
  const text = (field: ShipmentField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setServerError(null);
    const result = validateShipment(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = shipmentFields.find((field) => result.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    let outcome: Awaited<ReturnType<typeof onCreate>>;
    try {
      outcome = await onCreate(result.request);
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    setSubmitting(false);
    if (outcome.ok) {
      setOpen(false);
      toast({
        title: intl.formatMessage(formMessages.created),
        description: intl.formatMessage(formArgMessages.createdDescription, { trackingNumber: outcome.trackingNumber }),
      });
    } else {
      setServerError(outcome.error);
    }
  };

  const customerHint = customersError
    ? intl.formatMessage(formMessages.customersError)
    : !customers
      ? intl.formatMessage(formMessages.customersLoading)
      : customers.length === 0
        ? intl.formatMessage(formMessages.noCustomers)
        : undefined;

  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValues(emptyShipmentForm);
          setErrors({});
          setServerError(null);
        }
        setOpen(next);
      }}
      size="lg"
      title={intl.formatMessage(formMessages.newTitle)}
      description={intl.formatMessage(formMessages.newDescription)}
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
              ? { loading: true, loadingLabel: intl.formatMessage(formMessages.submitting) }
              : { loading: false })}
          >
            {intl.formatMessage(formMessages.submit)}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles.form} noValidate onSubmit={submit}>
        {serverError ? (
          <Alert tone="critical" title={intl.formatMessage(formMessages.serverError)}>
            <ServerText>{serverError}</ServerText>
          </Alert>
        ) : null}
        <Field
          label={intl.formatMessage(formMessages.customer)}
          hint={customerHint}
          error={errorText('customerId')}
          required
        >
          <Select
            name="customerId"
            value={values.customerId}
            onValueChange={(value) => change('customerId', value)}
            placeholder={intl.formatMessage(formMessages.customerPlaceholder)}
            options={(customers ?? []).map((customer) => ({
              value: String(customer.id),
              label: customer.name ? `${customer.name} (${customer.username})` : customer.username,
            }))}
          />
        </Field>
        <div className={styles.formGrid}>
          <Field label={intl.formatMessage(formMessages.origin)} error={errorText('origin')} required>
            <Input
              {...text('origin')}
              autoComplete="off"
              placeholder={intl.formatMessage(formMessages.originPlaceholder)}
            />
          </Field>
          <Field label={intl.formatMessage(formMessages.destination)} error={errorText('destination')} required>
            <Input
              {...text('destination')}
              autoComplete="off"
              placeholder={intl.formatMessage(formMessages.destinationPlaceholder)}
            />
          </Field>
          <Field label={intl.formatMessage(formMessages.service)} error={errorText('service')} required>
            <Select
              name="service"
              value={values.service}
              onValueChange={(value) => change('service', value)}
              placeholder={intl.formatMessage(formMessages.servicePlaceholder)}
              options={SHIPMENT_SERVICES.map((service) => ({
                value: service,
                label: intl.formatMessage(serviceMessages[service]),
              }))}
            />
          </Field>
          <Field label={intl.formatMessage(formMessages.weight)} error={errorText('weightKg')} required>
            <Input {...text('weightKg')} inputMode="decimal" autoComplete="off" />
          </Field>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(formMessages.dimensions)}</legend>
          <div className={styles.dimensions}>
            {(['length', 'width', 'height'] as const).map((field) => (
              <Field key={field} label={intl.formatMessage(formMessages[field])} error={errorText(field)} required>
                <Input {...text(field)} inputMode="decimal" autoComplete="off" />
              </Field>
            ))}
          </div>
        </fieldset>
        <Field label={intl.formatMessage(formMessages.declaredValue)} error={errorText('declaredValueAed')} required>
          <Input {...text('declaredValueAed')} inputMode="decimal" autoComplete="off" />
        </Field>
        <Field
          label={intl.formatMessage(formMessages.description)}
          hint={intl.formatMessage(formMessages.optional)}
          error={errorText('description')}
        >
          <Textarea {...text('description')} rows={3} />
        </Field>
      </form>
    </Dialog>
  );
}
