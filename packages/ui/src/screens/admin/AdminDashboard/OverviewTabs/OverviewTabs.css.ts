import { style } from '@vanilla-extract/css';

// Prices line up across the plan cards.
export const figure = style({ fontVariantNumeric: 'tabular-nums' });
