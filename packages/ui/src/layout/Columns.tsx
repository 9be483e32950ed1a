import clsx from 'clsx';
import type { ElementType } from 'react';
import * as styles from './layout.css.ts';
import { spaceClasses } from './space.ts';
import type { PolymorphicProps, ResponsiveSpace } from './types.ts';

interface ColumnsOwnProps {
  /** Space between the columns (and between the stacked columns once collapsed). */
  space?: ResponsiveSpace | undefined;
  /** Below this breakpoint the columns stack, each full width. */
  collapseBelow?: 'tablet' | 'desktop' | undefined;
  /** Cross-axis alignment of the columns; `stretch` (equal heights) by default. */
  alignY?: 'start' | 'center' | 'end' | 'stretch' | undefined;
  /** Lays the columns out end to start (the first in the source is shown last), for a side panel that comes first. */
  reverse?: boolean | undefined;
  className?: string | undefined;
}

/** Props of `Columns`. */
export type ColumnsProps<E extends ElementType = 'div'> = PolymorphicProps<E, ColumnsOwnProps>;

/** A row of `Column`s with set widths: a form and its summary, a list and its detail. */
export function Columns<E extends ElementType = 'div'>({
  as,
  space,
  collapseBelow,
  alignY,
  reverse,
  className,
  ...props
}: ColumnsProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={clsx(
        styles.reset,
        styles.columns,
        spaceClasses(space),
        alignY && styles.alignItems[alignY],
        reverse && styles.reverse,
        collapseBelow && styles.collapseBelow[collapseBelow],
        className,
      )}
      {...props}
    />
  );
}

/** How wide a column is. */
export type ColumnWidth = keyof typeof styles.columnWidth;

interface ColumnOwnProps {
  /** `fill` (the default) takes the rest of the row; `content` its content's width; fractions count the gaps. */
  width?: ColumnWidth | undefined;
  className?: string | undefined;
}

/** Props of `Column`. */
export type ColumnProps<E extends ElementType = 'div'> = PolymorphicProps<E, ColumnOwnProps>;

/** One column of `Columns`. */
export function Column<E extends ElementType = 'div'>({ as, width = 'fill', className, ...props }: ColumnProps<E>) {
  const Component: ElementType = as ?? 'div';
  return <Component className={clsx(styles.reset, styles.column, styles.columnWidth[width], className)} {...props} />;
}
