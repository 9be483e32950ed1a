import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const root = recipe({
  base: {
    display: 'inline',
    borderRadius: vars.radius.sm,
    fontWeight: vars.typography.fontWeight.semibold,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    transitionProperty: 'color, text-decoration-color',
    transitionDuration: vars.motion.duration.fast,
    ':hover': { textDecorationThickness: '2px' },
    ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
    },
  },
  variants: {
    tone: {
      accent: { color: vars.color.accent.text, ':hover': { color: vars.color.accent.solidActive } },
      neutral: { color: vars.color.text.primary, ':hover': { color: vars.color.neutral.solidActive } },
      inherit: { color: 'inherit' },
    },
  },
  defaultVariants: { tone: 'accent' },
});

export const externalIcon = style({
  display: 'inline-block',
  inlineSize: '0.85em',
  blockSize: '0.85em',
  marginInlineStart: '0.2em',
  verticalAlign: 'baseline',
});
