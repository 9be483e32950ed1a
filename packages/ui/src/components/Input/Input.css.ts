import { recipe } from '@vanilla-extract/recipes';
import { textControl } from '../../private/control.css.ts';
import { vars } from '../../themes/vars.css.ts';

export const root = recipe({
  base: [textControl, { lineHeight: vars.typography.lineHeight.control }],
  variants: {
    size: {
      sm: { minBlockSize: '2rem', paddingInline: vars.space.sm, fontSize: vars.typography.fontSize.sm },
      md: { minBlockSize: '2.5rem', paddingInline: vars.space.md },
      lg: { minBlockSize: '3rem', paddingInline: vars.space.lg, fontSize: vars.typography.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});
