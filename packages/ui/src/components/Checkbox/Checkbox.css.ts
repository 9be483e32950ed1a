import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
});

export const input = style({
  // The native control keeps its semantics and keyboard; accent-color themes its check and dash.
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

export const hint = style({
  gridColumnStart: 2,
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.secondary,
});
