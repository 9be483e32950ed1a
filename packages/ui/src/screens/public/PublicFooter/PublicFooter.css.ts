import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

const divider = `1px solid ${vars.color.border.subtle}`;

export const root = style({ borderBlockStart: divider });

export const inner = style({ maxInlineSize: '80rem' });

export const tagline = style({ maxInlineSize: '28rem' });

// "Cookie settings" is a button that looks like the links beside it.
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

export const bottom = style({ paddingBlockStart: vars.space.lg, borderBlockStart: divider });
