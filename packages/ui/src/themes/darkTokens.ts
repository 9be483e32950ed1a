import { lightTokens } from './lightTokens.ts';
import { palette } from './palette.ts';
import type { QafilaTokens } from './tokens.ts';
import { darkTone } from './toneColours.ts';

/**
 * Dark surfaces in the warm sand family. Checked by `darkTokens.test.ts`: body text ≥ 4.5:1 on every surface and
 * soft state, `onSolid` ≥ 4.5:1 on every solid state, input borders (`border.strong`, `border.focus`, the hover and
 * invalid solids) ≥ 3:1 on the surfaces.
 */
const dark = {
  base: '#171512',
  raised: '#211E1A',
  sunken: '#100F0D',
} as const;

export const darkTokens: QafilaTokens = {
  ...lightTokens,
  name: 'dark',
  color: {
    surface: {
      base: dark.base,
      raised: dark.raised,
      sunken: dark.sunken,
      inverse: palette.sand[100],
      overlay: 'rgb(0 0 0 / 0.64)',
    },
    text: {
      primary: palette.sand[100],
      secondary: palette.sand[400],
      disabled: '#8A8377',
      inverse: palette.sand[900],
    },
    border: {
      subtle: palette.sand[800],
      default: palette.sand[700],
      strong: '#8F887C',
      focus: '#4FB8AF',
    },
    accent: darkTone(lightTokens.color.accent, {
      soft: ['#12302D', '#173B38', '#1C4743'],
      text: '#5CC7BD',
      border: '#3AA39A',
    }),
    neutral: {
      // Light solid with dark text: a dark-grey button would vanish into the dark surface.
      solid: palette.sand[300],
      solidHover: palette.sand[200],
      solidActive: palette.sand[100],
      onSolid: palette.sand[900],
      soft: palette.sand[800],
      softHover: '#38332D',
      softActive: palette.sand[700],
      text: palette.sand[200],
      border: palette.sand[500],
    },
    positive: darkTone(lightTokens.color.positive, {
      soft: ['#132D1C', '#183823', '#1E442B'],
      text: '#6CCB8B',
      border: '#3E9A5C',
    }),
    caution: darkTone(lightTokens.color.caution, {
      soft: ['#33260A', '#3D2E0D', '#4A3811'],
      text: palette.amber[400],
      border: palette.amber[600],
    }),
    critical: {
      ...darkTone(lightTokens.color.critical, {
        soft: ['#3A1616', '#451B1B', '#522020'],
        text: '#F08A8A',
        border: '#D65151',
      }),
      // A touch lighter than red 600 so the invalid-input border keeps 3:1 on raised surfaces.
      solid: '#CC2E2E',
    },
    info: darkTone(lightTokens.color.info, {
      soft: ['#142540', '#1A2E4E', '#20385D'],
      text: '#8AB1F0',
      border: '#4A7FD6',
    }),
  },
  shadow: {
    none: 'none',
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 2px 4px rgb(0 0 0 / 0.32), 0 4px 12px rgb(0 0 0 / 0.4)',
    lg: '0 8px 16px rgb(0 0 0 / 0.4), 0 16px 40px rgb(0 0 0 / 0.48)',
  },
};
