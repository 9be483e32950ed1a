import { style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '60rem' });

export const identity = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });

export const identityText = style({ display: 'grid', gap: vars.space.xxs, flexGrow: 1, minInlineSize: 0 });

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const sectionTitle = style({
  margin: 0,
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.heading,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [breakpointQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const readOnly = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

export const readOnlyLabel = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
