import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxInlineSize: '18rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.shadow.md,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.xs,
  lineHeight: vars.typography.lineHeight.body,
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const arrow = style({ fill: vars.color.surface.inverse });
