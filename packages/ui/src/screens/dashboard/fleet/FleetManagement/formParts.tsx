import type { IntlShape, MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import type { FormDialogState, FormErrors } from '../../../../components/FormDialog/FormDialog.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { ServerText } from '../../cargo/CargoManagement/ServerText.tsx';
import { messages } from './FleetManagement.messages.ts';
import type { FieldError } from './validation.ts';

/** The checked form's errors, translated, for `FormDialog`. */
export function translateErrors<V extends Record<string, string>>(
  intl: IntlShape,
  result: { ok: true } | { ok: false; errors: Partial<Record<keyof V & string, FieldError>> },
): FormErrors<V> {
  const errors: FormErrors<V> = {};
  if (result.ok) return errors;
  for (const [field, error] of Object.entries(result.errors) as [keyof V & string, FieldError | undefined][]) {
    if (error) errors[field] = intl.formatMessage(error.message, error.values);
  }
  return errors;
}

/** The server's refusal, shown at the top of the form; titled "Not saved" unless told. */
export function ServerFailure({ failure, title }: { failure: string | undefined; title?: string | undefined }) {
  const intl = useIntl();
  return failure ? (
    <Alert tone="critical" title={title ?? intl.formatMessage(messages.serverError)}>
      <ServerText>{failure}</ServerText>
    </Alert>
  ) : null;
}

/** A required select over a list of values, each named by its message. */
export function ChoiceField<V extends Record<string, string>, K extends keyof V & string>({
  form,
  name,
  label,
  values,
  names,
  placeholder = true,
}: {
  form: FormDialogState<V>;
  name: K;
  label: MessageDescriptor;
  values: readonly string[];
  names: Record<string, MessageDescriptor>;
  placeholder?: boolean;
}) {
  const intl = useIntl();
  return (
    <Field label={intl.formatMessage(label)} error={form.errors[name]} required>
      <Select
        name={name}
        value={form.values[name]}
        onValueChange={(value) => form.set(name, value as V[K])}
        {...(placeholder ? { placeholder: intl.formatMessage(messages.choose) } : {})}
        options={values.map((value) => ({ value, label: names[value] ? intl.formatMessage(names[value]) : value }))}
      />
    </Field>
  );
}
