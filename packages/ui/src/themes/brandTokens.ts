import { contrastRatio, mix, parseHex, type Rgb, toHex } from './color.ts';
import { darkTokens } from './darkTokens.ts';
import { lightTokens } from './lightTokens.ts';
import { palette } from './palette.ts';
import type { ThemeName } from './themes.ts';
import type { QafilaTokens, ToneColours } from './tokens.ts';

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];
/** Dark foreground for light brand colours: the text colour of the light theme, not pure black. */
const nearBlack = parseHex(palette.sand[900]);
const surfacesOf = ({ color: { surface } }: QafilaTokens): Rgb[] =>
  [surface.base, surface.raised, surface.sunken].map(parseHex);
const themeTokens: Record<ThemeName, QafilaTokens> = { light: lightTokens, dark: darkTokens };

/** Minimum contrast for text (WCAG 1.4.3 AA) and for control boundaries (WCAG 1.4.11). */
const textContrast = 4.5;
const borderContrast = 3;
const steps = 1024;

function contrast(a: Rgb, b: Rgb): number {
  return contrastRatio(toHex(a), toHex(b));
}

/**
 * How far (0–1) `start` must move in a straight line toward `target` to satisfy `ok`, and the colour there. Binary
 * search over the mix amount; every returned colour has been checked, so the guarantee holds even where rounding
 * makes `ok` non-monotonic. `target` itself must satisfy `ok`.
 */
function nearestSatisfying(start: Rgb, target: Rgb, ok: (colour: Rgb) => boolean): { colour: Rgb; amount: number } {
  if (ok(start)) return { colour: start, amount: 0 };
  if (!ok(target)) throw new Error(`No colour between ${toHex(start)} and ${toHex(target)} qualifies`);
  let low = 0;
  let high = steps;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (ok(mix(start, target, middle / steps))) high = middle;
    else low = middle;
  }
  return { colour: mix(start, target, high / steps), amount: high / steps };
}

/** Hover and active darken the solid colour; with dark text they darken less. */
function solidStates(solid: Rgb, foreground: Rgb): readonly [Rgb, Rgb, Rgb] {
  const [hover, active] = foreground === white ? [0.14, 0.28] : [0.08, 0.16];
  return [solid, mix(solid, black, hover), mix(solid, black, active)];
}

/** The solid colour for one foreground: white darkens the brand colour, near-black lightens it, as far as needed. */
function solidFor(brand: Rgb, foreground: Rgb) {
  return nearestSatisfying(brand, foreground === white ? black : white, (candidate) =>
    solidStates(candidate, foreground).every((state) => contrast(foreground, state) >= textContrast),
  );
}

/**
 * Derives the accent tone (`vars.color.accent`) from one brand colour in `#RRGGBB` form, for the given theme
 * (default `light`), checked against that theme's surfaces.
 *
 * - `onSolid` is white or near-black; `solid` is the brand colour darkened (white text) or lightened (dark text)
 *   only as far as needed for `onSolid` to reach 4.5:1 on `solid`, `solidHover` and `solidActive` alike. Of the two,
 *   the one that changes the brand colour less wins (ties: the one with more contrast on the brand colour).
 * - Light theme: `soft*` are light tints of the brand colour; `text` is the brand colour darkened until it reaches
 *   4.5:1 on the light surfaces and on every soft state; `border` darkened until it reaches 3:1 on the surfaces.
 * - Dark theme: `soft*` are the brand colour mixed into the dark surface; `text` is the brand colour lightened until
 *   it reaches 4.5:1 on the dark surfaces and on every soft state; `border` lightened until 3:1 on the surfaces.
 *
 * Throws an `Error` for anything but a `#RRGGBB` string.
 */
export function brandTokens(primaryColor: string, theme: ThemeName = 'light'): ToneColours {
  const brand = parseHex(primaryColor);
  const tokens = themeTokens[theme];
  if (!tokens) throw new Error(`Unknown theme ${JSON.stringify(theme)}`);
  const surfaces = surfacesOf(tokens);
  const isDark = theme === 'dark';

  const withWhite = { foreground: white, ...solidFor(brand, white) };
  const withDark = { foreground: nearBlack, ...solidFor(brand, nearBlack) };
  const whiteWins =
    withWhite.amount < withDark.amount ||
    (withWhite.amount === withDark.amount && contrast(white, brand) >= contrast(nearBlack, brand));
  const { foreground, colour: solid } = whiteWins ? withWhite : withDark;
  const [, solidHover, solidActive] = solidStates(solid, foreground);

  // Soft states: tints toward white in the light theme, shades into the dark surface in the dark theme.
  const softBase = isDark ? parseHex(tokens.color.surface.base) : white;
  const [soft, softHover, softActive] = (isDark ? [0.8, 0.74, 0.68] : [0.9, 0.82, 0.74]).map((amount) =>
    mix(brand, softBase, amount),
  ) as [Rgb, Rgb, Rgb];
  // Foregrounds move away from the surface: darker on light, lighter on dark.
  const away = isDark ? white : black;
  const textBackgrounds = [...surfaces, soft, softHover, softActive];
  const { colour: text } = nearestSatisfying(brand, away, (candidate) =>
    textBackgrounds.every((background) => contrast(candidate, background) >= textContrast),
  );
  const { colour: border } = nearestSatisfying(brand, away, (candidate) =>
    surfaces.every((surface) => contrast(candidate, surface) >= borderContrast),
  );

  return {
    solid: toHex(solid),
    solidHover: toHex(solidHover),
    solidActive: toHex(solidActive),
    onSolid: toHex(foreground),
    soft: toHex(soft),
    softHover: toHex(softHover),
    softActive: toHex(softActive),
    text: toHex(text),
    border: toHex(border),
  };
}
