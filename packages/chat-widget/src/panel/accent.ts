import { colour } from '../tokens.ts';

const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

/**
 * The organization's colour and the text to put on it: white or the theme's near-black, whichever reaches 4.5:1
 * (WCAG AA). A colour neither reaches (a mid grey) or one that is not `#RRGGBB` keeps the product's own accent.
 */
export function brandAccent(brand: string | null | undefined): [string, string] {
  if (brand && /^#[0-9a-f]{6}$/i.test(brand)) {
    if (contrast(brand, colour.onAccent) >= 4.5) return [brand, colour.onAccent];
    if (contrast(brand, colour.text) >= 4.5) return [brand, colour.text];
  }
  return [colour.accent, colour.onAccent];
}
