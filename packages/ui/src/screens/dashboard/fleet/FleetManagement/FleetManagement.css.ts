import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

// The view sits in the dashboard's main area, whose width does not follow the viewport (the sidebar takes part of
// it), so the cards react to the view's own width through the tiles' intrinsic grid.
export const root = style({ color: vars.color.text.primary, minInlineSize: 0 });

// The list of cards is a plain list: no bullets, no indent.
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const card = style({ blockSize: '100%', display: 'flex', flexDirection: 'column' });

export const cardBody = style({ flex: 1 });

// A card's facts: labels in the first column, values in the second; one column on the narrowest cards.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
});

// Each <dt>/<dd> pair sits in a <div> (valid in a <dl>) that the grid sees through.
export const factRow = style({ display: 'contents' });

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

// Number plates read left to right in both languages, in a plate-like box.
export const plate = style({
  display: 'inline-block',
  direction: 'ltr',
  unicodeBidi: 'isolate',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.typography.fontWeight.semibold,
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

// An expiry to act on; the icon flows with the text, so a wrapped line keeps it at the start.
export const warning = styleVariants({
  soon: { color: vars.color.caution.text, fontWeight: vars.typography.fontWeight.semibold },
  expired: { color: vars.color.critical.text, fontWeight: vars.typography.fontWeight.semibold },
});

export const warningIcon = style({ verticalAlign: '-0.125em', marginInlineEnd: vars.space.xxs });

// A server address or a device token: read left to right, in full, in tabular figures.
export const code = style({
  direction: 'ltr',
  fontVariantNumeric: 'tabular-nums',
  minInlineSize: 0,
  flex: 1,
});
