import type { LanguageCode } from '@qafila/contracts';
import { publicPage } from '@qafila/contracts/constants';
import { PublicFooter, PublicHeader } from '@qafila/ui/screens/public';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useConsent } from '../consent/ConsentContext.tsx';
import { twinPath, usePageLocale } from '../i18n/usePageLocale.ts';
import { pageMeta } from '../pageMeta.ts';
import * as styles from './Layout.css.ts';
import { navMessages as m } from './nav.messages.ts';

/** The external VesselManager site linked from the navigation (opens in a new tab). */
export const VESSEL_MANAGER_URL = 'https://vesselmanager.ae';

// The login dialog (and the API client it signs in with) loads when it is first opened.
const LoginDialogContainer = lazy(() =>
  import('../auth/LoginDialogContainer.tsx').then((m) => ({ default: m.LoginDialogContainer })),
);

/** Public page frame: skip link, header (navigation, Learn menu, login dialog, language), main, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { locale, changeLocale } = usePageLocale();
  const { openSettings } = useConsent();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginUsed, setLoginUsed] = useState(false);

  // Client-side navigation keeps the document title in step with the prerendered pages.
  const { messages } = intl;
  useEffect(() => {
    const page = publicPage(location.pathname);
    if (page) document.title = pageMeta(page.path as Parameters<typeof pageMeta>[0], page.language, messages).title;
  }, [location.pathname, messages]);
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
        onLogin={() => {
          setLoginUsed(true);
          setLoginOpen(true);
        }}
        vesselManagerHref={VESSEL_MANAGER_URL}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <PublicFooter onCookieSettings={openSettings} />
      {loginUsed && (
        <Suspense fallback={null}>
          <LoginDialogContainer open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      )}
    </div>
  );
}
