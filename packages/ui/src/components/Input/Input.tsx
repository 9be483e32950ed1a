import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from '../Field/fieldContext.ts';
import * as styles from './Input.css.ts';

export const inputSizes = ['sm', 'md', 'lg'] as const;
export type InputSize = (typeof inputSizes)[number];

/** Props of `Input`: native input props plus size and an invalid state. */
export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Defaults to `md`. */
  size?: InputSize;
  /** Marks the value invalid (`aria-invalid`); inside a `Field`, its `error` does this. */
  invalid?: boolean;
}

/** A single-line text input. Inside a `Field` it is labelled and described automatically. */
export function Input({ size = 'md', invalid, className, type = 'text', ...props }: InputProps) {
  const controlProps = useFieldControl(props, invalid);
  return (
    <input
      {...controlProps}
      type={type}
      className={clsx(styles.root({ size }), className)}
      data-size={size}
      data-invalid={controlProps['aria-invalid'] ? true : undefined}
    />
  );
}
