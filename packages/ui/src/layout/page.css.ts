import { style, styleVariants } from '@vanilla-extract/css';

export const header = style({ minInlineSize: 0 });

// The title block takes the line; the actions wrap below it when the two do not fit.
export const headerText = style({ flex: '1 1 18rem', minInlineSize: 0 });

export const maxWidth = styleVariants({
  sm: { maxInlineSize: '40rem' },
  md: { maxInlineSize: '60rem' },
  lg: { maxInlineSize: '75rem' },
});

export const container = style({ containerType: 'inline-size' });
