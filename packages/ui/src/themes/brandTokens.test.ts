import { describe, expect, it } from 'vitest';
import { brandStyle } from './brandStyle.ts';
import { brandTokens } from './brandTokens.ts';
import { contrastRatio } from './color.ts';
import { darkTokens } from './darkTokens.ts';
import { lightTokens } from './lightTokens.ts';
import { palette } from './palette.ts';
import type { ThemeName } from './themes.ts';
import type { QafilaTokens, ToneColours } from './tokens.ts';

/** Same seed, same colours: a failure reproduces. Override with `VITE_BRAND_SEED=<n>` to explore other colours. */
const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
const seed = Number(env?.VITE_BRAND_SEED ?? 0x51afe1a) >>> 0;
const samples = 2000;

/** mulberry32: small, fast, good enough to spread colours over the cube. */
function prng(state: number) {
  let s = state >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const surfacesOf = ({ color: { surface } }: QafilaTokens) => [surface.base, surface.raised, surface.sunken];
const surfaces: Record<ThemeName, string[]> = { light: surfacesOf(lightTokens), dark: surfacesOf(darkTokens) };

/** Every broken guarantee for one brand colour, as readable lines (empty when all hold). */
function violations(brand: string, t: ToneColours, theme: ThemeName = 'light'): string[] {
  const themeSurfaces = surfaces[theme];
  const problems: string[] = [];
  const need = (what: string, a: string, b: string, min: number) => {
    const ratio = contrastRatio(a, b);
    if (!(ratio >= min)) problems.push(`${brand}: ${what} ${a} on ${b} = ${ratio.toFixed(3)} < ${min}`);
  };
  if (![palette.white, palette.sand[900]].includes(t.onSolid as never)) problems.push(`${brand}: onSolid ${t.onSolid}`);
  for (const key of ['solid', 'solidHover', 'solidActive'] as const) need(`onSolid/${key}`, t.onSolid, t[key], 4.5);
  for (const background of [...themeSurfaces, t.soft, t.softHover, t.softActive]) need('text', t.text, background, 4.5);
  for (const background of themeSurfaces) need('border', t.border, background, 3);
  for (const value of Object.values(t))
    if (!/^#[0-9A-F]{6}$/.test(value)) problems.push(`${brand}: bad output ${value}`);
  return problems;
}

function hex(n: number) {
  return `#${n.toString(16).padStart(6, '0')}`;
}

describe('contrastRatio', () => {
  it('follows WCAG 2 relative luminance', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0E6F69', '#0e6f69')).toBe(1);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('rgb(255, 255, 255)', '#000000')).toBeCloseTo(21, 5);
  });
});

describe('brandTokens', () => {
  it(`keeps onSolid and text at 4.5:1 for ${samples} random colours (seed ${seed})`, () => {
    const random = prng(seed);
    const problems: string[] = [];
    for (let i = 0; i < samples; i += 1) {
      const brand = hex(Math.floor(random() * 0x1000000));
      problems.push(...violations(brand, brandTokens(brand)));
    }
    expect(problems, `seed ${seed} (rerun with VITE_BRAND_SEED=${seed})`).toEqual([]);
  });

  it.each([
    '#000000',
    '#FFFFFF',
    '#ffffff',
    '#FFFF00',
    '#777777',
    '#767676',
    '#FF0000',
    '#00FF00',
    '#0000FF',
    '#00FFFF',
    '#FF00FF',
    '#0E6F69',
  ])('holds for %s', (brand) => {
    expect(violations(brand, brandTokens(brand))).toEqual([]);
  });

  it('leaves a brand colour that already passes as the solid colour', () => {
    expect(brandTokens('#0E6F69')).toMatchObject({ solid: '#0E6F69', onSolid: '#FFFFFF' });
    expect(brandTokens('#FFFF00')).toMatchObject({ solid: '#FFFF00', onSolid: palette.sand[900] });
  });

  it('darkens #777777 (4.48:1 with white) just enough', () => {
    const { solid, onSolid } = brandTokens('#777777');
    expect(onSolid).toBe('#FFFFFF');
    expect(solid).not.toBe('#777777');
    expect(contrastRatio(onSolid, solid)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onSolid, solid)).toBeLessThan(4.6);
  });

  it(`keeps onSolid and text at 4.5:1 on the dark surfaces for ${samples} random colours (seed ${seed})`, () => {
    const random = prng(seed);
    const problems: string[] = [];
    for (let i = 0; i < samples; i += 1) {
      const brand = hex(Math.floor(random() * 0x1000000));
      problems.push(...violations(brand, brandTokens(brand, 'dark'), 'dark'));
    }
    expect(problems, `seed ${seed} (rerun with VITE_BRAND_SEED=${seed})`).toEqual([]);
  });

  // Dark (navy, purple, near-black), light (yellow, pastel, white) and saturated colours, in both themes.
  it.each(
    [
      '#6B2FBF',
      '#1B1F3B',
      '#000000',
      '#0E6F69',
      '#FFD23F',
      '#F5E6FF',
      '#FFFFFF',
      '#FF0000',
      '#0000FF',
      '#E4572E',
    ].flatMap((brand) => (['light', 'dark'] as const).map((theme) => [brand, theme] as const)),
  )('holds for %s in the %s theme', (brand, theme) => {
    expect(violations(brand, brandTokens(brand, theme), theme)).toEqual([]);
  });

  it('lightens #6B2FBF (2.41:1 on the dark surface) for text in the dark theme', () => {
    const dark = brandTokens('#6B2FBF', 'dark');
    const light = brandTokens('#6B2FBF', 'light');
    expect(contrastRatio('#6B2FBF', darkTokens.color.surface.base)).toBeLessThan(4.5);
    expect(contrastRatio(dark.text, darkTokens.color.surface.base)).toBeGreaterThanOrEqual(4.5);
    expect(dark.text).not.toBe(light.text);
    // Soft states are dark shades in the dark theme, not the light theme's pale tints.
    expect(contrastRatio(dark.soft, darkTokens.color.surface.base)).toBeLessThan(
      contrastRatio(light.soft, darkTokens.color.surface.base),
    );
    expect(dark).toMatchObject({ solid: light.solid, onSolid: light.onSolid });
  });

  it('defaults to the light theme', () => {
    expect(brandTokens('#6B2FBF')).toEqual(brandTokens('#6B2FBF', 'light'));
  });

  it.each([
    '',
    '#fff',
    '0E6F69',
    '#0E6F6',
    '#0E6F699',
    '#GGGGGG',
    ' #0E6F69',
    'red',
    'rgb(14, 111, 105)',
    null,
    undefined,
    123456,
  ])('rejects %j with a clear error', (input) => {
    expect(() => brandTokens(input as unknown as string)).toThrow(/#RRGGBB/);
  });
});

describe('brandStyle', () => {
  it('assigns every accent variable', () => {
    const style = brandStyle('#6B2FBF');
    const tokens = brandTokens('#6B2FBF');
    const values = Object.values(style);
    expect(Object.keys(style)).toHaveLength(9);
    expect(Object.keys(style).every((key) => key.startsWith('--'))).toBe(true);
    expect(values).toEqual(expect.arrayContaining(Object.values(tokens)));
  });

  it('assigns the tokens of the given theme', () => {
    expect(Object.values(brandStyle('#6B2FBF', 'dark'))).toEqual(
      expect.arrayContaining(Object.values(brandTokens('#6B2FBF', 'dark'))),
    );
  });

  it('throws for an invalid colour', () => {
    expect(() => brandStyle('purple')).toThrow(/#RRGGBB/);
  });
});
