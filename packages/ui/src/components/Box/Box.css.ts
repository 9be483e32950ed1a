import { style } from '@vanilla-extract/css';
import { resetLayer } from '../../themes/layers.css.ts';

export const base = style({
  '@layer': {
    [resetLayer]: {
      boxSizing: 'border-box',
      margin: 0,
      padding: 0,
      border: 0,
      // Flex and grid children default to `min-width: auto`, which lets long Arabic or Latin words overflow.
      minInlineSize: 0,
    },
  },
});
