import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

// A month grid is a real exception to the layout primitives: a table of seven equal columns (mirrored in RTL by the
// table's own direction).
export const grid = style({
  inlineSize: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: vars.space.xxs,
});

export const weekday = style({
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.secondary,
  paddingBlock: vars.space.xxs,
  textAlign: 'center',
});

export const cell = style({
  verticalAlign: 'top',
  blockSize: '3.5rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
});

export const weekendCell = style({ background: vars.color.neutral.soft });
export const holidayCell = style({ background: vars.color.accent.soft, borderColor: vars.color.accent.solid });
export const todayCell = style({ outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' });

export const gregorian = style({ display: 'block', fontWeight: vars.typography.fontWeight.semibold });
export const hijri = style({
  display: 'block',
  fontSize: vars.typography.fontSize.xs,
  color: vars.color.text.secondary,
});
export const mark = style({
  display: 'inline-block',
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
});
export const swatch = style({
  display: 'inline-block',
  inlineSize: '0.875rem',
  blockSize: '0.875rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
});
