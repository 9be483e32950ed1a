export { importMessages } from './catalogues.ts';
export type { IcuArgument, IcuArgumentType } from './icu.ts';
export { checkCatalogues, compareMessageArguments, messageArguments, parseError } from './icu.ts';
export type { Direction, Locale, PreferenceStorage } from './locale.ts';
export {
  DEFAULT_LOCALE,
  getDirection,
  isRTL,
  isSupportedLocale,
  readPreferredLanguage,
  resolveLocale,
  SUPPORTED_LOCALES,
  savePreferredLanguage,
} from './locale.ts';
export type { IntlConfigOptions, IntlMode, MessageId, Messages, QafilaIntlConfig } from './messages.ts';
export { createIntlConfig, loadMessages, messages } from './messages.ts';
