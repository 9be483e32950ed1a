import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createIntlConfig, loadMessages, messages } from './messages.ts';

function recorder() {
  const warnings: unknown[] = [];
  const errors: unknown[] = [];
  return {
    warnings,
    errors,
    logger: { warn: (m: unknown) => warnings.push(m), error: (m: unknown) => errors.push(m) },
  };
}

// CLDR's default digits for plain `ar` changed over time (Arabic-Indic, now Latin): follow the engine.
const arabicNumber = (n: number) => new Intl.NumberFormat('ar').format(n);

describe('loadMessages', () => {
  it('returns the catalogue of a supported locale and English otherwise', () => {
    expect(loadMessages('ar')).toBe(messages.ar);
    expect(loadMessages('en')).toBe(messages.en);
    expect(loadMessages('fr')).toBe(messages.en);
    expect(loadMessages('')).toBe(messages.en);
  });
});

describe('createIntlConfig', () => {
  it('formats English and Arabic messages, plurals included', () => {
    const en = createIntl(createIntlConfig('en', { mode: 'test' }));
    const ar = createIntl(createIntlConfig('ar', { mode: 'test' }));
    expect(en.formatMessage({ id: 'app.name' })).toBe('Qafila');
    expect(ar.formatMessage({ id: 'app.supportName' })).toBe('قافلة للدعم');
    expect([1, 3].map((count) => en.formatMessage({ id: 'shipments.count' }, { count }))).toEqual([
      '1 shipment',
      '3 shipments',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.formatMessage({ id: 'shipments.count' }, { count }))).toEqual([
      'لا توجد شحنات',
      'شحنة واحدة',
      'شحنتان',
      `${arabicNumber(3)} شحنات`,
      `${arabicNumber(11)} شحنة`,
      `${arabicNumber(100)} شحنة`,
    ]);
  });

  it('falls back to English for an unknown language', () => {
    const config = createIntlConfig('de', { mode: 'test' });
    expect(config.locale).toBe('en');
    expect(config.defaultLocale).toBe('en');
    expect(config.messages).toBe(messages.en);
  });

  it('shows the key text for an unknown key and stays silent in production', () => {
    const { logger, warnings, errors } = recorder();
    const intl = createIntl(createIntlConfig('ar', { mode: 'production', logger }));
    expect(intl.formatMessage({ id: 'no.such.key' })).toBe('no.such.key');
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('warns about a missing translation in development', () => {
    const { logger, warnings } = recorder();
    const intl = createIntl(createIntlConfig('ar', { mode: 'development', logger }));
    expect(intl.formatMessage({ id: 'no.such.key', defaultMessage: 'Fallback' })).toBe('Fallback');
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0])).toContain('no.such.key');
  });

  it('makes a missing translation fail in tests', () => {
    const intl = createIntl(createIntlConfig('ar', { mode: 'test' }));
    expect(() => intl.formatMessage({ id: 'no.such.key' })).toThrow(/no\.such\.key/);
  });

  it('detects test mode from NODE_ENV', () => {
    expect(process.env.NODE_ENV).toBe('test');
    const intl = createIntl(createIntlConfig('en'));
    expect(() => intl.formatMessage({ id: 'no.such.key' })).toThrow();
  });

  it('logs other formatting errors in every mode', () => {
    const { logger, errors } = recorder();
    const intl = createIntl({
      ...createIntlConfig('en', { mode: 'production', logger }),
      messages: { bad: '{x, plural' },
    });
    intl.formatMessage({ id: 'bad' });
    expect(errors).toHaveLength(1);
  });
});
