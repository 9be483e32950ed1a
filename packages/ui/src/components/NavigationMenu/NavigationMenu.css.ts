import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.sm,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ position: 'relative' });

const control = {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontWeight: vars.typography.fontWeight.semibold,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.neutral.soft },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
} as const;

export const link = style({
  ...control,
  selectors: { '&[aria-current="page"]': { color: vars.color.accent.text, textDecoration: 'underline' } },
});

export const trigger = style({
  ...control,
  selectors: { '&[aria-expanded="true"]': { backgroundColor: vars.color.neutral.soft } },
});

export const chevron = style({
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
});

export const panel = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xxs})`,
  insetInlineStart: 0,
  zIndex: vars.zIndex.dropdown,
  minInlineSize: '14rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panelList = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const panelLink = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.xxs,
  inlineSize: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.neutral.soft },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  selectors: { '&[aria-current="page"]': { color: vars.color.accent.text } },
});

export const panelLinkLabel = style({ fontWeight: vars.typography.fontWeight.semibold });

export const panelLinkDescription = style({ color: vars.color.text.secondary });
