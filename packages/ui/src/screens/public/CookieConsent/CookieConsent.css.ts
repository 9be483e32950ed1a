import { keyframes, style } from '@vanilla-extract/css';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { vars } from '../../../themes/vars.css.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(1rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const banner = style({
  maxInlineSize: '72rem',
  border: `1px solid ${vars.color.border.subtle}`,
  animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// The choices sit at the inline end once the banner is wide enough for them to share a row.
export const actions = style({ '@media': { [breakpointQueries.tablet]: { justifyContent: 'flex-end' } } });

// On phones every choice takes a full row, so Accept and Essential Only stay the same size.
export const choice = style({
  flex: '1 1 100%',
  '@media': { [breakpointQueries.tablet]: { flex: '0 0 auto' } },
});
