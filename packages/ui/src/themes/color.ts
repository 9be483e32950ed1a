/** An sRGB colour as 0–255 channels. */
export type Rgb = readonly [r: number, g: number, b: number];

const hexPattern = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
const rgbPattern = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*[\d.]+%?)?\s*\)$/i;

/** Parses `#RRGGBB` strictly; anything else throws. */
export function parseHex(value: string): Rgb {
  const match = typeof value === 'string' ? hexPattern.exec(value) : null;
  if (!match) {
    throw new Error(`Expected a colour in #RRGGBB form (e.g. #0E6F69), got ${JSON.stringify(value)}`);
  }
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
}

/** Parses `#RRGGBB` or the `rgb()`/`rgba()` form that `getComputedStyle` returns (alpha is ignored). */
export function parseColor(value: string): Rgb {
  const match = typeof value === 'string' ? rgbPattern.exec(value.trim()) : null;
  if (!match) return parseHex(value);
  const rgb = [Number(match[1]), Number(match[2]), Number(match[3])] as const;
  if (rgb.some((channel) => channel > 255)) throw new Error(`Colour channel out of range in ${JSON.stringify(value)}`);
  return rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Mixes `from` toward `to` in sRGB by `amount` (0 = `from`, 1 = `to`), rounded to whole channels. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => Math.round((from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * amount)) as unknown as Rgb;
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2.x contrast ratio (1–21) between two colours given as `#RRGGBB` or `rgb(r, g, b)`. Order does not matter.
 */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(parseColor(a));
  const lb = relativeLuminance(parseColor(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
