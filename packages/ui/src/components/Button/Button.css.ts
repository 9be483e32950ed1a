import { assignVars, createThemeContract, globalStyle, keyframes, type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { toneVariables, vars } from '../../themes/vars.css.ts';
import { type ButtonTone, buttonTones } from './buttonVariants.ts';

// Each tone fills these local variables; each variant reads them. Tones × variants need no compound styles.
const tone = createThemeContract(toneVariables);

const toneStyles = {} as Record<ButtonTone, StyleRule>;
for (const name of buttonTones) {
  toneStyles[name] = { vars: assignVars(tone, vars.color[name]) };
}

const enabled = ':not(:disabled, [aria-disabled="true"])';
const hover = `&${enabled}:hover`;
const active = `&${enabled}:active`;

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    margin: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.typography.fontFamily,
    fontWeight: vars.typography.fontWeight.semibold,
    lineHeight: vars.typography.lineHeight.control,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    appearance: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    ':focus-visible': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    selectors: {
      '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
      '&[data-state="loading"]': { cursor: 'progress' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
    },
  },
  variants: {
    variant: {
      solid: {
        backgroundColor: tone.solid,
        color: tone.onSolid,
        selectors: {
          [hover]: { backgroundColor: tone.solidHover },
          [active]: { backgroundColor: tone.solidActive },
          '&:disabled': { backgroundColor: vars.color.neutral.soft },
        },
      },
      outline: {
        backgroundColor: 'transparent',
        color: tone.text,
        borderColor: tone.border,
        selectors: {
          [hover]: { backgroundColor: tone.soft },
          [active]: { backgroundColor: tone.softHover },
          '&:disabled': { borderColor: vars.color.border.default },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: tone.text,
        selectors: {
          [hover]: { backgroundColor: tone.soft },
          [active]: { backgroundColor: tone.softHover },
        },
      },
    },
    tone: toneStyles,
    size: {
      sm: {
        minBlockSize: '2rem',
        paddingInline: vars.space.sm,
        gap: vars.space.xs,
        fontSize: vars.typography.fontSize.sm,
      },
      md: {
        minBlockSize: '2.5rem',
        paddingInline: vars.space.lg,
        gap: vars.space.sm,
        fontSize: vars.typography.fontSize.md,
      },
      lg: {
        minBlockSize: '3rem',
        paddingInline: vars.space.xl,
        gap: vars.space.sm,
        fontSize: vars.typography.fontSize.lg,
      },
    },
    fullWidth: {
      true: { inlineSize: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'solid', tone: 'accent', size: 'md', fullWidth: false },
});

// While loading, the content keeps its space (so the button does not resize) but leaves the screen and
// the accessible name, which then comes from the loading label.
const hiddenWhileLoading: StyleRule = {
  selectors: { '[data-state="loading"] > &': { visibility: 'hidden' } },
};

export const label = style([hiddenWhileLoading, { display: 'inline-block' }]);

export const icon = style([hiddenWhileLoading, { display: 'inline-flex', flexShrink: 0 }]);

globalStyle(`${icon} > svg`, { inlineSize: '1.25em', blockSize: '1.25em' });

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style({
  inlineSize: '1.25em',
  blockSize: '1.25em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // Keep a slow turn rather than none: a frozen ring would read as "stuck".
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});
