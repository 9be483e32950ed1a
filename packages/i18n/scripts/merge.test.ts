import { describe, expect, it } from 'vitest';
import { mergeExtracted } from './merge.ts';

describe('mergeExtracted', () => {
  const en = { 'b.known': 'Known {name}', 'c.unused': 'Unused' };

  it('adds new ids, keeps the catalogue text where they differ, and sorts', () => {
    const result = mergeExtracted(
      {
        'z.new': { defaultMessage: 'New', file: 'Screen.tsx', line: 3 },
        'a.new': { defaultMessage: '{count, plural, one {# day} other {# days}}' },
        'b.known': { defaultMessage: 'Known as {name}' },
      },
      en,
    );
    expect(result.added).toEqual(['z.new', 'a.new']);
    expect(Object.keys(result.catalogue)).toEqual(['a.new', 'b.known', 'c.unused', 'z.new']);
    expect(result.catalogue['b.known']).toBe('Known {name}');
    expect(result.differing).toEqual(['b.known: code "Known as {name}", en.json "Known {name}"']);
    expect(result.unreferenced).toEqual(['c.unused']);
    expect(result.errors).toEqual([]);
  });

  it('rejects generated ids, invalid ICU, argument drift and unknown ids without text', () => {
    const result = mergeExtracted(
      {
        Ab3xYz: { defaultMessage: 'No id given', file: 'X.tsx', line: 7 },
        'd.bad': { defaultMessage: 'Hello {name' },
        'b.known': { defaultMessage: 'Known {user}' },
        'e.ghost': {},
        'c.unused': {},
      },
      en,
    );
    expect(result.errors).toEqual([
      'X.tsx:7: "No id given" needs an explicit dotted id such as "screen.part.name" (got "Ab3xYz")',
      'd.bad: invalid ICU message (EXPECT_ARGUMENT_CLOSING_BRACE)',
      'b.known: defaultMessage and en.json disagree: argument name is missing; argument user is not in the source message',
      'e.ghost has no defaultMessage and is not in en.json',
    ]);
    expect(result.added).toEqual([]);
    expect(result.catalogue).toEqual(en);
  });
});
