import { globalStyle, style } from '@vanilla-extract/css';
import * as control from '../../private/control.css.ts';
import { vars } from '../../themes/vars.css.ts';

export const label = style([
  control.fieldLabel,
  { selectors: { '[data-disabled] > &': { color: vars.color.text.disabled } } },
]);

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.critical.text,
});

// One line box high, so the icon centres on the first line whatever the script's line height.
export const errorIcon = style({ display: 'inline-flex', alignItems: 'center', flexShrink: 0, blockSize: '1lh' });

globalStyle(`${errorIcon} > svg`, { inlineSize: '1em', blockSize: '1em' });
