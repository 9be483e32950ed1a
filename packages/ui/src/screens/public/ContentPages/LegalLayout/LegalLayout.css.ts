import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

export const bar = style({ borderBlockEnd: `1px solid ${vars.color.border.subtle}` });

// The bar's links: quiet, text-like, with the control height of a small button.
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
