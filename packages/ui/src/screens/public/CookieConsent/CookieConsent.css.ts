import { keyframes, style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(1rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  zIndex: vars.zIndex.sticky,
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  maxInlineSize: '72rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.typography.fontFamily,
  lineHeight: vars.typography.lineHeight.body,
  animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    [breakpointQueries.tablet]: {
      insetInline: vars.space.lg,
      insetBlockEnd: vars.space.lg,
      padding: vars.space.xl,
    },
  },
});

export const body = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.heading,
});

export const text = style({ margin: 0, fontSize: vars.typography.fontSize.sm, color: vars.color.text.secondary });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [breakpointQueries.tablet]: { justifyContent: 'flex-end' } },
});

// On phones every choice takes a full row, so Accept and Essential Only stay the same size.
export const choice = style({
  flex: '1 1 100%',
  '@media': { [breakpointQueries.tablet]: { flex: '0 0 auto' } },
});

export const switches = style({ display: 'grid', gap: vars.space.lg });
