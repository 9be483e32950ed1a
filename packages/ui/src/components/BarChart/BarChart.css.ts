import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const bar = style({ fill: vars.color.accent.solid });
