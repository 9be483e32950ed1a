import type { LanguageCode } from '@qafila/contracts';
import { arabicTwin, publicPage } from '@qafila/contracts/constants';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadCatalogue } from './catalogue.ts';
import { useLocale } from './LocaleContext.tsx';

/** The path of a public page in a language: `/features` ↔ `/ar/features`. */
export function twinPath(englishPath: string, language: LanguageCode): string {
  return language === 'ar' ? arabicTwin(englishPath) : englishPath;
}

/**
 * Where a visitor whose preferred language differs from a public page's belongs (its twin, keeping query and
 * hash); undefined when the page is in that language or is not a public page. The entry point moves the visitor
 * there before hydrating, so the other language never paints over this one (no layout shift).
 */
export function languageRedirect(
  location: { pathname: string; search: string; hash: string },
  preferred: LanguageCode,
): string | undefined {
  const page = publicPage(location.pathname);
  if (!page || page.language === preferred) return undefined;
  return `${twinPath(page.path, preferred)}${location.search}${location.hash}`;
}

/**
 * The language the current page is shown in. A public page's language is its path's (the prerendered
 * twins); elsewhere it is the user's preference. Changing the language on a public page moves to the twin,
 * once the other language's catalogue is loaded.
 */
export function usePageLocale(): { locale: LanguageCode; changeLocale(next: LanguageCode): void } {
  const location = useLocation();
  const navigate = useNavigate();
  const { locale: preferred, setLocale } = useLocale();
  const page = publicPage(location.pathname);
  const locale = page?.language ?? preferred;

  const changeLocale = useCallback(
    (next: LanguageCode) => {
      loadCatalogue(next).then(
        () => {
          setLocale(next);
          if (page) navigate(`${twinPath(page.path, next)}${location.search}${location.hash}`);
        },
        (error: unknown) => console.error('The language could not be loaded', error),
      );
    },
    [setLocale, page, navigate, location.search, location.hash],
  );
  return { locale, changeLocale };
}
