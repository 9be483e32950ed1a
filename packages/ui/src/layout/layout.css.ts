import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpointQueries, breakpoints } from '../themes/breakpoints.ts';
import { resetLayer } from '../themes/layers.css.ts';
import { spaceScale } from '../themes/tokens.ts';
import { vars } from '../themes/vars.css.ts';

// Shared styles of the layout primitives (Stack, Inline, Columns, Tiles, Heading, Text, Page, PageSection).
// Spacing between children is always `gap` (no margins), so a primitive never leaks space outside itself, and
// every property is logical, so one declaration serves English and Arabic.

/** The space token of the current breakpoint, for children that size themselves against the gap (Column). */
export const gapVar = createVar();

const byToken = <T>(make: (value: string) => T) =>
  Object.fromEntries(spaceScale.map((token) => [token, make(vars.space[token])])) as Record<
    (typeof spaceScale)[number],
    T
  >;

/** `gap` and `--gap` per space token and breakpoint: `space.mobile.md`, `space.tablet.lg`, … */
export const space = {
  mobile: styleVariants(byToken((value) => ({ vars: { [gapVar]: value }, gap: value }))),
  tablet: styleVariants(
    byToken((value) => ({ '@media': { [breakpointQueries.tablet]: { vars: { [gapVar]: value }, gap: value } } })),
  ),
  desktop: styleVariants(
    byToken((value) => ({ '@media': { [breakpointQueries.desktop]: { vars: { [gapVar]: value }, gap: value } } })),
  ),
};

export const reset = style({
  '@layer': { [resetLayer]: { boxSizing: 'border-box', margin: 0, padding: 0, border: 0, minInlineSize: 0 } },
});

/** `ul`/`ol` rendered by a primitive lose their bullets and indent (they keep list semantics). */
export const list = style({ listStyle: 'none' });

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const inline = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });
export const nowrap = style({ flexWrap: 'nowrap' });

export const columns = style({ display: 'flex', flexDirection: 'row' });

/** Below the breakpoint, `Inline` and `Columns` lay their children out in one column, full width. */
export const collapseBelow = {
  tablet: style({
    flexDirection: 'column',
    alignItems: 'stretch',
    '@media': { [breakpointQueries.tablet]: { flexDirection: 'row' } },
  }),
  desktop: style({
    flexDirection: 'column',
    alignItems: 'stretch',
    '@media': { [breakpointQueries.desktop]: { flexDirection: 'row' } },
  }),
};

export const reverse = style({ flexDirection: 'row-reverse' });

export const alignItems = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justifyContent = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

export const textAlign = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const column = style({ minInlineSize: 0 });

const fraction = (f: number) => ({ flex: `0 0 calc(${f} * (100% + ${gapVar}) - ${gapVar})` });

/** A column's width: the rest of the row, its content's width, or a fraction of the row (gaps accounted for). */
export const columnWidth = styleVariants({
  fill: { flex: '1 1 0' },
  content: { flex: '0 0 auto' },
  '1/4': fraction(1 / 4),
  '1/3': fraction(1 / 3),
  '2/5': fraction(2 / 5),
  '1/2': fraction(1 / 2),
  '3/5': fraction(3 / 5),
  '2/3': fraction(2 / 3),
  '3/4': fraction(3 / 4),
});

// A collapsed row is a column: fractions no longer apply, every column takes the full width.
globalStyle(`${collapseBelow.tablet} > ${column}`, {
  '@media': { [`(max-width: ${breakpoints.tablet - 0.02}px)`]: { flex: '0 0 auto' } },
});
globalStyle(`${collapseBelow.desktop} > ${column}`, {
  '@media': { [`(max-width: ${breakpoints.desktop - 0.02}px)`]: { flex: '0 0 auto' } },
});

export const tiles = style({ display: 'grid' });

const columnsVar = createVar();
export const tilesColumns = style({ gridTemplateColumns: `repeat(${columnsVar}, minmax(0, 1fr))` });
const counts = [1, 2, 3, 4, 5, 6] as const;
const countVariants = (query?: string) =>
  styleVariants(
    Object.fromEntries(
      counts.map((n) => [
        n,
        query
          ? { '@media': { [query]: { vars: { [columnsVar]: String(n) } } } }
          : { vars: { [columnsVar]: String(n) } },
      ]),
    ) as Record<(typeof counts)[number], { vars: Record<string, string> }>,
  );
export const tileCount = {
  mobile: countVariants(),
  tablet: countVariants(breakpointQueries.tablet),
  desktop: countVariants(breakpointQueries.desktop),
};

const tileMinimums = { xs: '9rem', sm: '12rem', md: '16rem', lg: '22rem' } as const;
const tracks = (repeat: string, min: string) => ({
  gridTemplateColumns: `repeat(${repeat}, minmax(min(100%, ${min}), 1fr))`,
});

/** As many tiles per row as fit at least this wide (never wider than the container). */
export const tileMinWidth = styleVariants(tileMinimums, (min) => tracks('auto-fill', min));

/** The same, but a row with fewer tiles than fit shares its whole width among them (`auto-fit`). */
export const tileMinWidthFit = styleVariants(tileMinimums, (min) => tracks('auto-fit', min));
