import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

// A feature of the Manage Features dialog; an assigned one takes the accent tint.
export const featureItem = style({
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-state="assigned"]': { borderColor: vars.color.accent.border, backgroundColor: vars.color.accent.soft },
  },
});
