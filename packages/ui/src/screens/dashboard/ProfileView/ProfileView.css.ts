import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({ maxInlineSize: '60rem' });

export const identity = style({ alignItems: 'center', flexWrap: 'wrap' });

export const legend = style({ marginBlockEnd: vars.space.sm });
