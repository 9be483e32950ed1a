import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

// Inside the dashboard's main area the view's own width decides the layout (container queries).
export const root = style({ containerType: 'inline-size', color: vars.color.text.primary });

export const uploadCard = style({ gap: vars.space.md, padding: vars.space.lg });

export const filter = style({ minInlineSize: '12rem' });

// A document: its text, and its actions beside it once the view is wide enough.
export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 44rem)': { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

export const meta = style({
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
});
