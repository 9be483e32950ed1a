import { palette } from './palette.ts';
import type { QafilaTokens } from './tokens.ts';
import { lightSoftStates, lightTone } from './toneColours.ts';

const latinFamily = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
// Inter stays in the Arabic stack so Latin words and digits inside Arabic text keep the Latin face.
const arabicFamily = "'IBM Plex Sans Arabic', Inter, system-ui, 'Segoe UI', Tahoma, sans-serif";

export const lightTokens: QafilaTokens = {
  name: 'light',
  color: {
    surface: {
      base: palette.white,
      raised: palette.white,
      sunken: palette.sand[50],
      inverse: palette.sand[900],
      overlay: 'rgb(28 26 23 / 0.48)',
    },
    text: {
      primary: palette.sand[900],
      secondary: palette.sand[600],
      disabled: palette.sand[500],
      inverse: palette.white,
    },
    border: {
      subtle: palette.sand[150],
      default: palette.sand[300],
      strong: palette.sand[500],
      focus: palette.teal[600],
    },
    accent: lightTone(palette.teal),
    neutral: {
      solid: palette.sand[700],
      solidHover: palette.sand[800],
      solidActive: palette.sand[900],
      onSolid: palette.white,
      soft: palette.sand[100],
      softHover: palette.sand[200],
      softActive: palette.sand[250],
      text: palette.sand[800],
      border: palette.sand[500],
    },
    positive: lightTone(palette.green),
    caution: {
      // White fails contrast on amber at every step, so caution carries dark foreground on its solid form.
      solid: palette.amber[400],
      solidHover: palette.amber[500],
      solidActive: palette.amber[600],
      onSolid: palette.amber[900],
      ...lightSoftStates(palette.amber),
      text: palette.amber[800],
      border: palette.amber[700],
    },
    critical: lightTone(palette.red),
    info: lightTone(palette.blue),
  },
  typography: {
    scripts: {
      latin: { fontFamily: latinFamily, lineHeight: { body: '1.5', heading: '1.25', control: '1.25' } },
      // Arabic letterforms have taller ascenders/descenders and stacked diacritics: give them more room.
      arabic: { fontFamily: arabicFamily, lineHeight: { body: '1.75', heading: '1.45', control: '1.5' } },
    },
    fontSize: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.5rem',
      xxl: '2rem',
    },
    fontWeight: { regular: '400', semibold: '600', bold: '700' },
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: { none: '0', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  shadow: {
    none: 'none',
    sm: '0 1px 2px rgb(28 26 23 / 0.08)',
    md: '0 2px 4px rgb(28 26 23 / 0.06), 0 4px 12px rgb(28 26 23 / 0.08)',
    lg: '0 8px 16px rgb(28 26 23 / 0.08), 0 16px 40px rgb(28 26 23 / 0.12)',
  },
  motion: {
    duration: { instant: '0ms', fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0, 1)',
      exit: 'cubic-bezier(0.3, 0, 1, 1)',
    },
  },
  zIndex: {
    base: '0',
    raised: '1',
    dropdown: '1000',
    sticky: '1100',
    overlay: '1200',
    modal: '1300',
    toast: '1400',
    tooltip: '1500',
  },
};
