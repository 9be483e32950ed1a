import * as SwitchPrimitive from '@radix-ui/react-switch';
import clsx from 'clsx';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { Description, describedBy as describe } from '../../private/description.tsx';
import * as styles from './Switch.css.ts';
import { messages } from './Switch.messages.ts';

/** Props of `Switch`. */
export interface SwitchProps {
  /** Visible label; the switch's accessible name. */
  label: ReactNode;
  /** Help text under the label; the switch's description. */
  hint?: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles it. */
  onCheckedChange?: (checked: boolean) => void;
  /** Cannot be changed, and is skipped by Tab. */
  disabled?: boolean;
  /**
   * On and cannot be turned off (e.g. a feature the plan requires). Stays focusable, is `aria-disabled`, and
   * explains why with `lockedReason`.
   */
  locked?: boolean;
  /** Why it is locked; defaults to a translated "Required: this setting can't be turned off." */
  lockedReason?: ReactNode;
  /** Form field name; the value is submitted when on. */
  name?: string;
  /** Submitted value when on. Defaults to `on`. */
  value?: string;
  /** Id of the switch; generated when omitted. */
  id?: string;
  className?: string;
}

const preventToggle = (event: MouseEvent) => event.preventDefault();

/**
 * An on/off setting that applies at once (`role="switch"`). `data-state` is `checked` or `unchecked`;
 * `data-locked` marks a locked switch.
 */
export function Switch({
  label,
  hint,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled = false,
  locked = false,
  lockedReason,
  name,
  value,
  id: idProp,
  className,
}: SwitchProps) {
  const intl = useIntl();
  const generatedId = useId();
  const id = idProp ?? `${generatedId}switch`;
  const hintId = `${id}-hint`;
  const reasonId = `${id}-locked`;
  const describedBy = describe(hint ? hintId : null, locked ? reasonId : null);
  const stateProps = locked ? { checked: true } : { checked, defaultChecked, onCheckedChange };

  return (
    <div
      className={clsx(styles.root, className)}
      data-disabled={disabled || undefined}
      data-locked={locked || undefined}
    >
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <Description id={hintId}>{hint}</Description>
        {locked ? <Description id={reasonId}>{lockedReason ?? intl.formatMessage(messages.locked)}</Description> : null}
      </div>
      <SwitchPrimitive.Root
        {...stateProps}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        // aria-disabled rather than disabled: the reason stays reachable with Tab and is read with the switch.
        aria-disabled={locked || undefined}
        aria-describedby={describedBy}
        // preventDefault stops Radix from toggling; the label's click lands here too.
        onClick={locked ? preventToggle : undefined}
        className={styles.track}
        data-locked={locked || undefined}
      >
        <SwitchPrimitive.Thumb className={styles.thumb}>
          {locked ? (
            <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className={styles.lock} fill="currentColor">
              <path d="M5 7V5a3 3 0 016 0v2h.5A1.5 1.5 0 0113 8.5v5a1.5 1.5 0 01-1.5 1.5h-7A1.5 1.5 0 013 13.5v-5A1.5 1.5 0 014.5 7H5zm1.5 0h3V5a1.5 1.5 0 00-3 0v2z" />
            </svg>
          ) : null}
        </SwitchPrimitive.Thumb>
      </SwitchPrimitive.Root>
    </div>
  );
}
