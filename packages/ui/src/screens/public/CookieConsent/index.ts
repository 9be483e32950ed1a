// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { CookieCategory } from './CookieConsent.tsx';
export type { CookieConsentProps } from './CookieConsent.tsx';
export type { CookiePreferences } from './CookieConsent.tsx';
export { CookieConsent } from './CookieConsent.tsx';
export { cookieCategories } from './CookieConsent.tsx';
export { cookieConsentDelayMs } from './CookieConsent.tsx';
