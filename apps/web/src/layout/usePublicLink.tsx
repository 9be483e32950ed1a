import type { RenderLink } from '@qafila/ui/screens/public';
import { Link } from 'react-router';
import { twinPath, usePageLocale } from '../i18n/usePageLocale.ts';

/** The router link for public screens; links to public pages keep the page's language (/x ↔ /ar/x). */
export function usePublicLink(): RenderLink {
  const { locale } = usePageLocale();
  return ({ href, children, className, onClick }) => {
    // The FAQ lives on the tutorial page; the legal pages' "/#faq" (spec 001) goes there.
    const target = href === '/#faq' ? '/tutorial#faq' : href;
    const [path = '/', hash] = target.split('#');
    const localized = path.startsWith('/app') || path.startsWith('/admin') ? path : twinPath(path, locale);
    return (
      <Link to={localized + (hash ? `#${hash}` : '')} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  };
}
