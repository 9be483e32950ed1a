export { importMessages } from './catalogues.ts';
export type { Direction } from './direction.ts';
export { canonicalLocale, getDirection, isRTL } from './direction.ts';
export type { IcuArgument, IcuArgumentType } from './icu.ts';
export { checkCatalogues, compareMessageArguments, messageArguments, parseError } from './icu.ts';
export type { Locale, PreferenceStorage } from './locale.ts';
export {
  DEFAULT_LOCALE,
  isSupportedLocale,
  readPreferredLanguage,
  resolveLocale,
  SUPPORTED_LOCALES,
  savePreferredLanguage,
} from './locale.ts';
export type { IntlConfigOptions, IntlMode, MessageId, Messages, QafilaIntlConfig } from './messages.ts';
export { createIntlConfig, loadMessages, messages } from './messages.ts';
