import { style } from '@vanilla-extract/css';
import { choice } from '../../private/control.css.ts';
import { vars } from '../../themes/vars.css.ts';

export const root = style([
  choice,
  { rowGap: vars.space.xxs, fontFamily: vars.typography.fontFamily, color: vars.color.text.primary },
]);
