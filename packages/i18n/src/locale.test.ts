import { STORAGE_KEYS } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  readPreferredLanguage,
  resolveLocale,
  SUPPORTED_LOCALES,
  savePreferredLanguage,
} from './locale.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('resolveLocale', () => {
  it('supports en and ar, defaulting to en', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'ar']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it.each([
    ['nothing known', {}, 'en'],
    ['a saved preference', { saved: 'ar' }, 'ar'],
    ['a saved preference over the browser', { saved: 'en', browserLanguages: ['ar-AE'] }, 'en'],
    ['a saved preference in other case', { saved: ' AR ' }, 'ar'],
    ['an unsupported saved value', { saved: 'fr', browserLanguages: ['ar-AE'] }, 'ar'],
    ['an empty saved value', { saved: '', browserLanguages: ['ar'] }, 'ar'],
    ['a null saved value', { saved: null, browserLanguages: ['ar-SA'] }, 'ar'],
    ['the browser language prefix', { browserLanguages: ['ar-AE'] }, 'ar'],
    ['the first supported browser language', { browserLanguages: ['fr-FR', 'de', 'ar-EG', 'en-US'] }, 'ar'],
    ['an upper-case or underscore tag', { browserLanguages: ['AR_ae'] }, 'ar'],
    ['no supported browser language', { browserLanguages: ['fr-FR', 'ur-PK'] }, 'en'],
    ['a look-alike prefix', { browserLanguages: ['arn-CL'] }, 'en'],
    ['an English browser', { browserLanguages: ['en-GB', 'ar'] }, 'en'],
  ] as const)('resolves %s', (_name, input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});

describe('preferred language storage', () => {
  it('reads a saved supported language under preferred-language', () => {
    expect(STORAGE_KEYS.preferredLanguage).toBe('preferred-language');
    expect(readPreferredLanguage(memoryStorage({ 'preferred-language': 'ar' }))).toBe('ar');
  });

  it('reads nothing when nothing usable is saved or storage is unavailable', () => {
    expect(readPreferredLanguage(memoryStorage())).toBeNull();
    expect(readPreferredLanguage(memoryStorage({ 'preferred-language': 'klingon' }))).toBeNull();
    expect(readPreferredLanguage(undefined)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPreferredLanguage(throwing)).toBeNull();
  });

  it('saves the chosen language, and English for an unknown one', () => {
    const storage = memoryStorage();
    expect(savePreferredLanguage(storage, 'ar')).toBe('ar');
    expect(storage.items.get('preferred-language')).toBe('ar');
    expect(savePreferredLanguage(storage, 'fr')).toBe('en');
    expect(storage.items.get('preferred-language')).toBe('en');
  });

  it('survives storage that refuses writes', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(savePreferredLanguage(full, 'ar')).toBe('ar');
  });

  it('round-trips through resolveLocale', () => {
    const storage = memoryStorage();
    savePreferredLanguage(storage, 'ar');
    expect(resolveLocale({ saved: readPreferredLanguage(storage), browserLanguages: ['en-US'] })).toBe('ar');
  });
});
