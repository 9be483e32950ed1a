import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

export const root = style({ color: vars.color.text.primary, minInlineSize: 0 });

// A token, a secret or the snippet: code, read left to right in any language, wrapping anywhere rather than
// widening the page on a phone.
export const code = style({
  direction: 'ltr',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.typography.fontSize.sm,
  minInlineSize: 0,
  flex: 1,
  overflowWrap: 'anywhere',
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

// The preview is a picture of the widget, so it draws the widget's own shapes: a panel and a round launcher,
// coloured by the organization's accent (its brand colour re-colours `accent` on the preview's element).
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.sunken,
});

export const panel = style({
  alignSelf: 'stretch',
  maxInlineSize: '22rem',
  marginInlineStart: 'auto',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const logo = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  flexShrink: 0,
  borderRadius: '50%',
  objectFit: 'cover',
  backgroundColor: vars.color.surface.raised,
});

export const greeting = style({
  margin: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const launcher = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  borderRadius: '50%',
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  boxShadow: vars.shadow.md,
  fontSize: '1.5rem',
});

// The preview stays in view beside the long form on wide screens, so a greeting can be watched as it is typed. Its
// column stretches to the form's height; stacked on phones, the column is only as tall as the preview.
export const previewSticky = style({ position: 'sticky', insetBlockStart: vars.space.md });
