import { globalLayer } from '@vanilla-extract/css';

/**
 * Element resets live in a cascade layer so that any unlayered rule (sprinkles, component styles,
 * consumer CSS) beats them regardless of source order. Global, so consumers can order it by name.
 */
export const resetLayer = globalLayer('qafila-reset');
