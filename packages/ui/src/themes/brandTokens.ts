import { contrastRatio, mix, parseHex, type Rgb, toHex } from './color.ts';
import { lightTokens } from './lightTokens.ts';
import { palette } from './palette.ts';
import type { ToneColours } from './tokens.ts';

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];
/** Dark foreground for light brand colours: the text colour of the light theme, not pure black. */
const nearBlack = parseHex(palette.sand[900]);
const lightSurfaces = [
  lightTokens.color.surface.base,
  lightTokens.color.surface.raised,
  lightTokens.color.surface.sunken,
];

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
 * Derives the accent tone (`vars.color.accent`) from one brand colour in `#RRGGBB` form, for the light theme.
 *
 * - `onSolid` is white or near-black; `solid` is the brand colour darkened (white text) or lightened (dark text)
 *   only as far as needed for `onSolid` to reach 4.5:1 on `solid`, `solidHover` and `solidActive` alike. Of the two,
 *   the one that changes the brand colour less wins (ties: the one with more contrast on the brand colour).
 * - `soft*` are tints of the brand colour; `text` is the brand colour darkened until it reaches 4.5:1 on the light
 *   surfaces and on every soft state; `border` until it reaches 3:1 on the light surfaces.
 *
 * Throws an `Error` for anything but a `#RRGGBB` string.
 */
export function brandTokens(primaryColor: string): ToneColours {
  const brand = parseHex(primaryColor);

  const withWhite = { foreground: white, ...solidFor(brand, white) };
  const withDark = { foreground: nearBlack, ...solidFor(brand, nearBlack) };
  const whiteWins =
    withWhite.amount < withDark.amount ||
    (withWhite.amount === withDark.amount && contrast(white, brand) >= contrast(nearBlack, brand));
  const { foreground, colour: solid } = whiteWins ? withWhite : withDark;
  const [, solidHover, solidActive] = solidStates(solid, foreground);

  const soft = mix(brand, white, 0.9);
  const softHover = mix(brand, white, 0.82);
  const softActive = mix(brand, white, 0.74);
  const textBackgrounds = [...lightSurfaces.map(parseHex), soft, softHover, softActive];
  const { colour: text } = nearestSatisfying(brand, black, (candidate) =>
    textBackgrounds.every((background) => contrast(candidate, background) >= textContrast),
  );
  const { colour: border } = nearestSatisfying(brand, black, (candidate) =>
    lightSurfaces.every((surface) => contrast(candidate, parseHex(surface)) >= borderContrast),
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
