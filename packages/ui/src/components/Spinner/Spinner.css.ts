import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const root = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderBlockStartColor: 'transparent',
    animation: `${spin} 800ms linear infinite`,
    '@media': {
      // A slow turn rather than none: a frozen ring would read as "stuck".
      '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
    },
  },
  variants: {
    size: {
      sm: { inlineSize: '1rem', blockSize: '1rem', borderWidth: 2 },
      md: { inlineSize: '1.5rem', blockSize: '1.5rem', borderWidth: 2 },
      lg: { inlineSize: '2.5rem', blockSize: '2.5rem', borderWidth: 3 },
    },
    tone: {
      accent: { color: vars.color.accent.solid },
      current: {},
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});
