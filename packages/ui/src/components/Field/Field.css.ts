import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
});

export const label = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
  selectors: { '[data-disabled] > &': { color: vars.color.text.disabled } },
});

export const requiredMarker = style({ color: vars.color.critical.text, marginInlineStart: vars.space.xxs });

export const hint = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text.secondary,
});

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
