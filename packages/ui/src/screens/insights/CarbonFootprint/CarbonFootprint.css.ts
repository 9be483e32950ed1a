import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A customer's carbon report. Printing while it is on the page shows the report alone (the sidebar, the filters and
 * the buttons hidden), from the top of the first page; screens are not affected.
 */
export const report = style({});
globalStyle(`body:has(${report}) *`, { '@media': { print: { visibility: 'hidden' } } });
// As specific as the rule above plus the report: it wins for the report and what it holds.
globalStyle(`body:has(${report}) ${report}, body:has(${report}) ${report} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(report, {
  '@media': { print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%' } },
});
globalStyle(`${report} button`, { '@media': { print: { display: 'none' } } });
