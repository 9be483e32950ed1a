import { globalStyle, style } from '@vanilla-extract/css';
import { bareList } from '../../private/list.css.ts';
import { vars } from '../../themes/vars.css.ts';

const markerSize = '1.5rem';

export const list = style([
  bareList,
  { display: 'grid', fontFamily: vars.typography.fontFamily, color: vars.color.text.primary },
]);

export const item = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  selectors: {
    '&:last-child': { paddingBlockEnd: 0 },
    // The connector from this marker to the next: a logical inset, so it sits on the right in Arabic.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: markerSize,
      insetBlockEnd: 0,
      insetInlineStart: `calc(${markerSize} / 2 - 1px)`,
      inlineSize: 2,
      backgroundColor: vars.color.border.default,
    },
    '&[data-state="completed"]:not(:last-child)::before': { backgroundColor: vars.color.positive.solid },
  },
});

export const marker = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  inlineSize: markerSize,
  blockSize: markerSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.base,
  selectors: {
    '[data-state="completed"] > &': {
      borderColor: vars.color.positive.solid,
      backgroundColor: vars.color.positive.solid,
      color: vars.color.positive.onSolid,
    },
    '[data-state="current"] > &': {
      borderColor: vars.color.accent.solid,
      boxShadow: `0 0 0 4px ${vars.color.accent.softHover}`,
    },
  },
});

globalStyle(`${marker} > svg`, { inlineSize: '0.875rem', blockSize: '0.875rem' });

export const dot = style({
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.solid,
});

export const body = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0, paddingBlockStart: '0.1rem' });

export const description = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight.control,
  selectors: {
    '[data-state="current"] &': { fontWeight: vars.typography.fontWeight.semibold },
    '[data-state="upcoming"] &': { color: vars.color.text.secondary },
  },
});

export const time = style({ fontSize: vars.typography.fontSize.xs, color: vars.color.text.secondary });
