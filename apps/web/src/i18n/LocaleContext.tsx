import type { LanguageCode } from '@qafila/contracts';
import { readPreferredLanguage, resolveLocale, savePreferredLanguage } from '@qafila/i18n';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface LocaleState {
  locale: LanguageCode;
  setLocale(locale: LanguageCode): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function initialLocale(): LanguageCode {
  const storage = safeStorage();
  return resolveLocale({
    saved: storage ? readPreferredLanguage(storage) : undefined,
    browserLanguages: navigator.languages ?? [navigator.language],
  }) as LanguageCode;
}

/** Holds the UI language: resolved once per spec 000 §4, persisted whenever the user changes it. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setState] = useState<LanguageCode>(initialLocale);
  const setLocale = useCallback((next: LanguageCode) => {
    const storage = safeStorage();
    if (storage) savePreferredLanguage(storage, next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The current UI language and its setter (which persists the choice). */
export function useLocale(): LocaleState {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>');
  return value;
}
