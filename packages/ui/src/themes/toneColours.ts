import { palette } from './palette.ts';
import type { ToneColours } from './tokens.ts';

/** The steps of one hue that a tone is built from (`palette.teal`, `palette.red`, …). */
type Hue = Record<50 | 100 | 200 | 400 | 600 | 700 | 800, string>;

/** Filled form: white on the 600 step, one step darker per state (hover 700, pressed 800). */
export function solidStates(hue: Hue): Pick<ToneColours, 'solid' | 'solidHover' | 'solidActive' | 'onSolid'> {
  return { solid: hue[600], solidHover: hue[700], solidActive: hue[800], onSolid: palette.white };
}

/** Tinted form on light surfaces: the 50, 100 and 200 steps. */
export function lightSoftStates(hue: Hue): Pick<ToneColours, 'soft' | 'softHover' | 'softActive'> {
  return { soft: hue[50], softHover: hue[100], softActive: hue[200] };
}

/** A tone on light surfaces: the solid and soft states of its hue, 700 for text and 400 for borders. */
export function lightTone(hue: Hue): ToneColours {
  return { ...solidStates(hue), ...lightSoftStates(hue), text: hue[700], border: hue[400] };
}

/**
 * A tone on dark surfaces: the light theme's solid states (a filled control reads the same on either surface), with
 * its own dark tints (rest, hover, pressed) and lighter text and border, since the palette's steps suit light surfaces.
 */
export function darkTone(
  light: ToneColours,
  dark: { soft: readonly [string, string, string]; text: string; border: string },
): ToneColours {
  const { solid, solidHover, solidActive, onSolid } = light;
  const [soft, softHover, softActive] = dark.soft;
  return { solid, solidHover, solidActive, onSolid, soft, softHover, softActive, text: dark.text, border: dark.border };
}
