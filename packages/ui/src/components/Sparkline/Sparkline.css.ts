import { style, styleVariants } from '@vanilla-extract/css';
import * as chart from '../../private/chart/chart.css.ts';
import { vars } from '../../themes/vars.css.ts';

export const root = style({ display: 'inline-block', verticalAlign: 'middle', overflow: 'visible' });

export const tone = styleVariants({
  accent: { color: vars.color.accent.solid },
  positive: { color: vars.color.positive.solid },
  critical: { color: vars.color.critical.solid },
  neutral: { color: vars.color.text.secondary },
});

export const line = style([chart.line, { strokeWidth: 1.5 }]);
