import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as modal from '../../private/modal.css.ts';
import { vars } from '../../themes/vars.css.ts';

// Slides use a custom property for the sign, so one keyframe serves both sides in both directions.
const slideIn = keyframes({ from: { transform: 'translateX(var(--qafila-sheet-from))' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(var(--qafila-sheet-from))' } });

export const content = recipe({
  base: [
    modal.panel,
    {
      insetBlock: 0,
      inlineSize: 'min(22rem, calc(100vw - 3rem))',
      ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
      selectors: {
        '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
        '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
      },
    },
  ],
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
  paddingInlineEnd: modal.closeRoom,
});

export const titles = style({ display: 'grid', gap: vars.space.xs, flexGrow: 1, minInlineSize: 0 });

export const body = style({ flexGrow: 1, paddingBlock: vars.space.lg, paddingInline: vars.space.lg });

export const flushBody = style({ flexGrow: 1, display: 'flex', flexDirection: 'column' });

export const footer = style([modal.footer, { paddingInline: vars.space.lg }]);
