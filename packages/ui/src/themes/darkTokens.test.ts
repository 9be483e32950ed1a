import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color.ts';
import { darkTokens } from './darkTokens.ts';
import { tones } from './tokens.ts';

const { color } = darkTokens;
const surfaces = [color.surface.base, color.surface.raised, color.surface.sunken];

function expectContrast(foreground: string, background: string, min: number) {
  const ratio = contrastRatio(foreground, background);
  expect(ratio, `${foreground} on ${background} is ${ratio.toFixed(2)}:1, needs ${min}:1`).toBeGreaterThanOrEqual(min);
}

describe('darkTokens', () => {
  it.each(surfaces)('body text reads on surface %s (4.5:1)', (surface) => {
    expectContrast(color.text.primary, surface, 4.5);
    expectContrast(color.text.secondary, surface, 4.5);
  });

  it.each(surfaces)('input borders stand out on surface %s (3:1)', (surface) => {
    for (const border of [color.border.strong, color.border.focus, color.neutral.solid, color.critical.solid]) {
      expectContrast(border, surface, 3);
    }
  });

  it('inverse text reads on the inverse surface', () => {
    expectContrast(color.text.inverse, color.surface.inverse, 4.5);
  });

  it.each(tones)('%s: onSolid on every solid state, text on surfaces and soft states, border on surfaces', (tone) => {
    const t = color[tone];
    for (const solid of [t.solid, t.solidHover, t.solidActive]) expectContrast(t.onSolid, solid, 4.5);
    for (const background of [...surfaces, t.soft, t.softHover, t.softActive]) expectContrast(t.text, background, 4.5);
    for (const surface of surfaces) expectContrast(t.border, surface, 3);
  });
});
