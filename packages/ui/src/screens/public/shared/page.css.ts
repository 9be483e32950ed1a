import { style, styleVariants } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

// The public pages' own exceptions to the layout primitives (used through `PublicLayout.tsx`): full-bleed bands
// 4rem apart on wider screens (beyond the space scale), reading widths, surfaces and display headings that grow with
// the viewport where the theme's heading scale is fixed. Plain classes rather than `Box`/sprinkles: the prerendered
// pages would otherwise load the sprinkles runtime (~4 KB gzip of JavaScript) before they are interactive.
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

export const tone = styleVariants({
  hero: { backgroundImage: `linear-gradient(180deg, ${vars.color.accent.soft}, ${vars.color.surface.base})` },
  sunken: { backgroundColor: vars.color.surface.sunken },
});

/** Centred columns: the page width and the reading width. */
export const container = styleVariants({
  page: { maxInlineSize: '72rem', marginInline: 'auto' },
  narrow: { maxInlineSize: '48rem', marginInline: 'auto' },
});

export const width = styleVariants({
  hero: { maxInlineSize: '52rem' },
  header: { maxInlineSize: '44rem' },
  text: { maxInlineSize: '36rem' },
});

// `&&` outranks the Heading level's size whichever style sheet loads last.
export const display = styleVariants({
  1: { selectors: { '&&': { fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)', textWrap: 'balance' } } },
  2: { selectors: { '&&': { fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)', textWrap: 'balance' } } },
});

const raised = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

/** A bordered, raised surface (card, statistic, step) and the padding inside it. */
export const panel = styleVariants({
  lg: [raised, { padding: vars.space.lg }],
  xl: [raised, { padding: vars.space.xl }],
});

const ctaBox = style({ padding: vars.space.xxl, borderRadius: vars.radius.lg, textAlign: 'center' });

/** The closing call to action's tinted or inverse block. */
export const cta = styleVariants({
  accent: [ctaBox, { backgroundColor: vars.color.accent.soft }],
  inverse: [ctaBox, { backgroundColor: vars.color.surface.inverse, color: vars.color.text.inverse }],
});

// A feature's icon on its tinted square; the glyph is sized in em.
export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: '1.25rem',
});

export const bullets = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs });
