import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed page behind a modal. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.surface.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

/** The panel of a modal (position, size and open/close animations are its own). */
export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'auto',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.typography.fontFamily,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

/** Room at the inline end of a modal's header for the close button. */
export const closeRoom = `calc(${vars.space.md} + 2rem + ${vars.space.sm})`;

export const close = style({ position: 'absolute', insetBlockStart: vars.space.md, insetInlineEnd: vars.space.md });

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

/** The actions row at the bottom, aligned to the inline end (inline padding is the modal's own). */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});
