import { type ChangeEvent, useState } from 'react';
import { Field } from '../../../../components/Field/Field.tsx';
import { useFieldControl } from '../../../../components/Field/fieldContext.ts';

export interface FilePickerProps {
  label: string;
  hint?: string;
  accept: string;
  disabled?: boolean;
  /** An error from the surrounding form (e.g. no file chosen); a rejection of the chosen file wins. */
  error?: string | undefined;
  /** `data-field`, for focusing the first invalid control. */
  field?: string;
  /** Returns why a file is refused, or null to accept it. */
  validate(file: File): string | null;
  onFile(file: File): void;
}

/** Chooses one file and refuses, with the reason, what `validate` rejects. */
export function FilePicker({
  label,
  hint,
  accept,
  disabled = false,
  error: formError,
  field,
  validate,
  onFile,
}: FilePickerProps) {
  const [error, setError] = useState<string | undefined>();
  return (
    <Field label={label} hint={hint} error={error ?? formError} disabled={disabled}>
      <FileInput
        accept={accept}
        field={field}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const rejection = validate(file);
          setError(rejection ?? undefined);
          if (rejection) event.target.value = '';
          else onFile(file);
        }}
      />
    </Field>
  );
}

function FileInput(props: {
  accept: string;
  field?: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}) {
  const control = useFieldControl({});
  return <input {...control} type="file" data-field={props.field} accept={props.accept} onChange={props.onChange} />;
}
