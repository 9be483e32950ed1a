import clsx from 'clsx';
import type { ElementType } from 'react';
import * as styles from './layout.css.ts';
import { isList, spaceClasses } from './space.ts';
import type { PolymorphicProps, ResponsiveSpace } from './types.ts';

interface StackOwnProps {
  /** Space between children (a token, or one per breakpoint). */
  space?: ResponsiveSpace | undefined;
  /** Inline alignment of the children; `stretch` (the default) makes each as wide as the stack. */
  align?: 'start' | 'center' | 'end' | 'stretch' | undefined;
  className?: string | undefined;
}

/** Props of `Stack`. */
export type StackProps<E extends ElementType = 'div'> = PolymorphicProps<E, StackOwnProps>;

/** Children one below another with even space between them. Renders a `div` unless `as` says otherwise. */
export function Stack<E extends ElementType = 'div'>({ as, space, align, className, ...props }: StackProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={clsx(
        styles.reset,
        styles.stack,
        isList(as) && styles.list,
        spaceClasses(space),
        align && styles.alignItems[align],
        className,
      )}
      {...props}
    />
  );
}
