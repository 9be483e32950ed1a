import { afterEach, describe, expect, it, vi } from 'vitest';
import { canonicalLocale, getDirection, isRTL } from './direction.ts';

describe('direction', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['ar', 'rtl'],
    ['ar-AE', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['en-US', 'ltr'],
    ['fr', 'ltr'],
    ['not a locale', 'ltr'],
    ['', 'ltr'],
  ] as const)('%s is %s', (locale, direction) => {
    expect(getDirection(locale)).toBe(direction);
    expect(isRTL(locale)).toBe(direction === 'rtl');
  });

  it('uses the fallback table where Intl.Locale has no text info', () => {
    class LocaleWithoutTextInfo {
      readonly tag: string;
      constructor(tag: string) {
        this.tag = tag;
      }
    }
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { Locale: LocaleWithoutTextInfo }));
    expect(new Intl.Locale('ar')).toBeInstanceOf(LocaleWithoutTextInfo);
    expect(['ar', 'ar-AE', 'he-IL', 'ckb', 'az-Arab', 'en', 'en-US', 'az-Latn', ''].map(getDirection)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });

  it('accepts the older textInfo getter', () => {
    class LocaleWithGetter {
      readonly tag: string;
      constructor(tag: string) {
        this.tag = tag;
      }
      get textInfo() {
        return { direction: this.tag === 'xx' ? 'rtl' : 'ltr' };
      }
    }
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { Locale: LocaleWithGetter }));
    expect(getDirection('xx')).toBe('rtl');
    expect(getDirection('ar')).toBe('ltr');
  });
});

describe('canonicalLocale', () => {
  it.each([
    ['ar-ae', 'ar-AE'],
    ['EN-us', 'en-US'],
    ['ar', 'ar'],
    ['not a locale', 'not a locale'],
  ])('%s → %s', (input, output) => {
    expect(canonicalLocale(input)).toBe(output);
  });
});
