import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  minInlineSize: '12rem',
  maxInlineSize: 'min(20rem, calc(100vw - 1rem))',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight.control,
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.25rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.neutral.soft },
    '&[data-tone="critical"]': { color: vars.color.critical.text },
    '&[data-tone="critical"][data-highlighted]': { backgroundColor: vars.color.critical.soft },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[data-state="checked"]': { fontWeight: vars.typography.fontWeight.semibold },
  },
});

/** The label of a radio item: it takes the free space, so the tick sits at the inline end. */
export const itemLabel = style({ flexGrow: 1 });

export const indicator = style({ display: 'inline-flex', color: vars.color.accent.text });

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1rem' });

export const label = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const separator = style({
  blockSize: 1,
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.border.subtle,
});

globalStyle(`${icon} > svg`, { display: 'block' });
