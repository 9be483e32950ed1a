import type { LanguageCode } from '@qafila/contracts';
import { use, useSyncExternalStore } from 'react';

// Each language's catalogue comes in two parts, each its own chunk (vite.config.ts, catalogueParts): public pages
// load only the `public` part; the /app and /admin routes call `loadAppCatalogue` before they render, which adds the
// `app` part (dashboard and admin copy) to every loaded language and to every language loaded after it. The
// prerenderer loads both languages' public parts up front.
type Part = 'public' | 'app';
type Messages = Record<string, string>;
const importers: Record<LanguageCode, Record<Part, () => Promise<{ default: Messages }>>> = {
  en: {
    public: () => import('virtual:qafila-catalogue/en-public'),
    app: () => import('virtual:qafila-catalogue/en-app'),
  },
  ar: {
    public: () => import('virtual:qafila-catalogue/ar-public'),
    app: () => import('virtual:qafila-catalogue/ar-app'),
  },
};

const loaded: Partial<Record<LanguageCode, Messages>> = {};
const pending: Partial<Record<LanguageCode, Promise<Messages>>> = {};
const withApp: Partial<Record<LanguageCode, Promise<Messages>>> = {};
let appNeeded = false;
const listeners = new Set<() => void>();

/** Adds a language's app part to its loaded catalogue (a new object, so the IntlProvider re-renders with it). */
function addAppPart(locale: LanguageCode): Promise<Messages> {
  withApp[locale] ??= Promise.all([loadPublic(locale), importers[locale].app()]).then(([current, app]) => {
    loaded[locale] = { ...(loaded[locale] ?? current), ...app.default };
    for (const listener of listeners) listener();
    return loaded[locale];
  });
  return withApp[locale];
}

function loadPublic(locale: LanguageCode): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  pending[locale] ??= importers[locale].public().then((module) => {
    loaded[locale] ??= module.default;
    return loaded[locale];
  });
  return pending[locale];
}

/**
 * Loads a language's catalogue once (its public part; both parts once an app route has asked for them); resolves at
 * once when it is already there.
 */
export function loadCatalogue(locale: LanguageCode): Promise<Messages> {
  return appNeeded ? addAppPart(locale) : loadPublic(locale);
}

/**
 * Adds the app part (dashboard and admin copy) to every language loaded, now or later. The /app and /admin routes
 * await it with their code, so they never render a missing message.
 */
export function loadAppCatalogue(): Promise<unknown> {
  appNeeded = true;
  const languages = new Set([...Object.keys(loaded), ...Object.keys(pending)] as LanguageCode[]);
  return Promise.all([...languages].map(addAppPart));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The catalogue of a language for rendering. The entry point loads the first one before hydrating and the language
 * switch loads the next before navigating, so this normally returns at once; otherwise it suspends until loaded.
 * Re-renders when the app part is added.
 */
export function useCatalogue(locale: LanguageCode): Messages {
  const current = useSyncExternalStore(
    subscribe,
    () => loaded[locale],
    () => loaded[locale],
  );
  return current ?? use(loadCatalogue(locale));
}
