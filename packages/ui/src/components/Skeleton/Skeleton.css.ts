import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const root = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.neutral.softHover,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': {
      // A still placeholder is enough: no pulsing for people who asked for less motion.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    shape: {
      text: { blockSize: '1em', borderRadius: vars.radius.sm, marginBlock: '0.25em' },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'text' },
});
