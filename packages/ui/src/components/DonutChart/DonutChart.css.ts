import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const chart = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

export const svg = style({ display: 'block', flexShrink: 0, overflow: 'visible' });

export const segment = style({ fill: 'currentColor', stroke: vars.color.surface.base, strokeWidth: 2 });

export const total = style({
  fill: vars.color.text.primary,
  fontWeight: vars.typography.fontWeight.semibold,
  fontFamily: vars.typography.fontFamily,
  fontVariantNumeric: 'tabular-nums',
});

export const totalLabel = style({
  fill: vars.color.text.secondary,
  fontSize: 12,
  fontFamily: vars.typography.fontFamily,
});
