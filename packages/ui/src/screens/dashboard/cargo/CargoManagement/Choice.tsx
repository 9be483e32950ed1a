import { useFieldControl } from '../../../../components/Field/fieldContext.ts';
import { textControl } from '../../../../private/control.css.ts';

export interface ChoiceProps {
  name: string;
  /** `data-field`, for focusing the first invalid control. */
  field?: string;
  value: string;
  onChange(value: string): void;
  /** The empty first option; none when omitted. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/** A native select inside a `Field` (labelled, described and marked invalid by it). */
export function Choice({ name, field, value, onChange, placeholder, options }: ChoiceProps) {
  const control = useFieldControl({});
  return (
    <select
      {...control}
      name={name}
      data-field={field}
      className={textControl}
      style={{ minBlockSize: '2.5rem', paddingInline: '0.75rem' }}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
