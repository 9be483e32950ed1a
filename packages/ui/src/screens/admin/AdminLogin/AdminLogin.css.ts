import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

// The sign-in card centred in a viewport-filling page.
export const root = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100dvh',
  fontFamily: vars.typography.fontFamily,
  lineHeight: vars.typography.lineHeight.body,
});

export const card = style({ inlineSize: '100%', maxInlineSize: '26rem' });
