import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', fontFamily: vars.typography.fontFamily });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minBlockSize: '2.5rem',
  paddingInline: vars.space.md,
  marginBlockEnd: -1,
  borderBlockEnd: '2px solid transparent',
  borderStartStartRadius: vars.radius.sm,
  borderStartEndRadius: vars.radius.sm,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  ':hover': { color: vars.color.text.primary, backgroundColor: vars.color.neutral.soft },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  selectors: {
    '&[data-state="active"]': { color: vars.color.accent.text, borderBlockEndColor: vars.color.accent.solid },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

export const content = style({
  paddingBlock: vars.space.lg,
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2, borderRadius: vars.radius.sm },
});
