import { style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

// Shared layout of the public pages: full-bleed sections with a centred, readable container.
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

export const sunken = style({ backgroundColor: vars.color.surface.sunken });

export const container = style({ display: 'grid', gap: vars.space.xl, maxInlineSize: '72rem', marginInline: 'auto' });

export const narrow = style({ maxInlineSize: '48rem' });

export const sectionHeader = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '44rem' });

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent.text,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const h1 = style({
  margin: 0,
  fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)',
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.heading,
  textWrap: 'balance',
});

export const h2 = style({
  margin: 0,
  fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.heading,
  textWrap: 'balance',
});

export const h3 = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.heading,
});

export const lead = style({ margin: 0, fontSize: vars.typography.fontSize.lg, color: vars.color.text.secondary });

export const text = style({ margin: 0, color: vars.color.text.secondary });

export const small = style({ margin: 0, fontSize: vars.typography.fontSize.sm, color: vars.color.text.secondary });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

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

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const prose = style({
  display: 'grid',
  gap: vars.space.md,
  maxInlineSize: '48rem',
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs });
