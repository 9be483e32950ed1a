import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { sidebarWidths } from './sidebarWidths.ts';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  inlineSize: sidebarWidths.expanded,
  blockSize: '100%',
  minBlockSize: 0,
  overflow: 'hidden',
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { '&[data-state="collapsed"]': { inlineSize: sidebarWidths.collapsed } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
});

/** The drawer's content: the sheet gives the size and the edge. */
export const drawer = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minBlockSize: 0,
  fontFamily: vars.typography.fontFamily,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '3.5rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '[data-state="collapsed"] > &': {
      flexDirection: 'column',
      paddingInline: vars.space.xs,
    },
    // Room for the drawer's close button at the inline end.
    '[data-layout="drawer"] > &': { paddingInlineEnd: `calc(${vars.space.md} + 2rem + ${vars.space.sm})` },
  },
});

export const headerSlot = style({ flexGrow: 1, minInlineSize: 0, display: 'flex', alignItems: 'center' });

export const toggleIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const nav = style({
  flexGrow: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const group = style({
  selectors: {
    '& + &': { marginBlockStart: vars.space.xs },
    '[data-state="collapsed"] & + &': {
      paddingBlockStart: vars.space.xs,
      borderBlockStart: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

const row = {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: '2.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight.control,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
} as const;

export const groupHeader = style({
  ...row,
  color: vars.color.text.secondary,
  fontWeight: vars.typography.fontWeight.semibold,
  ':hover': { backgroundColor: vars.color.neutral.soft, color: vars.color.text.primary },
  selectors: { '&[data-selected]': { color: vars.color.text.primary } },
});

export const chevron = style({
  display: 'inline-flex',
  marginInlineStart: 'auto',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
    '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
});

export const groupItems = style({
  paddingBlockStart: vars.space.xxs,
  // The list's grid display would otherwise override [hidden].
  selectors: { '&[hidden]': { display: 'none' } },
});

export const item = style({
  ...row,
  color: vars.color.text.primary,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.neutral.soft },
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent.soft,
      color: vars.color.accent.text,
      fontWeight: vars.typography.fontWeight.semibold,
    },
    '&[aria-disabled="true"]': {
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
    '[data-nested] &': { paddingInlineStart: `calc(${vars.space.sm} + ${vars.space.lg})` },
    '[data-state="collapsed"] &': { justifyContent: 'center', paddingInline: 0 },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.25rem' });

export const label = style({
  flexGrow: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({ flexShrink: 0, marginInlineStart: 'auto' });

export const footer = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

globalStyle(`${icon} > svg`, { display: 'block' });
