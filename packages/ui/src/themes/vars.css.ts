import { createThemeContract } from '@vanilla-extract/css';

/** The variables of one tone (`ToneColours`), for the contract below and for local tone contracts (Button). */
export const toneVariables = {
  solid: null,
  solidHover: null,
  solidActive: null,
  onSolid: null,
  soft: null,
  softHover: null,
  softActive: null,
  text: null,
  border: null,
};

/**
 * The one theme contract: every theme (light today; dark and white-label brands later) fills these
 * variables, and components read only from here.
 */
export const vars = createThemeContract({
  color: {
    surface: { base: null, raised: null, sunken: null, inverse: null, overlay: null },
    text: { primary: null, secondary: null, disabled: null, inverse: null },
    border: { subtle: null, default: null, strong: null, focus: null },
    accent: toneVariables,
    neutral: toneVariables,
    positive: toneVariables,
    caution: toneVariables,
    critical: toneVariables,
    info: toneVariables,
  },
  typography: {
    // Set from the script of the current `lang`: Latin by default, Arabic under [lang|="ar"].
    fontFamily: null,
    lineHeight: { body: null, heading: null, control: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    fontWeight: { regular: null, semibold: null, bold: null },
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { none: null, sm: null, md: null, lg: null, full: null },
  shadow: { none: null, sm: null, md: null, lg: null },
  motion: {
    duration: { instant: null, fast: null, normal: null, slow: null },
    easing: { standard: null, enter: null, exit: null },
  },
  zIndex: {
    base: null,
    raised: null,
    dropdown: null,
    sticky: null,
    overlay: null,
    modal: null,
    toast: null,
    tooltip: null,
  },
});

/** The part of the contract that switches with the script of the content. */
export const scriptVars = { fontFamily: vars.typography.fontFamily, lineHeight: vars.typography.lineHeight };
