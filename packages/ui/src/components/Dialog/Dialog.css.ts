import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as modal from '../../private/modal.css.ts';
import * as text from '../../private/text.css.ts';
import { vars } from '../../themes/vars.css.ts';

const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'none' } });

export const content = recipe({
  base: [
    modal.panel,
    {
      // Centred with inset + auto margins rather than translate(-50%), which would need flipping in RTL.
      inset: 0,
      margin: 'auto',
      blockSize: 'fit-content',
      maxBlockSize: `calc(100dvh - 2 * ${vars.space.lg})`,
      // Only the body scrolls: the title and the footer's actions stay in view however long the content is.
      overflow: 'hidden',
      borderRadius: vars.radius.lg,
      ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
      selectors: {
        '&[data-state="open"]': { animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
        '&[data-state="closed"]': {
          animation: `${modal.fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
        },
      },
    },
  ],
  variants: {
    size: {
      sm: { inlineSize: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))` },
      md: { inlineSize: `min(32rem, calc(100vw - 2 * ${vars.space.lg}))` },
      lg: { inlineSize: `min(48rem, calc(100vw - 2 * ${vars.space.lg}))` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const title = style([
  text.title,
  { paddingBlockStart: vars.space.xl, paddingInlineStart: vars.space.xl, paddingInlineEnd: modal.closeRoom },
]);

export const description = style([
  modal.description,
  { paddingInline: vars.space.xl, paddingBlockStart: vars.space.xs },
]);

export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
});

export const footer = style([modal.footer, { flexShrink: 0, paddingInline: vars.space.xl }]);
