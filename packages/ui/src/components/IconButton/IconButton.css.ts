import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

// Colours, focus ring and states come from Button's recipe; this only makes the button square.
export const square = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { inlineSize: '2rem', minBlockSize: '2rem', blockSize: '2rem' },
      md: { inlineSize: '2.5rem', minBlockSize: '2.5rem', blockSize: '2.5rem' },
      lg: { inlineSize: '3rem', minBlockSize: '3rem', blockSize: '3rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = style({ display: 'inline-flex' });

globalStyle(`${icon} > svg`, { inlineSize: '1.25em', blockSize: '1.25em' });
