import clsx from 'clsx';
import type { ElementType } from 'react';
import type { Breakpoint } from '../themes/breakpoints.ts';
import * as styles from './layout.css.ts';
import { isList, spaceClasses } from './space.ts';
import type { PolymorphicProps, ResponsiveSpace } from './types.ts';

type TileCount = 1 | 2 | 3 | 4 | 5 | 6;

interface TilesOwnProps {
  /** Space between tiles, across and down. */
  space?: ResponsiveSpace | undefined;
  /** Tiles per row, or per row at each breakpoint: `{ mobile: 1, tablet: 2, desktop: 3 }`. */
  columns?: TileCount | Partial<Record<Breakpoint, TileCount>> | undefined;
  /** Instead of a count: as many tiles per row as fit at least this wide (xs 9rem, sm 12rem, md 16rem, lg 22rem). */
  minItemWidth?: keyof typeof styles.tileMinWidth | undefined;
  /** With `minItemWidth`: fewer tiles than fit stretch to share the row instead of leaving empty tracks at the end. */
  fit?: boolean | undefined;
  /** Block alignment of the tiles in their row: `stretch` (equal heights, the default), or `start` for fields whose hints differ. */
  alignY?: 'start' | 'center' | 'end' | 'stretch' | undefined;
  className?: string | undefined;
}

/** Props of `Tiles`. */
export type TilesProps<E extends ElementType = 'div'> = PolymorphicProps<E, TilesOwnProps>;

/** A grid of equal tiles (cards, figures, documents) that reflows with the width available. */
export function Tiles<E extends ElementType = 'div'>({
  as,
  space,
  columns,
  minItemWidth,
  fit,
  alignY,
  className,
  ...props
}: TilesProps<E>) {
  const Component: ElementType = as ?? 'div';
  const counts =
    minItemWidth !== undefined
      ? []
      : typeof columns === 'object'
        ? (Object.entries(columns) as [Breakpoint, TileCount][]).map(([bp, n]) => styles.tileCount[bp][n])
        : [styles.tileCount.mobile[columns ?? 1]];
  return (
    <Component
      className={clsx(
        styles.reset,
        styles.tiles,
        isList(as) && styles.list,
        minItemWidth
          ? (fit ? styles.tileMinWidthFit : styles.tileMinWidth)[minItemWidth]
          : [styles.tilesColumns, counts],
        spaceClasses(space),
        alignY && styles.alignItems[alignY],
        className,
      )}
      {...props}
    />
  );
}
