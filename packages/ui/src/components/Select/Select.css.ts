import { style } from '@vanilla-extract/css';
import { textControl } from '../../private/control.css.ts';
import { vars } from '../../themes/vars.css.ts';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center', minInlineSize: 0 });

export const select = style([
  textControl,
  {
    appearance: 'none',
    minBlockSize: '2.5rem',
    lineHeight: vars.typography.lineHeight.control,
    paddingInlineStart: vars.space.md,
    // Room for the chevron at the inline end.
    paddingInlineEnd: `calc(${vars.space.md} + 1rem + ${vars.space.xs})`,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  display: 'inline-flex',
  color: vars.color.text.secondary,
  pointerEvents: 'none',
});
