import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accent.soft,
    color: vars.color.accent.text,
    fontFamily: vars.typography.fontFamily,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { inlineSize: '1.75rem', blockSize: '1.75rem', fontSize: vars.typography.fontSize.xs },
      md: { inlineSize: '2.5rem', blockSize: '2.5rem', fontSize: vars.typography.fontSize.sm },
      lg: { inlineSize: '3.5rem', blockSize: '3.5rem', fontSize: vars.typography.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});
