import { style } from '@vanilla-extract/css';
import { textControl } from '../../private/control.css.ts';
import { vars } from '../../themes/vars.css.ts';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.text.secondary,
  pointerEvents: 'none',
  fontSize: '1.125rem',
});

export const input = style([
  textControl,
  {
    minBlockSize: '2.5rem',
    lineHeight: vars.typography.lineHeight.control,
    paddingInlineStart: `calc(${vars.space.sm} + 1.125rem + ${vars.space.sm})`,
    // Room for the clear button.
    paddingInlineEnd: `calc(2rem + ${vars.space.xs})`,
    appearance: 'none',
    selectors: {
      // The browser's own clear button would duplicate ours (and is not translated).
      '&::-webkit-search-cancel-button': { appearance: 'none', display: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  },
]);

export const clear = style({ position: 'absolute', insetInlineEnd: vars.space.xxs });
