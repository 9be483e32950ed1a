import type { Direction } from './useDirection.ts';

// Scripts written right to left (ISO 15924), for engines without `Intl.Locale` text info.
const rtlScripts = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);

interface LocaleWithTextInfo extends Intl.Locale {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
}

/** Text direction of a BCP 47 locale: `ar`, `ar-AE`, `fa`, `ur`, `he` → `rtl`; unknown or invalid → `ltr`. */
export function getLocaleDirection(locale: string): Direction {
  let parsed: LocaleWithTextInfo;
  try {
    parsed = new Intl.Locale(locale);
  } catch {
    return 'ltr';
  }
  const direction = (parsed.getTextInfo?.() ?? parsed.textInfo)?.direction;
  if (direction === 'rtl' || direction === 'ltr') return direction;
  const script = parsed.script ?? parsed.maximize().script;
  return script && rtlScripts.has(script) ? 'rtl' : 'ltr';
}

/** Canonical form of a locale tag (`ar-ae` → `ar-AE`), or the input unchanged when it is not valid BCP 47. */
export function canonicalLocale(locale: string): string {
  try {
    return new Intl.Locale(locale).toString();
  } catch {
    return locale;
  }
}
