import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const trigger = style({ gap: vars.space.sm, paddingInline: vars.space.sm });

/** The deferred selector's wrapper: no box of its own, so the button lays out as if it were not there. */
export const deferred = style({ display: 'contents' });

export const code = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' });

export const flag = style({ display: 'inline-flex', borderRadius: 2, overflow: 'hidden', flexShrink: 0 });

globalStyle(`${flag} > svg`, { display: 'block', blockSize: '1rem', inlineSize: 'auto' });

export const chevron = style({ display: 'inline-flex', color: vars.color.text.secondary });

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.25rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  minInlineSize: '12rem',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.sm,
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
  outline: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.neutral.soft },
    '&[data-state="checked"]': { fontWeight: vars.typography.fontWeight.semibold },
  },
});

export const itemLabel = style({ flexGrow: 1 });

export const indicator = style({ display: 'inline-flex', color: vars.color.accent.text });
