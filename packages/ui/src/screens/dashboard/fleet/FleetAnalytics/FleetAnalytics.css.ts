import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

export const insights = style({ margin: 0, display: 'grid', gap: vars.space.md });

export const insight = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const insightName = style({
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const insightValue = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const insightHow = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.typography.fontSize.sm });

// The picker and its button on one line while they fit; the button wraps under the picker on a phone.
export const pick = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });

export const pickField = style({ flex: '1 1 14rem', minInlineSize: 0 });

export const subheading = style({ margin: 0 });

export const reasons = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

// Name and value, then the weight bar and its percentage: two columns while they fit, stacked on a phone.
export const reason = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.typography.fontSize.sm,
});

export const reasonName = style({ flex: '1 1 14rem', minInlineSize: 0 });

export const weight = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: '0 1 14rem' });

export const track = style({
  flex: 1,
  blockSize: '0.5rem',
  minInlineSize: '5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  overflow: 'hidden',
});

// Grows from the inline start: from the right in Arabic.
export const fill = style({
  display: 'block',
  blockSize: '100%',
  backgroundColor: vars.color.accent.solid,
  borderRadius: vars.radius.full,
});

export const weightText = style({
  minInlineSize: '5.5rem',
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});
