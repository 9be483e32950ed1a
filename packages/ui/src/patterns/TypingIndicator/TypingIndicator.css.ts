import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'none', opacity: 0.5 },
  '30%': { transform: 'translateY(-0.25rem)', opacity: 1 },
});

// Without movement: a gentle fade, so the indicator still reads as "in progress".
const fade = keyframes({
  '0%, 100%': { opacity: 0.35 },
  '50%': { opacity: 1 },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  borderEndStartRadius: vars.radius.sm,
  backgroundColor: vars.color.neutral.soft,
});

export const dot = style({
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text.secondary,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '150ms' },
    '&:nth-child(3)': { animationDelay: '300ms' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: fade, animationDuration: '2s' },
  },
});
