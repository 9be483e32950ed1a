import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  blockSize: '100%',
  color: vars.color.text.primary,
});

export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
  gap: vars.space.lg,
});

const panel = style({
  minBlockSize: 0,
  padding: vars.space.md,
  backgroundColor: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
});

export const list = style([panel, { overflowY: 'auto' }]);

export const pane = style([panel, { flexGrow: 1, minBlockSize: '28rem' }]);

export const count = style({ marginInlineStart: vars.space.xxs });

export const entry = style({
  display: 'grid',
  // Never wider than the list, whatever an entry holds.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  justifyItems: 'start',
  inlineSize: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.base,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.sunken },
    '&[aria-pressed="true"]': { borderColor: vars.color.accent.border, backgroundColor: vars.color.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

// The last message, cut after two lines.
export const entryPreview = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  inlineSize: '100%',
});

export const paneHeader = style({
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

// The conversation scrolls between the header and the reply box.
export const log = style({
  flexGrow: 1,
  minBlockSize: '12rem',
  maxBlockSize: '60vh',
  overflowY: 'auto',
  paddingInline: vars.space.xxs,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});

export const textarea = style({ flexGrow: 1 });
