import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.sm,
});

export const summary = style({ margin: 0, color: vars.color.text.secondary });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '2.25rem',
  blockSize: '2.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.neutral.soft },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent.solid,
      color: vars.color.accent.onSolid,
      fontWeight: vars.typography.fontWeight.semibold,
    },
    '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
});

export const ellipsis = style({ minInlineSize: '1.5rem', textAlign: 'center', color: vars.color.text.secondary });

export const arrow = style({ display: 'inline-flex', selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const backward = style({ transform: 'scaleX(-1)', selectors: { '[dir="rtl"] &': { transform: 'none' } } });
