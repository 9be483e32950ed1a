import { style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../../themes/breakpoints.ts';
import { vars } from '../../../../themes/vars.css.ts';
import { grid } from '../AdminDashboard.css.ts';

// The admin dashboard's shared layout, so that this folder's files import their styles from one place.
export {
  badges,
  buttonRow,
  cardRow,
  cardStack,
  figure,
  grid,
  list,
  muted,
  panel,
  sectionTitle,
  tabList,
  tabsRoot,
} from '../AdminDashboard.css.ts';

export const wideGrid = style([grid, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))' }]);

export const figureLabel = style({ margin: 0, fontWeight: vars.typography.fontWeight.semibold });

export const form = style({ display: 'grid', gap: vars.space.md });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});

export const domainRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minInlineSize: 0 });

export const domain = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.typography.fontSize.sm,
  overflowWrap: 'anywhere',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const meter = style({ display: 'grid', gap: vars.space.xxs });

export const colorRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const colorSwatch = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  padding: 0,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  flexShrink: 0,
});

/** An item of a figure list: its `Stat` fills the grid cell, so the cards of a row are equally tall. */

export const editor = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [breakpointQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const preview = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.base,
  // Set here, not inherited: inherited colours were resolved in the portal's theme.
  color: vars.color.text.primary,
});

export const previewBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.fontSize.lg,
});

export const previewLogo = style({
  blockSize: '2rem',
  inlineSize: 'auto',
  maxInlineSize: '8rem',
  objectFit: 'contain',
});

export const previewLink = style({ color: vars.color.accent.text, fontWeight: vars.typography.fontWeight.semibold });

export const flagGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const preWrap = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
