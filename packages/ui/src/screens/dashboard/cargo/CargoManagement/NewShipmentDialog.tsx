import { type OrgCustomer, SHIPMENT_SERVICES } from '@qafila/contracts';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Box } from '../../../../components/Box/Box.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog, type FormErrors } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { formArgMessages, formMessages, serviceMessages } from './CargoManagement.messages.ts';
import { ServerText } from './ServerText.tsx';
import type { CargoManagementProps } from './types.ts';
import { emptyShipmentForm, type ShipmentFormValues, validateShipment } from './validation.ts';

export interface NewShipmentDialogProps {
  trigger: ReactElement;
  customers: OrgCustomer[] | undefined;
  customersError?: string | undefined;
  onCreate: CargoManagementProps['onCreate'];
}

/** The New Shipment form in a dialog: checked with the API's schema before sending, server errors shown in it. */
export function NewShipmentDialog({ trigger, customers, customersError, onCreate }: NewShipmentDialogProps) {
  const intl = useIntl();

  const validate = (values: ShipmentFormValues) => {
    const result = validateShipment(values);
    const errors: FormErrors<ShipmentFormValues> = {};
    if (result.ok) return errors;
    for (const [field, error] of Object.entries(result.errors)) {
      errors[field as keyof ShipmentFormValues] = intl.formatMessage(error.message, error.values);
    }
    return errors;
  };
  // validate() has passed, so the values parse.
  const submit = async (values: ShipmentFormValues) => {
    const result = validateShipment(values);
    return result.ok ? onCreate(result.request) : { ok: false as const };
  };

  const customerHint = customersError
    ? intl.formatMessage(formMessages.customersError)
    : !customers
      ? intl.formatMessage(formMessages.customersLoading)
      : customers.length === 0
        ? intl.formatMessage(formMessages.noCustomers)
        : undefined;

  return (
    <FormDialog
      trigger={trigger}
      size="lg"
      title={intl.formatMessage(formMessages.newTitle)}
      description={intl.formatMessage(formMessages.newDescription)}
      initialValues={emptyShipmentForm}
      validate={validate}
      onSubmit={submit}
      toasts={{
        success: ({ trackingNumber }) => ({
          title: intl.formatMessage(formMessages.created),
          description: intl.formatMessage(formArgMessages.createdDescription, { trackingNumber }),
        }),
      }}
      submitLabel={intl.formatMessage(formMessages.submit)}
      busyLabel={intl.formatMessage(formMessages.submitting)}
    >
      {(form) => (
        <>
          {form.failure ? (
            <Alert tone="critical" title={intl.formatMessage(formMessages.serverError)}>
              <ServerText>{form.failure}</ServerText>
            </Alert>
          ) : null}
          <Field
            label={intl.formatMessage(formMessages.customer)}
            hint={customerHint}
            error={form.errors.customerId}
            required
          >
            <Select
              name="customerId"
              value={form.values.customerId}
              onValueChange={(value) => form.set('customerId', value)}
              placeholder={intl.formatMessage(formMessages.customerPlaceholder)}
              options={(customers ?? []).map((customer) => ({
                value: String(customer.id),
                label: customer.name ? `${customer.name} (${customer.username})` : customer.username,
              }))}
            />
          </Field>
          <Tiles minItemWidth="sm" fit space="md">
            <Field label={intl.formatMessage(formMessages.origin)} error={form.errors.origin} required>
              <Input
                {...form.field('origin')}
                autoComplete="off"
                placeholder={intl.formatMessage(formMessages.originPlaceholder)}
              />
            </Field>
            <Field label={intl.formatMessage(formMessages.destination)} error={form.errors.destination} required>
              <Input
                {...form.field('destination')}
                autoComplete="off"
                placeholder={intl.formatMessage(formMessages.destinationPlaceholder)}
              />
            </Field>
            <Field label={intl.formatMessage(formMessages.service)} error={form.errors.service} required>
              <Select
                name="service"
                value={form.values.service}
                onValueChange={(value) => form.set('service', value)}
                placeholder={intl.formatMessage(formMessages.servicePlaceholder)}
                options={SHIPMENT_SERVICES.map((service) => ({
                  value: service,
                  label: intl.formatMessage(serviceMessages[service]),
                }))}
              />
            </Field>
            <Field label={intl.formatMessage(formMessages.weight)} error={form.errors.weightKg} required>
              <Input {...form.field('weightKg')} inputMode="decimal" autoComplete="off" />
            </Field>
          </Tiles>
          <Stack as="fieldset" space="xs">
            <Box as="legend" marginBlockEnd="xs" fontSize="sm" fontWeight="semibold">
              {intl.formatMessage(formMessages.dimensions)}
            </Box>
            <Tiles columns={3} space="sm">
              {(['length', 'width', 'height'] as const).map((field) => (
                <Field key={field} label={intl.formatMessage(formMessages[field])} error={form.errors[field]} required>
                  <Input {...form.field(field)} inputMode="decimal" autoComplete="off" />
                </Field>
              ))}
            </Tiles>
          </Stack>
          <Field label={intl.formatMessage(formMessages.declaredValue)} error={form.errors.declaredValueAed} required>
            <Input {...form.field('declaredValueAed')} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field
            label={intl.formatMessage(formMessages.description)}
            hint={intl.formatMessage(formMessages.optional)}
            error={form.errors.description}
          >
            <Textarea {...form.field('description')} rows={3} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
