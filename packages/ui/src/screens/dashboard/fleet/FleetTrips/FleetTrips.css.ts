import { style } from '@vanilla-extract/css';
import * as control from '../../../../private/control.css.ts';
import { vars } from '../../../../themes/vars.css.ts';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
});

export const hint = style([control.hint, { marginBlockEnd: vars.space.sm }]);

// A stop row: the field takes the room, its buttons sit at the end of its input (they wrap under it on phones).
export const stopRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const stopField = style({ flex: '1 1 14rem', minInlineSize: 0 });

export const stopButtons = style({ display: 'flex', gap: vars.space.xxs, paddingBlockEnd: 2 });

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  fontSize: vars.typography.fontSize.sm,
});

// The shipments to pick from scroll inside the dialog rather than making it endless.
export const shipmentList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.xs,
  maxBlockSize: '14rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const mapPanel = style({ minInlineSize: 0 });

export const stopList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const addStop = style({ marginBlockStart: vars.space.sm });

export const root = style({ color: vars.color.text.primary, minInlineSize: 0 });

export const filter = style({ minInlineSize: '12rem' });

// Dims the shown page while the next one loads.
export const list = style({ selectors: { '&[aria-busy="true"]': { opacity: 0.6 } } });
