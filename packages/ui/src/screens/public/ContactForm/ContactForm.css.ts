import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({ border: `1px solid ${vars.color.border.subtle}` });

export const wide = style({ gridColumn: '1 / -1' });

// Off-screen rather than display:none: some bots skip fields that are not rendered.
export const honeypot = style({
  position: 'absolute',
  insetInlineStart: '-10000px',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
});
