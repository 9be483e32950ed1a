import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

// An app screen that fills the viewport, on the sunken surface, in the theme's body type.
export const viewportShell = style({
  blockSize: '100dvh',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  lineHeight: vars.typography.lineHeight.body,
});
