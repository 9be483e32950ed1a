import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

/** The box shared by text controls (Input, Textarea): border, focus ring, invalid and disabled states. */
export const textControl = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  margin: 0,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.body,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  '::placeholder': { color: vars.color.text.secondary, opacity: 1 },
  ':hover': { borderColor: vars.color.neutral.solid },
  ':focus-visible': {
    outline: `2px solid ${vars.color.border.focus}`,
    outlineOffset: 0,
    borderColor: vars.color.border.focus,
  },
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical.solid },
    '&[aria-invalid="true"]:focus-visible': { outlineColor: vars.color.critical.solid },
    '&:disabled': {
      backgroundColor: vars.color.surface.sunken,
      borderColor: vars.color.border.default,
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
    },
    '&[readonly]': { backgroundColor: vars.color.surface.sunken },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});
