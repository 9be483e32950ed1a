// One direction module for the product: the apps, the CLI's previews and @qafila/ui (which bundles it) all ask
// here which way a locale is written. `@qafila/i18n/direction` has no catalogue and no React, so it costs a
// component library nothing.

export type Direction = 'ltr' | 'rtl';

/** Languages written right to left, for engines without `Intl.Locale` text info. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);
const RTL_SCRIPTS = new Set(['adlm', 'arab', 'hebr', 'mand', 'nkoo', 'rohg', 'samr', 'syrc', 'thaa']);

interface TextInfo {
  direction?: string;
}
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

function textInfoDirection(locale: string): Direction | undefined {
  try {
    const intlLocale = new Intl.Locale(locale) as LocaleWithTextInfo;
    // getTextInfo() is the standard form; older V8 and Safari expose a textInfo getter instead.
    const info = typeof intlLocale.getTextInfo === 'function' ? intlLocale.getTextInfo() : intlLocale.textInfo;
    return info?.direction === 'rtl' || info?.direction === 'ltr' ? info.direction : undefined;
  } catch {
    return undefined;
  }
}

function tableDirection(locale: string): Direction {
  const subtags = locale.trim().toLowerCase().split(/[-_]/);
  const [language = '', ...rest] = subtags;
  const script = rest.find((subtag) => subtag.length === 4);
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** Writing direction of a locale, from `Intl.Locale` text info where the engine has it, else a fallback table. */
export function getDirection(locale: string): Direction {
  return textInfoDirection(locale) ?? tableDirection(locale);
}

export function isRTL(locale: string): boolean {
  return getDirection(locale) === 'rtl';
}

/** Canonical form of a locale tag (`ar-ae` → `ar-AE`), or the input unchanged when it is not valid BCP 47. */
export function canonicalLocale(locale: string): string {
  try {
    return new Intl.Locale(locale).toString();
  } catch {
    return locale;
  }
}
