import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

const trackInline = '2.5rem';
const trackBlock = '1.5rem';
const inset = '3px';
const thumbSize = `calc(${trackBlock} - 2 * ${inset})`;

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.text.primary,
});

export const text = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const label = style({
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.control,
  cursor: 'pointer',
  selectors: {
    '[data-disabled] &': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '[data-locked] &': { cursor: 'default' },
  },
});

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  inlineSize: trackInline,
  blockSize: trackBlock,
  paddingInline: inset,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.border,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.accent.solid },
    '&:disabled': { backgroundColor: vars.color.neutral.softActive, cursor: 'not-allowed' },
    '&[data-locked]': { cursor: 'not-allowed' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

export const thumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: thumbSize,
  blockSize: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.base,
  color: vars.color.accent.text,
  boxShadow: vars.shadow.sm,
  // A logical margin, not translateX: the thumb moves towards the inline end in both directions.
  marginInlineStart: 0,
  transitionProperty: 'margin-inline-start',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-state="checked"]': { marginInlineStart: `calc(${trackInline} - 2 * ${inset} - ${thumbSize})` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

export const lock = style({ inlineSize: '0.7rem', blockSize: '0.7rem' });
