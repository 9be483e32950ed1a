import { style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

export const hero = style({
  backgroundImage: `linear-gradient(180deg, ${vars.color.accent.soft}, ${vars.color.surface.base})`,
});

export const heroInner = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start', maxInlineSize: '52rem' });

export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  margin: 0,
});

export const stat = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const statValue = style({
  margin: 0,
  order: -1,
  color: vars.color.accent.text,
  fontSize: vars.typography.fontSize.xxl,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.heading,
});

export const statLabel = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const showcaseHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const showcaseFrame = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
});

export const shipmentRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  fontSize: vars.typography.fontSize.sm,
});

export const mono = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.typography.fontWeight.semibold });

export const band = style({
  justifySelf: 'start',
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const contactGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [breakpointQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const cta = style({
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const ctaText = style({ margin: 0, maxInlineSize: '36rem' });
