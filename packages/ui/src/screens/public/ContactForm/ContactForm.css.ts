import { style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';
import { panel } from '../shared/page.css.ts';

export const root = style([
  panel.lg,
  { boxShadow: vars.shadow.md, '@media': { [breakpointQueries.tablet]: { padding: vars.space.xl } } },
]);

export const wide = style({ gridColumn: '1 / -1' });

// Off-screen rather than display:none: some bots skip fields that are not rendered.
export const honeypot = style({
  position: 'absolute',
  insetInlineStart: '-10000px',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
});
