import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

export const root = style({ color: vars.color.text.primary, minInlineSize: 0 });

// A readable measure for the form; the result below takes the whole width.
export const form = style({ maxInlineSize: '40rem' });

// The waypoints' fieldset groups them for assistive technology without a box around them.
export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  fontSize: vars.typography.fontSize.sm,
});

export const waypoints = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const waypoint = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// The input takes the row, Remove stays beside it on the input's line (the label is above).
export const waypointRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const waypointField = style({ flex: 1, minInlineSize: 0 });

export const remove = style({ flexShrink: 0 });

export const suggestions = style({ paddingInlineStart: vars.space.xs });

export const result = style({ minInlineSize: 0 });

// What the optimiser did: short sentences, one per line.
export const done = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.typography.fontSize.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const legs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

// One leg: a line at the start marks it, on the reading side in both languages.
export const leg = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border.default}`,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const wait = style({ color: vars.color.caution.text });
