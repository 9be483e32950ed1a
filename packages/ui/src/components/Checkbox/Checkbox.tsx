import clsx from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useId, useRef } from 'react';
import * as control from '../../private/control.css.ts';
import { Description, describedBy } from '../../private/description.tsx';
import * as styles from './Checkbox.css.ts';

/** Props of `Checkbox`: native checkbox props plus label, hint and the indeterminate (mixed) state. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Visible label; the checkbox's accessible name. */
  label: ReactNode;
  /** Help text under the label; the checkbox's description. */
  hint?: ReactNode;
  /** Mixed state, e.g. a "select all" when only some rows are selected; read as "mixed". */
  indeterminate?: boolean;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox with its label and hint. `indeterminate` shows a dash and is announced as mixed;
 * `data-state` is `checked`, `unchecked` or `indeterminate` (when controlled).
 */
export function Checkbox({
  label,
  hint,
  indeterminate = false,
  onCheckedChange,
  onChange,
  id: idProp,
  className,
  disabled,
  ref,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? `${generatedId}checkbox`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const state = indeterminate ? 'indeterminate' : props.checked ? 'checked' : 'unchecked';
  return (
    <div className={clsx(styles.root, className)} data-disabled={disabled || undefined}>
      <input
        {...props}
        ref={(node) => {
          inputRef.current = node;
          if (node) node.indeterminate = indeterminate;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        id={id}
        type="checkbox"
        disabled={disabled}
        aria-describedby={describedBy(hint ? hintId : null, props['aria-describedby'])}
        className={control.choiceInput}
        data-state={props.checked === undefined && !indeterminate ? undefined : state}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
      />
      <label htmlFor={id} className={control.choiceLabel}>
        {label}
      </label>
      <Description id={hintId} className={control.choiceHint}>
        {hint}
      </Description>
    </div>
  );
}
