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

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const searchField = style({ flex: '1 1 20rem', maxInlineSize: '36rem' });

export const results = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const result = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.lg });

export const resultHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const resultTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const mono = style({ fontVariantNumeric: 'tabular-nums', direction: 'ltr', unicodeBidi: 'isolate' });

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const panel = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minInlineSize: 0 });

export const panelHeading = style({
  margin: 0,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const detail = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const detailTerm = style({ color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const detailValue = style({
  margin: 0,
  fontWeight: vars.typography.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
