import { arabicTwin, type LanguageCode, publicPage } from '@qafila/contracts';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from './LocaleContext.tsx';

/** The path of a public page in a language: `/features` ↔ `/ar/features`. */
export function twinPath(englishPath: string, language: LanguageCode): string {
  return language === 'ar' ? arabicTwin(englishPath) : englishPath;
}

/**
 * The language the current page is shown in. A public page's language is its path's (the prerendered
 * twins); elsewhere it is the user's preference. Changing the language on a public page moves to the twin.
 */
export function usePageLocale(): { locale: LanguageCode; changeLocale(next: LanguageCode): void } {
  const location = useLocation();
  const navigate = useNavigate();
  const { locale: preferred, setLocale } = useLocale();
  const page = publicPage(location.pathname);
  const locale = page?.language ?? preferred;

  // A visitor whose preferred language differs from the page is moved to its twin on load.
  useEffect(() => {
    if (page && page.language !== preferred) {
      navigate(`${twinPath(page.path, preferred)}${location.search}${location.hash}`, { replace: true });
    }
  }, [page?.path, page?.language, preferred, navigate, location.search, location.hash, page]);

  const changeLocale = useCallback(
    (next: LanguageCode) => {
      setLocale(next);
      if (page) navigate(`${twinPath(page.path, next)}${location.search}${location.hash}`);
    },
    [setLocale, page, navigate, location.search, location.hash],
  );
  return { locale, changeLocale };
}
