import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'none' } });

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

export const content = recipe({
  base: {
    position: 'fixed',
    // Centred with inset + auto margins rather than translate(-50%), which would need flipping in RTL.
    inset: 0,
    margin: 'auto',
    zIndex: vars.zIndex.modal,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    blockSize: 'fit-content',
    maxBlockSize: `calc(100dvh - 2 * ${vars.space.lg})`,
    overflow: 'auto',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.typography.fontFamily,
    ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  },
  variants: {
    size: {
      sm: { inlineSize: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))` },
      md: { inlineSize: `min(32rem, calc(100vw - 2 * ${vars.space.lg}))` },
      lg: { inlineSize: `min(48rem, calc(100vw - 2 * ${vars.space.lg}))` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const title = style({
  margin: 0,
  paddingBlockStart: vars.space.xl,
  paddingInlineStart: vars.space.xl,
  // Room for the close button at the inline end.
  paddingInlineEnd: `calc(${vars.space.md} + 2rem + ${vars.space.sm})`,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.heading,
});

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
});

export const description = style({
  margin: 0,
  paddingInline: vars.space.xl,
  paddingBlockStart: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const body = style({ paddingBlock: vars.space.lg, paddingInline: vars.space.xl });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});
