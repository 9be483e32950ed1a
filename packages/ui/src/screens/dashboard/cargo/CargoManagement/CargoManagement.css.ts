import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

// The view sits in the dashboard's main area, whose width does not follow the viewport (the sidebar takes part of
// it), so the layout reacts to its own width with a container query.
export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  color: vars.color.text.primary,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const subtitle = style({ margin: 0, color: vars.color.text.secondary });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const search = style({ flex: '1 1 18rem', maxInlineSize: '32rem' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const route = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const routeArrow = style({ display: 'inline-flex', color: vars.color.text.secondary, flexShrink: 0 });

export const mono = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  fontWeight: vars.typography.fontWeight.semibold,
  // Tracking numbers read left to right in both languages.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

export const progressCell = style({ minInlineSize: '7rem' });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const dimensions = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
});

export const currentStatus = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const bulkSteps = style({ display: 'grid', gap: vars.space.md });

export const templateRow = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const errorTableWrap = style({
  maxBlockSize: '16rem',
  overflow: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const errorTable = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.fontSize.sm,
});

export const errorCell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const errorHead = style([
  errorCell,
  {
    position: 'sticky',
    insetBlockStart: 0,
    backgroundColor: vars.color.surface.raised,
    fontWeight: vars.typography.fontWeight.semibold,
  },
]);

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  overflowWrap: 'anywhere',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/** Text from the API, which answers in English: isolated and left to right inside Arabic sentences. */
export const serverText = style({ unicodeBidi: 'isolate', direction: 'ltr' });

export const stack = style({ display: 'grid', gap: vars.space.xxs });
