/** Semantic colour tones shared by every component that carries meaning through colour. */
export const tones = ['accent', 'neutral', 'positive', 'caution', 'critical', 'info'] as const;
export type Tone = (typeof tones)[number];

export const spaceScale = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export type Space = (typeof spaceScale)[number];

export const fontSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type FontSize = (typeof fontSizes)[number];

export const radii = ['none', 'sm', 'md', 'lg', 'full'] as const;
export type Radius = (typeof radii)[number];

export const shadows = ['none', 'sm', 'md', 'lg'] as const;
export type Shadow = (typeof shadows)[number];

export const layers = ['base', 'raised', 'dropdown', 'sticky', 'overlay', 'modal', 'toast', 'tooltip'] as const;
export type Layer = (typeof layers)[number];

/** The colours one tone needs: a filled form, a soft (tinted) form, and foreground/border for plain surfaces. */
export interface ToneColours {
  solid: string;
  solidHover: string;
  solidActive: string;
  /** Foreground on `solid`; at least 4.5:1 against all three solid states. */
  onSolid: string;
  soft: string;
  softHover: string;
  softActive: string;
  /** Foreground on surfaces and on the soft states; at least 4.5:1. */
  text: string;
  /** Control boundary; at least 3:1 against `surface.base` (WCAG 1.4.11). */
  border: string;
}

/** Typography that depends on the script being set: Arabic needs its own family and more line height. */
export interface ScriptTypography {
  fontFamily: string;
  lineHeight: { body: string; heading: string; control: string };
}

/** Everything a theme decides. A new theme (dark, white-label brand) is a new object of this type. */
export interface QafilaTokens {
  name: string;
  color: {
    surface: { base: string; raised: string; sunken: string; inverse: string; overlay: string };
    text: { primary: string; secondary: string; disabled: string; inverse: string };
    border: { subtle: string; default: string; strong: string; focus: string };
  } & Record<Tone, ToneColours>;
  typography: {
    scripts: { latin: ScriptTypography; arabic: ScriptTypography };
    fontSize: Record<FontSize, string>;
    fontWeight: { regular: string; semibold: string; bold: string };
  };
  space: Record<Space, string>;
  radius: Record<Radius, string>;
  shadow: Record<Shadow, string>;
  motion: {
    duration: { instant: string; fast: string; normal: string; slow: string };
    easing: { standard: string; enter: string; exit: string };
  };
  zIndex: Record<Layer, string>;
}
