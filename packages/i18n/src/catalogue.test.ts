import { describe, expect, it } from 'vitest';
import { checkCatalogues, compareMessageArguments, messageArguments, parseError } from './icu.ts';
import ar from './messages/ar.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };

const catalogues = { en, ar } as Record<string, Record<string, string>>;

describe('catalogues', () => {
  it('ar has exactly the ids of en, with the same ICU arguments, and every value is translated', () => {
    expect(checkCatalogues(en, ar)).toEqual([]);
  });

  it.each(Object.keys(catalogues))('every %s message parses as ICU', (locale) => {
    const failures = Object.entries(catalogues[locale] ?? {})
      .map(([id, message]) => [id, parseError(message)])
      .filter(([, error]) => error);
    expect(failures).toEqual([]);
  });

  it('uses dotted ids', () => {
    for (const id of Object.keys(en)) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/);
  });

  it('keeps ids sorted so that diffs stay small', () => {
    for (const catalogue of [en, ar]) expect(Object.keys(catalogue)).toEqual(Object.keys(catalogue).sort());
  });

  it('gives Arabic plurals every category the language has', () => {
    const categories = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
    for (const category of categories) expect(ar['shipments.count']).toContain(`${category} {`);
  });
});

describe('messageArguments', () => {
  it('collects names and types recursively through plural, select and tags', () => {
    expect(
      messageArguments(
        '<b>{name}</b> has {count, plural, one {# parcel to {city}} other {# parcels, {weight, number} kg}} ' +
          'due {eta, date, short} at {eta, time, short}; {status, select, delayed {late} other {on time}} ' +
          '{rank, selectordinal, one {#st} other {#th}}',
      ),
    ).toEqual({
      '<b>': { types: ['tag'] },
      city: { types: ['string'] },
      count: { types: ['plural'] },
      eta: { types: ['date', 'time'] },
      name: { types: ['string'] },
      rank: { types: ['selectordinal'] },
      status: { types: ['select'], selectKeys: ['delayed', 'other'] },
      weight: { types: ['number'] },
    });
  });
});

describe('compareMessageArguments', () => {
  it('accepts a translation with other plural categories and other word order', () => {
    expect(
      compareMessageArguments(
        '{count, plural, one {# shipment to {city}} other {# shipments to {city}}}',
        '{count, plural, zero {لا شحنات إلى {city}} one {شحنة إلى {city}} two {شحنتان} few {# شحنات} many {# شحنة} other {# شحنة}}',
      ),
    ).toEqual([]);
  });

  it.each([
    ['a missing argument', 'Hello {name}', 'مرحبا', ['argument name is missing']],
    ['an extra argument', 'Hello', 'مرحبا {name}', ['argument name is not in the source message']],
    [
      'a renamed argument',
      'Hi {name}',
      'مرحبا {nom}',
      ['argument name is missing', 'argument nom is not in the source message'],
    ],
    [
      'a plural turned into a number',
      '{n, plural, one {# day} other {# days}}',
      '{n, number} يوم',
      ['argument n is number but plural in the source'],
    ],
    [
      'a select that lost a case',
      '{s, select, a {A} b {B} other {C}}',
      '{s, select, a {أ} other {ج}}',
      ['select s has cases [a, other] but [a, b, other] in the source'],
    ],
    [
      'an argument nested in a plural',
      '{n, plural, other {# to {city}}}',
      '{n, plural, other {# إلى المدينة}}',
      ['argument city is missing'],
    ],
    ['a dropped tag', 'Read <link>the terms</link>', 'اقرأ الشروط', ['argument <link> is missing']],
  ])('reports %s', (_name, source, translation, problems) => {
    expect(compareMessageArguments(source, translation)).toEqual(problems);
  });
});

describe('checkCatalogues', () => {
  it('fails a deliberately broken pair, naming each problem', () => {
    const brokenEn = {
      'a.ok': 'Fine',
      'b.missing': 'Missing',
      'c.args': 'Hello {name}',
      'd.empty': 'Empty',
      'e.copy': 'Copied',
      'f.latin': 'Track',
      'g.syntax': '{count, plural, one {#}}',
      'h.plural': '{count, plural, one {# item} other {# items}}',
    };
    const brokenAr = {
      'a.ok': 'حسنًا',
      'c.args': 'مرحبا {user}',
      'd.empty': ' ',
      'e.copy': 'Copied',
      'f.latin': 'Trak',
      'g.syntax': '{count, plural, other {#}}',
      'h.plural': '{count, plural, other {# عنصر',
      'z.extra': 'زائد',
    };
    expect(checkCatalogues(brokenEn, brokenAr)).toEqual([
      'b.missing: missing in ar',
      'z.extra: in ar but not in en',
      'c.args: argument name is missing',
      'c.args: argument user is not in the source message',
      'd.empty: empty in ar',
      'e.copy: not translated in ar ("Copied")',
      'f.latin: not translated in ar ("Trak")',
      'g.syntax: en does not parse (MISSING_OTHER_CLAUSE)',
      'h.plural: ar does not parse (EXPECT_ARGUMENT_CLOSING_BRACE)',
    ]);
  });

  it('accepts values without letters, such as a bare number argument', () => {
    expect(checkCatalogues({ 'x.n': '{n, number}' }, { 'x.n': '{n, number}' })).toEqual([]);
  });
});
