import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

// Inside the dashboard's main area the view's own width decides the layout (container queries).
export const root = style({ containerType: 'inline-size', color: vars.color.text.primary });

export const searchField = style({ flex: '1 1 20rem', maxInlineSize: '36rem' });

export const result = style({ gap: vars.space.lg, padding: vars.space.lg });

// The timeline and the map side by side once the view (not the viewport) is wide enough.
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': { '(min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
