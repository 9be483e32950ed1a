import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

// The statistic's figure is shown above its label (the dt stays first for the term/description pairing).
export const statValue = style({ order: -1 });

// A sample shipment's route takes its own line under the number and the status.
export const fullRow = style({ flexBasis: '100%' });

// After Badge's own styles (imported first): the band reads as body text.
export const band = style({
  alignSelf: 'flex-start',
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.primary,
});

// The illustrations' sample frame and its shipment rows.
export const sample = styleVariants({
  frame: { padding: vars.space.md, borderRadius: vars.radius.md, backgroundColor: vars.color.surface.sunken },
  row: { padding: vars.space.sm, borderRadius: vars.radius.md, backgroundColor: vars.color.surface.raised },
});
