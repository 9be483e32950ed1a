import { style } from '@vanilla-extract/css';
import * as chart from '../../private/chart/chart.css.ts';

export const line = style([chart.line, { strokeWidth: 2 }]);
