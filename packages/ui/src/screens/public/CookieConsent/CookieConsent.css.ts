import { keyframes, style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';
import { panel } from '../shared/page.css.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(1rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const banner = style([
  panel.lg,
  {
    position: 'fixed',
    insetInline: vars.space.sm,
    insetBlockEnd: vars.space.sm,
    zIndex: vars.zIndex.sticky,
    maxInlineSize: '72rem',
    marginInline: 'auto',
    boxShadow: vars.shadow.lg,
    animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
      [breakpointQueries.tablet]: { insetInline: vars.space.lg, insetBlockEnd: vars.space.lg, padding: vars.space.xl },
    },
  },
]);

// The choices sit at the inline end once the banner is wide enough for them to share a row.
export const actions = style({ '@media': { [breakpointQueries.tablet]: { justifyContent: 'flex-end' } } });

// On phones every choice takes a full row, so Accept and Essential Only stay the same size.
export const choice = style({ flex: '1 1 100%', '@media': { [breakpointQueries.tablet]: { flex: '0 0 auto' } } });
