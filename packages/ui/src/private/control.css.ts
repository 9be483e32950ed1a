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

/** A labelled field's column: label, hint, control and error, one under the other. */
export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
});

/** The label over a field's control. */
export const fieldLabel = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
});

/** The asterisk after the label of a required control. */
export const requiredMarker = style({ color: vars.color.critical.text, marginInlineStart: vars.space.xxs });

/** Help text (or another description) under a label. */
export const hint = style({ margin: 0, fontSize: vars.typography.fontSize.sm, color: vars.color.text.secondary });

/** A native checkbox or radio with its label beside it and its hint under the label. */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
});

export const choiceInput = style({
  // The native control keeps its semantics and keyboard; accent-color themes its check, dot and dash.
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  margin: 0,
  // Centred on the label's first line, whatever the script's line height.
  marginBlockStart: `calc((1lh - 1.125rem) / 2)`,
  accentColor: vars.color.accent.solid,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const choiceLabel = style({
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.body,
  cursor: 'pointer',
  selectors: { '[data-disabled] > &': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

export const choiceHint = style([hint, { gridColumnStart: 2 }]);
