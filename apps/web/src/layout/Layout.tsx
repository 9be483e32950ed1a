import type { LanguageCode } from '@qafila/contracts';
import { PublicFooter, PublicHeader, type RenderLink } from '@qafila/ui';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginDialogContainer } from '../auth/LoginDialogContainer.tsx';
import { useConsent } from '../consent/ConsentContext.tsx';
import { twinPath, usePageLocale } from '../i18n/usePageLocale.ts';
import * as styles from './Layout.css.ts';
import { navMessages as m } from './nav.messages.ts';

/** The external VesselManager site linked from the navigation (opens in a new tab). */
export const VESSEL_MANAGER_URL = 'https://vesselmanager.ae';

/** Public page frame: skip link, header (navigation, Learn menu, login dialog, language), main, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { locale, changeLocale } = usePageLocale();
  const { openSettings } = useConsent();
  const [loginOpen, setLoginOpen] = useState(false);
  // In-app links keep the page's language: /features in English, /ar/features in Arabic.
  const renderLink: RenderLink = ({ href, children: label, className, onClick }) => {
    const [path = '/', hash] = href.split('#');
    const to =
      (path.startsWith('/app') || path.startsWith('/admin') ? path : twinPath(path, locale)) + (hash ? `#${hash}` : '');
    return (
      <Link to={to} className={className} onClick={onClick}>
        {label}
      </Link>
    );
  };
  const contact = () => {
    const landing = twinPath('/', locale);
    if (location.pathname === landing) document.getElementById('contact')?.scrollIntoView({ behavior: 'smooth' });
    else navigate(`${landing}#contact`);
  };
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {intl.formatMessage(m.skip)}
      </a>
      <PublicHeader
        locale={locale}
        onLocaleChange={(code) => changeLocale(code as LanguageCode)}
        onContact={contact}
        onLogin={() => setLoginOpen(true)}
        vesselManagerHref={VESSEL_MANAGER_URL}
        renderLink={renderLink}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <PublicFooter onCookieSettings={openSettings} renderLink={renderLink} />
      <LoginDialogContainer open={loginOpen} onOpenChange={setLoginOpen} />
    </div>
  );
}
