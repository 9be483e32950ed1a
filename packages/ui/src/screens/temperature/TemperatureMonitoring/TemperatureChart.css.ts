import { style } from '@vanilla-extract/css';
import * as chart from '../../../private/chart/chart.css.ts';
import { vars } from '../../../themes/vars.css.ts';

/** The allowed range behind the readings. */
export const band = style({ fill: vars.color.positive.solid, fillOpacity: 0.12, stroke: 'none' });
export const bandEdge = style({ stroke: vars.color.positive.solid, strokeWidth: 1, strokeDasharray: '4 3' });
export const line = style([chart.line, { strokeWidth: 1.5 }]);
export const swatch = style({
  display: 'inline-block',
  inlineSize: 12,
  blockSize: 12,
  borderRadius: 2,
  background: vars.color.positive.solid,
  opacity: 0.35,
});
