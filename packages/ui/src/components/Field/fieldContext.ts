import { createContext, useContext } from 'react';

/** What a `Field` tells the control inside it. */
export interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

interface ControlProps {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * Merges a control's own props with its `Field`: id (for the label), descriptions (hint, error), `aria-invalid`,
 * `required` and `disabled`. The control's explicit props win, and its `aria-describedby` is kept; to choose the id,
 * set `controlId` on the `Field` (the label points at it).
 */
export function useFieldControl<P extends ControlProps>(props: P, invalidProp?: boolean): P {
  const field = useContext(FieldContext);
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const invalid = props['aria-invalid'] ?? (invalidProp || field?.invalid ? true : undefined);
  return {
    ...props,
    id: props.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    required: props.required ?? field?.required,
    disabled: props.disabled ?? field?.disabled,
  };
}
