import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locale.ts';
import type { Messages } from './messages.ts';

// One dynamic import per catalogue, so a bundler splits them: a page loads only the language it shows.
const importers: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
  ar: () => import('./messages/ar.json', { with: { type: 'json' } }),
};

/**
 * The catalogue of a locale, loaded on demand (browsers fetch one language instead of both, which `messages`
 * bundles); an unknown locale gets English (spec 000 §9).
 */
export async function importMessages(locale: string): Promise<Messages> {
  const module = await importers[isSupportedLocale(locale) ? locale : DEFAULT_LOCALE]();
  return module.default;
}
