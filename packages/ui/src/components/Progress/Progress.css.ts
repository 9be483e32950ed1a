import { type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { type ProgressTone, progressTones } from './progressTones.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: vars.typography.fontFamily,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight.control,
});

export const label = style({ color: vars.color.text.primary, fontWeight: vars.typography.fontWeight.semibold });

export const value = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.neutral.soft,
  },
  variants: {
    size: {
      sm: { blockSize: '0.25rem' },
      md: { blockSize: '0.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

const toneStyles = {} as Record<ProgressTone, StyleRule>;
for (const tone of progressTones) toneStyles[tone] = { backgroundColor: vars.color[tone].solid };

export const indicator = recipe({
  base: {
    blockSize: '100%',
    borderRadius: 'inherit',
    transitionProperty: 'inline-size',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
    },
  },
  variants: { tone: toneStyles },
  defaultVariants: { tone: 'accent' },
});
