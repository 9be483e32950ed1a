import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const track = style({
  fill: 'none',
  stroke: vars.color.accent.solid,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  opacity: 0.8,
});

export const stop = style({
  fill: vars.color.surface.base,
  stroke: vars.color.text.primary,
  strokeWidth: 2.5,
});

export const vehicle = style({});

export const marker = style({
  fill: vars.color.positive.solid,
  stroke: vars.color.surface.base,
  strokeWidth: 2,
  selectors: {
    // A position that is not recent: greyed, so nobody dispatches by it.
    [`${vehicle}[data-stale] &`]: { fill: vars.color.text.secondary, opacity: 0.7 },
    [`${vehicle}[data-selected] &`]: {
      fill: vars.color.accent.solid,
      stroke: vars.color.accent.softHover,
      strokeWidth: 5,
    },
  },
});

export const heading = style({ fill: vars.color.positive.solid, stroke: vars.color.surface.base, strokeWidth: 1 });

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight.body,
});

export const item = style({
  selectors: {
    '&[data-stale]': { color: vars.color.text.secondary },
    '&[aria-current="true"]': { fontWeight: vars.typography.fontWeight.semibold },
  },
});

// Number plates read left to right in both languages.
export const plate = style({
  direction: 'ltr',
  unicodeBidi: 'isolate',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.typography.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
