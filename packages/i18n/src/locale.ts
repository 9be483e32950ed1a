import type { LanguageCode } from '@qafila/contracts';
import { LANGUAGE_CODES, STORAGE_KEYS } from '@qafila/contracts/constants';

/** An interface language of the product. */
export type Locale = LanguageCode;

export const SUPPORTED_LOCALES: readonly Locale[] = LANGUAGE_CODES;
export const DEFAULT_LOCALE: Locale = 'en';

/** The part of the Web Storage API used for the preferred language. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Language subtag of a BCP 47 tag, lower-cased: `ar-AE` → `ar`, `en_US` → `en`. */
function languageOf(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/**
 * The interface language (spec 000 §4): a saved supported preference wins; otherwise the first browser language
 * whose language part is supported; otherwise English.
 */
export function resolveLocale({
  saved,
  browserLanguages = [],
}: {
  saved?: string | null;
  browserLanguages?: readonly string[];
} = {}): Locale {
  const preferred = saved?.trim().toLowerCase();
  if (isSupportedLocale(preferred)) return preferred;
  for (const tag of browserLanguages) {
    const language = languageOf(tag);
    if (isSupportedLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The saved preferred language, or `null` when none is saved or the saved value is not a supported language (so
 * that `resolveLocale` moves on to the browser languages). Storage that cannot be read counts as empty.
 */
export function readPreferredLanguage(storage: Pick<PreferenceStorage, 'getItem'> | undefined): Locale | null {
  try {
    const saved = storage?.getItem(STORAGE_KEYS.preferredLanguage)?.trim().toLowerCase();
    return isSupportedLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Stores the chosen language; an unsupported code stores English. Returns what was stored. */
export function savePreferredLanguage(storage: Pick<PreferenceStorage, 'setItem'> | undefined, code: string): Locale {
  const locale = isSupportedLocale(code) ? code : DEFAULT_LOCALE;
  try {
    storage?.setItem(STORAGE_KEYS.preferredLanguage, locale);
  } catch {
    // Private browsing and full quotas make setItem throw; the choice then lasts for this page only.
  }
  return locale;
}
