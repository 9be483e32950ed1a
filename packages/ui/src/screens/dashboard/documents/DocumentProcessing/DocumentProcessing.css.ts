import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  color: vars.color.text.primary,
});

export const subtitle = style({ margin: 0, color: vars.color.text.secondary });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const uploadCard = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const fileField = style({ display: 'grid', gap: vars.space.sm });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const listHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filter = style({ minInlineSize: '12rem' });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 44rem)': { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

export const itemMain = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const itemTitle = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  columnGap: vars.space.md,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});

export const note = style({ margin: 0, fontSize: vars.typography.fontSize.sm });

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const mono = style({ fontVariantNumeric: 'tabular-nums', direction: 'ltr', unicodeBidi: 'isolate' });

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });
