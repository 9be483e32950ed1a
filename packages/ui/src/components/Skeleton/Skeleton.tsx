import clsx from 'clsx';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

/** Props of `Skeleton`. */
export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** `text` (a line, 1em high), `rect` or `circle`. Defaults to `text`. */
  shape?: SkeletonShape;
  /** CSS length or pixels; defaults to the full inline size (a circle: 2.5rem). */
  inlineSize?: CSSProperties['inlineSize'];
  /** CSS length or pixels; `rect` defaults to 4rem. */
  blockSize?: CSSProperties['blockSize'];
}

/**
 * A placeholder for content that is loading. Hidden from assistive technology: mark the loading region with
 * `aria-busy` and announce the loading state there. Pulses, except under `prefers-reduced-motion`.
 */
export function Skeleton({ shape = 'text', inlineSize, blockSize, className, style, ...props }: SkeletonProps) {
  const size: CSSProperties =
    shape === 'circle'
      ? { inlineSize: inlineSize ?? '2.5rem' }
      : { inlineSize: inlineSize ?? '100%', blockSize: blockSize ?? (shape === 'rect' ? '4rem' : undefined) };
  return (
    <span
      aria-hidden="true"
      {...props}
      className={clsx(styles.root({ shape }), className)}
      style={{ ...size, ...style }}
      data-shape={shape}
    />
  );
}
