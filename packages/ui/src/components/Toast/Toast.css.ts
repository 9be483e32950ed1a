import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

// The region sits at the top centre: a dialog's actions (its footer, at the bottom and the inline end) and the
// dashboard's sidebar are never under a toast, and a pointer resting on a covered button never pauses it.
export const viewport = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  marginInline: 'auto',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  inlineSize: 'min(24rem, 100vw)',
  maxBlockSize: '100dvh',
  marginBlock: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

// A toast drops in from the top; the swipe follows the swipe direction: toward the inline end (right in LTR, left in RTL).
const enterFromTop = keyframes({
  from: { transform: `translateY(calc(-100% - ${vars.space.lg}))` },
  to: { transform: 'none' },
});
const leaveToRight = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space.lg}))` },
});
const leaveToLeft = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(-100% - ${vars.space.lg}))` },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    paddingBlock: vars.space.md,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    color: vars.color.text.primary,
    fontFamily: vars.typography.fontFamily,
    ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    selectors: {
      '&[data-state="open"]': {
        animation: `${enterFromTop} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
      },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      },
      '&[data-swipe="end"][data-swipe-direction="right"]': {
        animation: `${leaveToRight} ${vars.motion.duration.fast} ${vars.motion.easing.exit} forwards`,
      },
      '&[data-swipe="end"][data-swipe-direction="left"]': {
        animation: `${leaveToLeft} ${vars.motion.duration.fast} ${vars.motion.easing.exit} forwards`,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important', transition: 'none !important' } },
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.surface.raised, borderColor: vars.color.border.subtle },
      destructive: {
        backgroundColor: vars.color.critical.soft,
        borderColor: vars.color.critical.border,
        borderInlineStartWidth: 4,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const text = style({
  display: 'grid',
  gap: vars.space.xxs,
  flexGrow: 1,
  minInlineSize: 0,
  paddingBlock: vars.space.xs,
});

export const title = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
  selectors: { '[data-variant="destructive"] &': { color: vars.color.critical.text } },
});

export const description = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.text.secondary });
