import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  minInlineSize: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
});

export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: '1.125rem',
});

export const label = style({
  margin: 0,
  flexGrow: 1,
  minInlineSize: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
});

export const value = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xxl,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.heading,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const estimate = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  cursor: 'help',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
});

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const trendTone = styleVariants({
  positive: { color: vars.color.positive.text },
  negative: { color: vars.color.critical.text },
  neutral: { color: vars.color.text.secondary },
});

export const hint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

globalStyle(`${icon} > svg, ${trend} svg`, { display: 'block' });
