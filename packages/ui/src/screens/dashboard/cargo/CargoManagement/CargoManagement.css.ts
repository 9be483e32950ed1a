import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

// The view sits in the dashboard's main area, whose width does not follow the viewport (the sidebar takes part of
// it), so the table reacts to the view's own width with a container query.
export const root = style({ containerType: 'inline-size', color: vars.color.text.primary });

export const search = style({ flex: '1 1 18rem', maxInlineSize: '32rem' });

export const progressCell = style({ minInlineSize: '7rem' });

export const nowrap = style({ whiteSpace: 'nowrap' });

// The bulk upload's row errors: a scrolling table with a sticky header.
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

// CSV column names and fields: code, left to right in both languages.
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  overflowWrap: 'anywhere',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});
