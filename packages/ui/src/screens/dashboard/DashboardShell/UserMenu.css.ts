import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minInlineSize: 0,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:not([data-expanded])': { justifyContent: 'center', inlineSize: 'auto' },
    '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surface.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
