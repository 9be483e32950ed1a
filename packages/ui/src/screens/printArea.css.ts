import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A report printed on its own (the cold-chain report, a customer's carbon report): while an element with this class is
 * on the page, print media show it alone (the sidebar, the tables above and the buttons hidden), from the top of the
 * first page; screens are not affected.
 */
export const printArea = style({});
globalStyle(`body:has(${printArea}) *`, { '@media': { print: { visibility: 'hidden' } } });
// As specific as the rule above plus the report: it wins for the report and what it holds.
globalStyle(`body:has(${printArea}) ${printArea}, body:has(${printArea}) ${printArea} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(printArea, {
  '@media': { print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%' } },
});
globalStyle(`${printArea} button`, { '@media': { print: { display: 'none' } } });
