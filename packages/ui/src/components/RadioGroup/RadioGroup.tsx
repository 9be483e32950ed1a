import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useDirection } from '../../direction/useDirection.ts';
import * as control from '../../private/control.css.ts';
import { Description, describedBy as describe, RequiredMarker } from '../../private/description.tsx';
import { useControllableState } from '../../private/useControllableState.ts';
import * as styles from './RadioGroup.css.ts';

/** One choice of a `RadioGroup`. */
export interface RadioOption {
  value: string;
  /** Visible label; the radio's accessible name. */
  label: ReactNode;
  /** Help text under the label; the radio's description. */
  hint?: ReactNode;
  disabled?: boolean;
}

/** Props of `RadioGroup`. */
export interface RadioGroupProps {
  /** Legend of the group; its accessible name. */
  label: ReactNode;
  /** Help text under the legend; the group's description. */
  hint?: ReactNode;
  /** Error message; marks the group invalid and describes it. */
  error?: ReactNode;
  options: readonly RadioOption[];
  /** Controlled chosen value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Form field name; generated when omitted. */
  name?: string;
  /** Defaults to `vertical`. */
  orientation?: 'vertical' | 'horizontal';
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Native radio buttons in a fieldset with a legend, hint and error. Tab enters the group at the chosen radio;
 * arrow keys choose the next or previous enabled option, wrapping around, and follow the reading direction
 * (in Arabic, ArrowLeft is next). `data-orientation` is `vertical` or `horizontal`.
 */
export function RadioGroup({
  label,
  hint,
  error,
  options,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  name: nameProp,
  orientation = 'vertical',
  required = false,
  disabled = false,
  className,
}: RadioGroupProps) {
  const id = useId();
  const name = nameProp ?? `${id}radio`;
  const direction = useDirection();
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const hintId = `${id}hint`;
  const errorId = `${id}error`;
  const describedBy = describe(hint ? hintId : null, error ? errorId : null);

  // Browsers disagree on arrow keys in right-to-left radio groups, so the group decides.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const previous = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const step =
      event.key === 'ArrowDown' || event.key === next ? 1 : event.key === 'ArrowUp' || event.key === previous ? -1 : 0;
    if (step === 0) return;
    const enabled = options.filter((option) => !option.disabled);
    if (enabled.length === 0) return;
    event.preventDefault();
    const current = enabled.findIndex((option) => option.value === event.currentTarget.value);
    const target = enabled[(current + step + enabled.length) % enabled.length]!;
    setValue(target.value);
    event.currentTarget
      .closest('fieldset')
      ?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(target.value)}"]`)
      ?.focus();
  };

  return (
    <fieldset
      className={clsx(styles.root, className)}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      data-orientation={orientation}
      data-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        {label}
        <RequiredMarker required={required} />
      </legend>
      <Description id={hintId} className={styles.hint}>
        {hint}
      </Description>
      <div className={styles.options}>
        {options.map((option) => {
          const optionId = `${id}${option.value}`;
          return (
            <div key={option.value} className={control.choice} data-disabled={option.disabled || undefined}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                required={required}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                className={control.choiceInput}
                onChange={() => setValue(option.value)}
                onKeyDown={onKeyDown}
              />
              <label htmlFor={optionId} className={control.choiceLabel}>
                {option.label}
              </label>
              <Description id={`${optionId}-hint`} className={control.choiceHint}>
                {option.hint}
              </Description>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
