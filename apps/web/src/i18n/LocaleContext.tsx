import type { LanguageCode } from '@qafila/contracts';
import { readPreferredLanguage, resolveLocale, savePreferredLanguage } from '@qafila/i18n';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface LocaleState {
  /** The preferred UI language (spec 000 §4): saved choice, else the browser's, else en. */
  locale: LanguageCode;
  /** Whether the preference was chosen by the user (saved), not guessed from the browser. */
  saved: boolean;
  setLocale(locale: LanguageCode): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The visitor's language (spec 000 §4): the saved choice, else the browser's, else en; en on the server. */
export function preferredLocale(): { locale: LanguageCode; saved: boolean } {
  if (typeof window === 'undefined') return { locale: 'en', saved: false };
  const storage = safeStorage();
  const saved = storage ? readPreferredLanguage(storage) : null;
  const locale = resolveLocale({
    saved: saved ?? undefined,
    browserLanguages: navigator.languages ?? [navigator.language],
  }) as LanguageCode;
  return { locale, saved: Boolean(saved) };
}

/** Holds the preferred UI language, resolved once and persisted whenever the user changes it. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(preferredLocale);
  const setLocale = useCallback((next: LanguageCode) => {
    const storage = safeStorage();
    if (storage) savePreferredLanguage(storage, next);
    setState({ locale: next, saved: true });
  }, []);
  const value = useMemo(() => ({ ...state, setLocale }), [state, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The preferred UI language and its setter (which persists the choice). */
export function useLocale(): LocaleState {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>');
  return value;
}
