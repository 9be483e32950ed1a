import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

// The admin portal fills the viewport under its own header.
export const root = style({
  minBlockSize: '100dvh',
  fontFamily: vars.typography.fontFamily,
  lineHeight: vars.typography.lineHeight.body,
});

export const header = style({ borderBlockEnd: `1px solid ${vars.color.border.subtle}` });

export const main = style({ maxInlineSize: '90rem' });

// Six tabs do not fit a phone: the list scrolls sideways instead of wrapping or squeezing.
export const tabList = style({ overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin', maxInlineSize: '100%' });

globalStyle(`${tabList} > *`, { flexShrink: 0, whiteSpace: 'nowrap' });

// minmax(0, 1fr): a grid item's min-content (a row of unwrapped tabs, a long domain) must not widen the page.
export const tabsRoot = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minInlineSize: 0 });
