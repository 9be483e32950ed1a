import { keyframes, style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';
import { brandMark } from '../../mark.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(var(--qafila-sheet-from))' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.base,
});

export const bar = style({
  maxInlineSize: '80rem',
  minBlockSize: '4rem',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [breakpointQueries.tablet]: { paddingInline: vars.space.xl } },
});

export const desktopNav = style({ display: 'none', '@media': { [breakpointQueries.tablet]: { display: 'block' } } });

export const navItem = style({ position: 'relative' });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
});

export const mark = style([brandMark, { fontSize: '1.25rem' }]);

export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const learnPanel = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  insetInlineStart: 0,
  zIndex: vars.zIndex.dropdown,
  minInlineSize: '12rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
});

// A quiet, text-like control shared by links and buttons in the bar (and the legal pages' bar).
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '2.5rem',
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.neutral.soft },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  selectors: { '&[aria-expanded="true"]': { backgroundColor: vars.color.neutral.soft } },
});

export const panelLink = style([navLink, { display: 'flex', inlineSize: '100%', boxSizing: 'border-box' }]);

export const loginButton = style({
  display: 'none',
  '@media': { [breakpointQueries.tablet]: { display: 'inline-flex' } },
});

export const menuButton = style({ '@media': { [breakpointQueries.tablet]: { display: 'none' } } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.surface.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// A sheet sliding in from the inline end (right in LTR, left in RTL).
export const sheet = style({
  vars: { '--qafila-sheet-from': '100%' },
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.modal,
  inlineSize: 'min(20rem, 88vw)',
  padding: vars.space.lg,
  overflowY: 'auto',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.typography.fontFamily,
  animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  selectors: { '[dir="rtl"] &': { vars: { '--qafila-sheet-from': '-100%' } } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// After Button's own styles (imported first): the sheet's Login sits at its bottom.
export const sheetLogin = style({ marginBlockStart: 'auto' });
