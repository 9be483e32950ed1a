import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../../private/icons.tsx';
import { useFieldControl } from '../Field/fieldContext.ts';
import * as styles from './Select.css.ts';

/** One choice of a `Select`. */
export interface SelectOption {
  value: string;
  /** Visible text of the option. */
  label: string;
  disabled?: boolean;
}

/** Props of `Select`: native select props plus its options. */
export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple' | 'size'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Text of an empty first option (value `''`) shown until a choice is made, e.g. "Choose a service". */
  placeholder?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Marks the value invalid (`aria-invalid`); inside a `Field`, its `error` does this. */
  invalid?: boolean;
}

/**
 * A styled native `<select>`: the platform's own picker, keyboard and screen-reader support. Put it in a `Field`
 * for its label, hint and error.
 */
export function Select({ options, placeholder, onValueChange, onChange, invalid, className, ...props }: SelectProps) {
  const controlProps = useFieldControl(props, invalid);
  return (
    <span className={styles.wrapper}>
      <select
        {...controlProps}
        className={clsx(styles.select, className)}
        data-invalid={controlProps['aria-invalid'] ? true : undefined}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      >
        {placeholder !== undefined ? (
          <option value="" disabled={controlProps.required}>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={styles.chevron} aria-hidden="true">
        <ChevronDownIcon />
      </span>
    </span>
  );
}
