import { style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

const divider = `1px solid ${vars.color.border.subtle}`;

export const root = style({ borderBlockStart: divider, backgroundColor: vars.color.surface.sunken });

export const inner = style({
  maxInlineSize: '80rem',
  marginInline: 'auto',
  padding: vars.space.xl,
  '@media': { [breakpointQueries.tablet]: { paddingBlock: vars.space.xxxl } },
});

export const links = style({ fontSize: vars.typography.fontSize.sm });

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
