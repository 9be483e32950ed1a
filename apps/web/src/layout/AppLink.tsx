import type { LanguageCode } from '@qafila/contracts';
import type { AppLinkProps } from '@qafila/ui';
import { Link } from 'react-router';
import { twinPath, usePageLocale } from '../i18n/usePageLocale.ts';

/**
 * Where an in-app link goes in a language: public pages keep the page's language (/x ↔ /ar/x), `/app` and `/admin`
 * paths are left as they are, and the legal pages' "/#faq" (spec 001) goes to the FAQ on the tutorial page.
 */
export function localizedHref(href: string, locale: LanguageCode): string {
  const target = href === '/#faq' ? '/tutorial#faq' : href;
  const [path = '/', hash] = target.split('#');
  const localized = path.startsWith('/app') || path.startsWith('/admin') ? path : twinPath(path, locale);
  return localized + (hash ? `#${hash}` : '');
}

/**
 * The app's link component, given once to `QafilaProvider`: every in-app link of the screens is a router link
 * (client-side navigation) to the localised path; any other href (`mailto:`, `#x`, another site) stays an `<a>`.
 */
export function AppLink({ href, children, ...props }: AppLinkProps) {
  const { locale } = usePageLocale();
  if (!href.startsWith('/') || href.startsWith('//'))
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  return (
    <Link to={localizedHref(href, locale)} {...props}>
      {children}
    </Link>
  );
}
