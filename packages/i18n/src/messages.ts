import type { IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locale.ts';
import ar from './messages/ar.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };

/** Every message id of the product; en.json is the source catalogue. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/** The catalogues, keyed by locale. Typing `ar` as `Messages` makes a missing Arabic id a compile error too. */
export const messages: Readonly<Record<Locale, Messages>> = { en, ar };

/** The catalogue of a locale; an unknown locale gets English (spec 000 §9). */
export function loadMessages(locale: string): Messages {
  return isSupportedLocale(locale) ? messages[locale] : messages[DEFAULT_LOCALE];
}

/**
 * How loudly a missing translation is reported: silently in production (react-intl shows the default message, or
 * the id when there is none), as a warning in development, and as a thrown error in tests so that they fail.
 */
export type IntlMode = 'production' | 'development' | 'test';

export interface IntlConfigOptions {
  /** Default: `test` / `development` from NODE_ENV when a `process` global exists, else `production`. */
  mode?: IntlMode;
  logger?: Pick<Console, 'warn' | 'error'>;
}

type OnError = NonNullable<IntlConfig['onError']>;

export interface QafilaIntlConfig {
  locale: Locale;
  messages: Messages;
  defaultLocale: Locale;
  onError: OnError;
}

/** Props for react-intl's `IntlProvider` (or `createIntl`) for a locale; unknown locales get English. */
export function createIntlConfig(locale: string, options: IntlConfigOptions = {}): QafilaIntlConfig {
  const resolved = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const mode = options.mode ?? detectMode();
  const logger = options.logger ?? console;
  const onError: OnError = (error) => {
    if ((error.code as string) === 'MISSING_TRANSLATION') {
      if (mode === 'test') throw error;
      if (mode === 'development') logger.warn(error.message);
      return;
    }
    logger.error(error);
  };
  return { locale: resolved, messages: messages[resolved], defaultLocale: DEFAULT_LOCALE, onError };
}

function detectMode(): IntlMode {
  // Read through globalThis so browser bundles need neither a `process` shim nor Node types.
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NODE_ENV;
  if (env === 'test') return 'test';
  if (env === 'development') return 'development';
  return 'production';
}
