import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';
import { markBox } from '../../mark.css.ts';

const focusRing = (offset: string) => ({ outline: `2px solid ${vars.color.border.focus}`, outlineOffset: offset });

// Not Tiles: 15rem (between its steps) lays the ten figures out in two full rows of five at the usual desktop width.
export const metrics = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.accent.border }, '&:focus-visible': focusRing('2px') },
});

export const icon = style([
  markBox,
  { flexShrink: 0, backgroundColor: vars.color.accent.soft, color: vars.color.accent.text, fontSize: '1rem' },
]);

// On the narrowest phones the result's category gives its room to the title.
export const resultCategory = style({ '@media': { 'screen and (max-width: 480px)': { display: 'none' } } });

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.sm,
  color: vars.color.accent.text,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.accent.soft }, '&:focus-visible': focusRing('1px') },
});
