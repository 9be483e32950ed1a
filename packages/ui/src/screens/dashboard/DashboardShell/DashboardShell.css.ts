import { style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

// The shell fills the viewport: the sidebar keeps its place, the view scrolls.
export const root = style({
  display: 'flex',
  blockSize: '100dvh',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
  lineHeight: vars.typography.lineHeight.body,
});

export const sidebar = style({ flexShrink: 0 });

export const main = style({
  display: 'flex',
  overflowX: 'hidden',
  flexDirection: 'column',
  flexGrow: 1,
  minInlineSize: 0,
  minBlockSize: 0,
});

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface.base,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': { [breakpointQueries.tablet]: { paddingInline: vars.space.lg, flexWrap: 'nowrap' } },
});

export const titles = style({ display: 'grid', flexGrow: 1, minInlineSize: 0 });

export const eyebrow = style({ color: vars.color.text.secondary, fontSize: vars.typography.fontSize.xs });

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.heading,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const topActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

// On phones the search takes its own row under the title.
export const topSearch = style({
  order: 1,
  flexBasis: '100%',
  minInlineSize: 0,
  '@media': { [breakpointQueries.tablet]: { order: 0, flexBasis: '16rem', flexShrink: 1 } },
});

export const content = style({
  flexGrow: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: vars.space.md,
  '@media': { [breakpointQueries.tablet]: { padding: vars.space.lg } },
});

export const sidebarHeader = style({ display: 'grid', gap: vars.space.sm, inlineSize: '100%', minInlineSize: 0 });

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

export const logo = style({ inlineSize: '2rem', blockSize: '2rem', objectFit: 'contain', flexShrink: 0 });

export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontSize: '1.25rem',
});

export const brandName = style({
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.fontSize.md,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const hidden = style({ display: 'none' });

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const bell = style({ position: 'relative' });

export const bellBadge = style({
  position: 'absolute',
  insetBlockStart: '-0.15rem',
  insetInlineEnd: '-0.15rem',
  minInlineSize: '1.15rem',
  blockSize: '1.15rem',
  paddingInline: '0.25rem',
  boxSizing: 'border-box',
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.critical.solid,
  color: vars.color.critical.onSolid,
  fontSize: '0.7rem',
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: 1,
});

export const notificationList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const notification = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&[data-unread]': { backgroundColor: vars.color.accent.soft, borderColor: vars.color.accent.border } },
});

export const notificationDot = style({
  flexShrink: 0,
  marginBlockStart: '0.45rem',
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  selectors: { [`${notification}[data-unread] &`]: { backgroundColor: vars.color.accent.solid } },
});

export const notificationBody = style({ display: 'grid', gap: vars.space.xxs, flexGrow: 1, minInlineSize: 0 });

export const notificationText = style({ margin: 0 });

export const notificationLink = style({
  color: 'inherit',
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.border.strong,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  blockSize: '100dvh',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.typography.fontFamily,
});
