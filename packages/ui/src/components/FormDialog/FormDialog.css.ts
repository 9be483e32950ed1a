import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });
