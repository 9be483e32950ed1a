import type { LanguageCode } from '@qafila/contracts';
import { importMessages, type Messages } from '@qafila/i18n';
import { use } from 'react';

// The browser loads only the catalogue of the language it shows (each is its own chunk); the prerenderer
// registers both up front.
const loaded: Partial<Record<LanguageCode, Messages>> = {};
const pending: Partial<Record<LanguageCode, Promise<Messages>>> = {};

/** Registers catalogues that are already in memory (the prerenderer imports them all). */
export function provideCatalogues(catalogues: Partial<Record<LanguageCode, Messages>>): void {
  Object.assign(loaded, catalogues);
}

/** Loads a language's catalogue once; resolves at once when it is already there. */
export function loadCatalogue(locale: LanguageCode): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  pending[locale] ??= importMessages(locale).then((messages) => {
    loaded[locale] = messages;
    return messages;
  });
  return pending[locale];
}

/**
 * The catalogue of a language for rendering. The entry point loads the first one before hydrating and the language
 * switch loads the next before navigating, so this normally returns at once; otherwise it suspends until loaded.
 */
export function useCatalogue(locale: LanguageCode): Messages {
  return loaded[locale] ?? use(loadCatalogue(locale));
}
