import { style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  lineHeight: vars.typography.lineHeight.body,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  boxSizing: 'border-box',
  maxInlineSize: '80rem',
  marginInline: 'auto',
  padding: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpointQueries.tablet]: {
      gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 3fr)',
      paddingBlock: vars.space.xxxl,
    },
  },
});

export const brand = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const brandName = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
});

export const tagline = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  maxInlineSize: '28rem',
});

export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const groupTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.typography.fontSize.sm,
});

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

export const bottom = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const small = style({ margin: 0 });
