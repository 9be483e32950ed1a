import clsx from 'clsx';
import type { ElementType } from 'react';
import * as styles from './layout.css.ts';
import { isList, spaceClasses } from './space.ts';
import type { PolymorphicProps, ResponsiveSpace } from './types.ts';

interface InlineOwnProps {
  /** Space between children, in both directions when they wrap. */
  space?: ResponsiveSpace | undefined;
  /** Where the children sit along the line: `start` (the default; right in Arabic), `center`, `end`, or spread out. */
  align?: 'start' | 'center' | 'end' | 'spaceBetween' | undefined;
  /** Cross-axis alignment; `center` by default. */
  alignY?: 'start' | 'center' | 'end' | 'baseline' | 'stretch' | undefined;
  /** Children wrap onto more lines when they do not fit (the default); `false` keeps one line. */
  wrap?: boolean | undefined;
  /** Below this breakpoint the children stack, full width. */
  collapseBelow?: 'tablet' | 'desktop' | undefined;
  className?: string | undefined;
}

/** Props of `Inline`. */
export type InlineProps<E extends ElementType = 'div'> = PolymorphicProps<E, InlineOwnProps>;

/** Children side by side in the reading direction, wrapping onto more lines: buttons, badges, metadata. */
export function Inline<E extends ElementType = 'div'>({
  as,
  space,
  align,
  alignY = 'center',
  wrap = true,
  collapseBelow,
  className,
  ...props
}: InlineProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={clsx(
        styles.reset,
        styles.inline,
        isList(as) && styles.list,
        !wrap && styles.nowrap,
        spaceClasses(space),
        align && styles.justifyContent[align],
        styles.alignItems[alignY],
        collapseBelow && styles.collapseBelow[collapseBelow],
        className,
      )}
      {...props}
    />
  );
}
