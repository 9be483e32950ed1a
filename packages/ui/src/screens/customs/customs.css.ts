import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Printing a declaration prints its calculation alone: while a print area is on the page, everything else is hidden
 * on paper (visibility, so that the area keeps its place in the tree) and the area starts at the top of the sheet.
 */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

globalStyle('body:has([data-print-area]) *', { '@media': { print: { visibility: 'hidden' } } });
// As specific as the rule above plus the area, so that it wins.
globalStyle('body:has([data-print-area]) [data-print-area], body:has([data-print-area]) [data-print-area] *', {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle('[data-print-area]', {
  '@media': { print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%' } },
});
