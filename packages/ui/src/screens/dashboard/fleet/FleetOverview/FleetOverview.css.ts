import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

export const panel = style({ minInlineSize: 0 });

export const trips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

// Rows are separated by a rule, not boxed: five short rows read as one list.
export const trip = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 'none' } },
});

export const tripHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const tripNumber = style({
  fontWeight: vars.typography.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const tripLane = style({ margin: 0, overflowWrap: 'anywhere' });

export const tripMeta = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const alerts = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs });
