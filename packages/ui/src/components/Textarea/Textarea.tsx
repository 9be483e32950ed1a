import clsx from 'clsx';
import { type ComponentPropsWithRef, type Ref, useCallback, useLayoutEffect, useRef } from 'react';
import { useFieldControl } from '../Field/fieldContext.ts';
import * as styles from './Textarea.css.ts';

/** Props of `Textarea`: native textarea props plus the growth cap and an invalid state. */
export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /** Height in pixels up to which the box grows with its content; beyond it, it scrolls. Defaults to 120. */
  maxHeight?: number;
  /** Marks the value invalid (`aria-invalid`); inside a `Field`, its `error` does this. */
  invalid?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A multi-line text box that grows with its content (from `rows`, default 1) up to `maxHeight`, then scrolls;
 * `data-overflowing` tells which. Works controlled (`value`) and uncontrolled (`defaultValue`).
 */
export function Textarea({
  maxHeight = 120,
  invalid,
  rows = 1,
  className,
  style,
  ref,
  onInput,
  ...props
}: TextareaProps) {
  const controlProps = useFieldControl(props, invalid);
  const element = useRef<HTMLTextAreaElement | null>(null);

  const fitToContent = useCallback(() => {
    const textarea = element.current;
    if (!textarea) return;
    textarea.style.blockSize = 'auto';
    // scrollHeight excludes the borders; with border-box sizing the height must include them.
    const borders = textarea.offsetHeight - textarea.clientHeight;
    const natural = textarea.scrollHeight + borders;
    const overflowing = natural > maxHeight;
    textarea.style.blockSize = `${Math.min(natural, maxHeight)}px`;
    textarea.style.overflowY = overflowing ? 'auto' : 'hidden';
    textarea.setAttribute('data-overflowing', String(overflowing));
  }, [maxHeight]);

  // Controlled: refit whenever the value changes, including when the parent clears it after sending.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value is the trigger, read from the DOM by fitToContent().
  useLayoutEffect(() => {
    fitToContent();
  }, [fitToContent, controlProps.value]);

  // A narrower box wraps more lines: refit when the inline size changes (not on our own height changes).
  useLayoutEffect(() => {
    const textarea = element.current;
    if (!textarea || typeof ResizeObserver === 'undefined') return;
    let inlineSize = textarea.clientWidth;
    const observer = new ResizeObserver(() => {
      if (textarea.clientWidth === inlineSize) return;
      inlineSize = textarea.clientWidth;
      fitToContent();
    });
    observer.observe(textarea);
    // Web fonts change line heights once they arrive.
    let active = true;
    void document.fonts?.ready.then(() => active && fitToContent());
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [fitToContent]);

  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  return (
    <textarea
      {...controlProps}
      ref={setRef}
      rows={rows}
      className={clsx(styles.root, className)}
      style={{ maxBlockSize: maxHeight, ...style }}
      data-invalid={controlProps['aria-invalid'] ? true : undefined}
      onInput={(event) => {
        onInput?.(event);
        // Uncontrolled: the value changes without a render.
        fitToContent();
      }}
    />
  );
}
