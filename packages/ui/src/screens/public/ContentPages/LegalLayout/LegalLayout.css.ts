import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';
import { navLink } from '../../PublicHeader/PublicHeader.css.ts';

export const bar = style({
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const barInner = style({ paddingBlock: vars.space.sm, paddingInline: vars.space.lg });

// The header's quiet link, a little tighter.
export const link = style([navLink, { paddingInline: vars.space.sm }]);
