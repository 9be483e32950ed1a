import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const names = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.typography.fontSize.sm,
});
