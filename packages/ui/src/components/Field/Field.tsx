import clsx from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId, useMemo } from 'react';
import * as control from '../../private/control.css.ts';
import { Description, describedBy as describe, RequiredMarker } from '../../private/description.tsx';
import { ErrorIcon } from '../../private/icons.tsx';
import * as styles from './Field.css.ts';
import { FieldContext, type FieldContextValue } from './fieldContext.ts';

/** Props of `Field`. */
export interface FieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Visible label of the control. */
  label: ReactNode;
  /** Help text under the label; the control's description. */
  hint?: ReactNode;
  /** Error message; when set, the control is marked invalid and described by it. */
  error?: ReactNode;
  /** Marks the label with an asterisk and the control as `required`. */
  required?: boolean;
  /** Disables the control. */
  disabled?: boolean;
  /** Id of the control; generated when omitted. */
  controlId?: string;
  /** One control: `Input`, `Textarea`, or any control that calls `useFieldControl`. */
  children: ReactNode;
}

/**
 * Labels a form control and wires it up: `id`/`htmlFor`, `aria-describedby` (hint and error), `aria-invalid` and
 * `required`. `data-invalid` and `data-disabled` expose the state.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  controlId,
  children,
  className,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const id = controlId ?? `${generatedId}control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const describedBy = describe(hint ? hintId : null, invalid ? errorId : null);
  const context = useMemo<FieldContextValue>(
    () => ({ id, describedBy, invalid, required, disabled }),
    [id, describedBy, invalid, required, disabled],
  );
  return (
    <div
      {...props}
      className={clsx(control.field, className)}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        <RequiredMarker required={required} />
      </label>
      <Description id={hintId}>{hint}</Description>
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          <span className={styles.errorIcon} aria-hidden="true">
            <ErrorIcon />
          </span>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
