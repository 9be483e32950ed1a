import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

/** The title of a surface: a card, a dialog, a sheet, an empty state. */
export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.heading,
});
