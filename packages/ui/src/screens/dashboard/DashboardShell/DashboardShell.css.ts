import { style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';
import { brandMark } from '../../mark.css.ts';
import { viewportShell } from '../../shell.css.ts';

// The shell fills the viewport: the sidebar keeps its place, the view scrolls.
export const root = style([viewportShell, { display: 'flex' }]);

export const sidebar = style({ flexShrink: 0 });

export const main = style({ overflowX: 'hidden', flexGrow: 1, minBlockSize: 0 });

// Wraps on phones, where the search takes its own row under the title; one row from the tablet up.
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

export const topSearch = style({
  order: 1,
  flexBasis: '100%',
  minInlineSize: 0,
  '@media': { [breakpointQueries.tablet]: { order: 0, flexBasis: '16rem', flexShrink: 1 } },
});

export const content = style({ flexGrow: 1, minBlockSize: 0 });

export const logo = style({ inlineSize: '2rem', blockSize: '2rem', objectFit: 'contain', flexShrink: 0 });

export const logoMark = style([brandMark, { flexShrink: 0, fontSize: '1.25rem' }]);

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

export const notification = style({
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
  selectors: { [`${notification}[data-unread] &`]: { backgroundColor: vars.color.accent.solid } },
});

export const notificationLink = style({
  color: 'inherit',
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.border.strong,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});

// Centred in the whole viewport while the dashboard loads.
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
