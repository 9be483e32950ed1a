import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100dvh',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  lineHeight: vars.typography.lineHeight.body,
});

export const card = style({ inlineSize: '100%', maxInlineSize: '26rem' });

export const header = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, textAlign: 'center' });

export const mark = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xl,
  lineHeight: vars.typography.lineHeight.heading,
});

export const subtitle = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const form = style({ display: 'grid', gap: vars.space.md, marginBlockStart: vars.space.lg });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});
