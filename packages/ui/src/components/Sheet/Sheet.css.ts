import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
// Slides use a custom property for the sign, so one keyframe serves both sides in both directions.
const slideIn = keyframes({ from: { transform: 'translateX(var(--qafila-sheet-from))' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(var(--qafila-sheet-from))' } });

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
    insetBlock: 0,
    zIndex: vars.zIndex.modal,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    inlineSize: 'min(22rem, calc(100vw - 3rem))',
    overflow: 'auto',
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.typography.fontFamily,
    ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
      '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  },
  variants: {
    side: {
      start: {
        insetInlineStart: 0,
        vars: { '--qafila-sheet-from': '-100%' },
        selectors: { '[dir="rtl"] &': { vars: { '--qafila-sheet-from': '100%' } } },
      },
      end: {
        insetInlineEnd: 0,
        vars: { '--qafila-sheet-from': '100%' },
        selectors: { '[dir="rtl"] &': { vars: { '--qafila-sheet-from': '-100%' } } },
      },
    },
  },
  defaultVariants: { side: 'end' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  paddingInlineStart: vars.space.lg,
  // Room for the close button at the inline end.
  paddingInlineEnd: `calc(${vars.space.md} + 2rem + ${vars.space.sm})`,
});

export const titles = style({ display: 'grid', gap: vars.space.xs, flexGrow: 1, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.heading,
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const close = style({ position: 'absolute', insetBlockStart: vars.space.md, insetInlineEnd: vars.space.md });

export const body = style({ flexGrow: 1, paddingBlock: vars.space.lg, paddingInline: vars.space.lg });

export const flushBody = style({ flexGrow: 1, display: 'flex', flexDirection: 'column' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});
