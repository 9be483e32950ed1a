import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

export const root = style({ color: vars.color.text.primary, minInlineSize: 0 });

// Lists of figures and rows are plain lists: no bullets, no indent.
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const tile = style({ minInlineSize: 0 });

// The utilization tile reads as a Stat with its bar: the same box, label and figure.
export const meter = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  blockSize: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
});

export const meterLabel = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const meterValue = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xxl,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.heading,
  fontVariantNumeric: 'tabular-nums',
});

export const meterHint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

// A chart never pushes the page sideways on a phone.
export const chart = style({ minInlineSize: 0 });
