import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'grid',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border.subtle}` } },
});

export const heading = style({ margin: 0, fontSize: vars.typography.fontSize.md });

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.neutral.soft },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  selectors: { '&[aria-disabled="true"]': { cursor: 'default' } },
});

export const title = style({ flexGrow: 1, minInlineSize: 0 });

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text.secondary,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

export const panel = style({
  paddingBlockStart: 0,
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.lg,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight.body,
});

globalStyle(`${chevron} > svg`, { display: 'block' });
globalStyle(`${panel} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${panel} > :last-child`, { marginBlockEnd: 0 });
