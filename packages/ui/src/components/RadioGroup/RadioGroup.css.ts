import { style } from '@vanilla-extract/css';
import * as control from '../../private/control.css.ts';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
});

export const hint = style([control.hint, { marginBlockEnd: vars.space.sm }]);

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '[data-orientation="horizontal"] &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});

export const error = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.critical.text,
});
