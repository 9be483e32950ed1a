import { style, styleVariants } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

// The public pages' own exceptions to the layout primitives (used through `PublicLayout.tsx`): full-bleed bands
// 4rem apart on wider screens (beyond the space scale), reading widths, and display headings that grow with the
// viewport where the theme's heading scale is fixed.
export const page = style({
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  lineHeight: vars.typography.lineHeight.body,
});

export const section = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  '@media': { [breakpointQueries.tablet]: { paddingBlock: '4rem', paddingInline: vars.space.xl } },
});

export const hero = style({
  backgroundImage: `linear-gradient(180deg, ${vars.color.accent.soft}, ${vars.color.surface.base})`,
});

export const width = styleVariants({
  page: { maxInlineSize: '72rem' },
  hero: { maxInlineSize: '52rem' },
  narrow: { maxInlineSize: '48rem' },
  header: { maxInlineSize: '44rem' },
  text: { maxInlineSize: '36rem' },
});

// `&&` outranks the Heading level's size whichever style sheet loads last.
export const display = styleVariants({
  1: { selectors: { '&&': { fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)', textWrap: 'balance' } } },
  2: { selectors: { '&&': { fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)', textWrap: 'balance' } } },
});

export const bordered = style({ border: `1px solid ${vars.color.border.subtle}` });

// A feature's icon on its tinted square; the glyph is sized in em.
export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  fontSize: '1.25rem',
});
