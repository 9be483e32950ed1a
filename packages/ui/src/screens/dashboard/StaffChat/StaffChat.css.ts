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

const panel = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minBlockSize: 0,
  minInlineSize: 0,
  boxSizing: 'border-box',
  padding: vars.space.md,
  backgroundColor: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
} as const;

export const list = style({ ...panel, overflowY: 'auto' });

export const pane = style({ ...panel, flexGrow: 1, minBlockSize: '28rem' });

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.heading,
});

export const count = style({ marginInlineStart: vars.space.xxs });

export const listItems = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
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

export const entryTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  inlineSize: '100%',
});

export const entryName = style({ fontWeight: vars.typography.fontWeight.semibold });

export const entryPreview = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  inlineSize: '100%',
  textAlign: 'start',
});

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const paneHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const paneTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const log = style({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minBlockSize: '12rem',
  maxBlockSize: '60vh',
  overflowY: 'auto',
  paddingInline: vars.space.xxs,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});

export const composer = style({ display: 'grid', gap: vars.space.xs });

export const inputRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const textarea = style({ flexGrow: 1 });
