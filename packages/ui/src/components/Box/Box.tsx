import clsx from 'clsx';
import type { ComponentPropsWithRef, ElementType } from 'react';
import { type Sprinkles, sprinkles } from '../../themes/sprinkles.css.ts';
import * as styles from './Box.css.ts';

type OwnProps<E extends ElementType> = Sprinkles & {
  /** Element or component to render; defaults to `div`. */
  as?: E;
  className?: string;
};

/** Props of `Box`: the rendered element's own props plus layout and appearance sprinkles. */
export type BoxProps<E extends ElementType = 'div'> = OwnProps<E> & Omit<ComponentPropsWithRef<E>, keyof OwnProps<E>>;

/** Layout primitive: renders any element with theme-aware, direction-neutral style props. */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  const Component: ElementType = as ?? 'div';
  return <Component className={clsx(styles.base, sprinkles(atoms as Sprinkles), className)} {...native} />;
}
