import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
});

export const requiredMarker = style({ color: vars.color.critical.text, marginInlineStart: vars.space.xxs });

export const hint = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.secondary,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '[data-orientation="horizontal"] &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
});

export const input = style({
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  margin: 0,
  marginBlockStart: `calc((1lh - 1.125rem) / 2)`,
  accentColor: vars.color.accent.solid,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const label = style({
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.body,
  cursor: 'pointer',
  selectors: { '[data-disabled] > &': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

export const optionHint = style({
  gridColumnStart: 2,
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.secondary,
});

export const error = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.critical.text,
});
