import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '50vh',
  padding: vars.space.xl,
  backgroundColor: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
});
