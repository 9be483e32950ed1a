import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

// A 2 rem rounded square with an icon or a letter centred in it (the brand's mark, a card's icon).
export const markBox = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.md,
});

// The brand's mark: the accent colour, solid.
export const brandMark = style([
  markBox,
  { backgroundColor: vars.color.accent.solid, color: vars.color.accent.onSolid },
]);
