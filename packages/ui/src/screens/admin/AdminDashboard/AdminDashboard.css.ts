import { globalStyle, style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({
  minBlockSize: '100dvh',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  lineHeight: vars.typography.lineHeight.body,
});

export const loading = style([
  root,
  {
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: vars.space.md,
    color: vars.color.text.secondary,
  },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.md,
  backgroundColor: vars.color.surface.base,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': { [breakpointQueries.tablet]: { paddingInline: vars.space.xl } },
});

export const headerText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const title = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.typography.fontSize.xl,
  lineHeight: vars.typography.lineHeight.heading,
});

export const subtitle = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const adminName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.typography.fontWeight.semibold,
  fontSize: vars.typography.fontSize.sm,
});

export const main = style({
  boxSizing: 'border-box',
  minInlineSize: 0,
  maxInlineSize: '90rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.lg,
  '@media': { [breakpointQueries.tablet]: { paddingInline: vars.space.xl } },
});

// Six tabs do not fit a phone: the list scrolls sideways instead of wrapping or squeezing.
export const tabList = style({ overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin', maxInlineSize: '100%' });

globalStyle(`${tabList} > *`, { flexShrink: 0, whiteSpace: 'nowrap' });

// minmax(0, 1fr): a grid item's min-content (a row of unwrapped tabs, a long domain) must not widen the page.
export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.lg,
});

export const tabsRoot = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minInlineSize: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  lineHeight: vars.typography.lineHeight.heading,
});

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardStack = style({ display: 'grid', gap: vars.space.sm });

export const cardRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const figure = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xxl,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.heading,
  fontVariantNumeric: 'tabular-nums',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
