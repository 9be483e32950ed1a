import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const line = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
