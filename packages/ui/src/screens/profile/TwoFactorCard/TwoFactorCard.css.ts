import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

export const qr = style({
  display: 'block',
  inlineSize: '11rem',
  blockSize: '11rem',
  marginInline: 'auto',
  padding: vars.space.xs,
  background: '#fff',
  borderRadius: vars.radius.md,
});

/** Keys and codes read left to right in both languages, in a monospace font. */
export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  direction: 'ltr',
  unicodeBidi: 'isolate',
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
  direction: 'ltr',
});
