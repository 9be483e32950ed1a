import { describe, expect, it } from 'vitest';
import { brandStyle } from './brandStyle.ts';
import { brandTokens } from './brandTokens.ts';
import { contrastRatio } from './color.ts';
import { lightTokens } from './lightTokens.ts';
import { palette } from './palette.ts';
import type { ToneColours } from './tokens.ts';

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

const surface = lightTokens.color.surface;
const lightSurfaces = [surface.base, surface.raised, surface.sunken];

/** Every broken guarantee for one brand colour, as readable lines (empty when all hold). */
function violations(brand: string, t: ToneColours): string[] {
  const problems: string[] = [];
  const need = (what: string, a: string, b: string, min: number) => {
    const ratio = contrastRatio(a, b);
    if (!(ratio >= min)) problems.push(`${brand}: ${what} ${a} on ${b} = ${ratio.toFixed(3)} < ${min}`);
  };
  if (![palette.white, palette.sand[900]].includes(t.onSolid as never)) problems.push(`${brand}: onSolid ${t.onSolid}`);
  for (const key of ['solid', 'solidHover', 'solidActive'] as const) need(`onSolid/${key}`, t.onSolid, t[key], 4.5);
  for (const background of [...lightSurfaces, t.soft, t.softHover, t.softActive]) need('text', t.text, background, 4.5);
  for (const background of lightSurfaces) need('border', t.border, background, 3);
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

  it('throws for an invalid colour', () => {
    expect(() => brandStyle('purple')).toThrow(/#RRGGBB/);
  });
});
