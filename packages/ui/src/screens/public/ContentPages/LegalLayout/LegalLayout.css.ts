import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

export const bar = style({
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const barInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
