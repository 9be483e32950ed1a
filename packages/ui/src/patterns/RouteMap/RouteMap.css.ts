import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
});

export const svg = style({
  display: 'block',
  boxSizing: 'border-box',
  inlineSize: '100%',
  blockSize: 'auto',
  maxInlineSize: '36rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.info.soft,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const land = style({
  fill: vars.color.surface.raised,
  stroke: vars.color.border.strong,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});

export const routeDone = style({
  fill: 'none',
  stroke: vars.color.positive.solid,
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const routeAhead = style({
  fill: 'none',
  stroke: vars.color.accent.solid,
  strokeWidth: 3,
  strokeDasharray: '8 6',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const marker = style({
  stroke: vars.color.surface.base,
  strokeWidth: 2,
  selectors: {
    '&[data-state="done"]': { fill: vars.color.positive.solid },
    '&[data-state="current"]': { fill: vars.color.accent.solid, stroke: vars.color.accent.softHover, strokeWidth: 6 },
    '&[data-state="upcoming"]': { fill: vars.color.surface.base, stroke: vars.color.accent.solid, strokeWidth: 3 },
  },
});

export const mapLabel = style({
  fill: vars.color.text.primary,
  stroke: vars.color.surface.raised,
  strokeWidth: 4,
  strokeLinejoin: 'round',
  paintOrder: 'stroke',
  fontFamily: vars.typography.fontFamily,
  fontSize: 15,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight.body,
});

export const item = style({
  selectors: {
    '&[data-state="current"]': { fontWeight: vars.typography.fontWeight.semibold },
    '&[data-state="upcoming"]': { color: vars.color.text.secondary },
  },
});

export const note = style({ color: vars.color.text.secondary, fontWeight: vars.typography.fontWeight.regular });
