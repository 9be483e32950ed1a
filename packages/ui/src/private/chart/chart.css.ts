import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { bareList } from '../list.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minInlineSize: 0,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.sm,
});

/** The drawing of a chart that fills its container's width (bars, lines). */
export const plot = style({ display: 'block', inlineSize: '100%', blockSize: 'auto', overflow: 'visible' });

/** Series colours, in order; they repeat after the last. */
export const seriesColor = styleVariants({
  0: { color: vars.color.accent.solid },
  1: { color: vars.color.info.solid },
  2: { color: vars.color.caution.solid },
  3: { color: vars.color.critical.solid },
  4: { color: vars.color.positive.solid },
  5: { color: vars.color.neutral.solid },
});

export const seriesColorCount = 6;

export const area = style({ fill: 'currentColor', fillOpacity: 0.15, stroke: 'none' });

export const dot = style({ fill: 'currentColor' });

export const gridLine = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });

export const baseline = style({ stroke: vars.color.border.strong, strokeWidth: 1 });

export const tick = style({
  fill: vars.color.text.secondary,
  fontSize: 12,
  fontFamily: vars.typography.fontFamily,
  fontVariantNumeric: 'tabular-nums',
});

export const category = style({ fill: vars.color.text.primary, fontSize: 12, fontFamily: vars.typography.fontFamily });

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: 12,
  blockSize: 12,
  borderRadius: 2,
  backgroundColor: 'currentColor',
});

export const legend = styleVariants({
  row: [bareList, { display: 'flex', flexWrap: 'wrap', gap: vars.space.md }],
  column: [bareList, { display: 'grid', gap: vars.space.xs }],
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const legendLabel = style({ color: vars.color.text.primary });

export const legendDetail = style({
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  marginInlineStart: vars.space.xs,
});

/** A series' line: `strokeWidth` is the chart's own. */
export const line = style({ fill: 'none', stroke: 'currentColor', strokeLinejoin: 'round', strokeLinecap: 'round' });

export const toggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  justifySelf: 'start',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.accent.text,
  fontWeight: vars.typography.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.accent.soft },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
});

export const table = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.typography.fontWeight.semibold,
  paddingBlockEnd: vars.space.xs,
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
});

export const valueCell = style([cell, { textAlign: 'end' }]);

export const totalRow = style({ fontWeight: vars.typography.fontWeight.semibold });

export const empty = style({ margin: 0, color: vars.color.text.secondary });
