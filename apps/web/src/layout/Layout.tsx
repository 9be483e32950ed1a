import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { LanguageSelector } from './LanguageSelector.tsx';
import * as styles from './Layout.css.ts';
import { navMessages as m } from './nav.messages.ts';

/** Public page frame: skip link, header navigation with the language selector, main landmark, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {intl.formatMessage(m.skip)}
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {intl.formatMessage(m.brand)}
        </Link>
        <nav aria-label={intl.formatMessage(m.mainNav)} className={styles.nav}>
          <NavLink to="/features" className={styles.navLink}>
            {intl.formatMessage(m.features)}
          </NavLink>
          <NavLink to="/tutorial" className={styles.navLink}>
            {intl.formatMessage(m.tutorial)}
          </NavLink>
          <NavLink to="/about" className={styles.navLink}>
            {intl.formatMessage(m.about)}
          </NavLink>
          <NavLink to="/app" className={styles.navLink}>
            {intl.formatMessage(m.login)}
          </NavLink>
          <LanguageSelector />
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <nav aria-label={intl.formatMessage(m.footerNav)} className={styles.nav}>
          <Link to="/features" className={styles.navLink}>
            {intl.formatMessage(m.features)}
          </Link>
          <Link to="/tutorial" className={styles.navLink}>
            {intl.formatMessage(m.tutorial)}
          </Link>
          <Link to="/tutorial#faq" className={styles.navLink}>
            {intl.formatMessage(m.faq)}
          </Link>
          <Link to="/about" className={styles.navLink}>
            {intl.formatMessage(m.about)}
          </Link>
          <Link to="/privacy" className={styles.navLink}>
            {intl.formatMessage(m.privacy)}
          </Link>
          <Link to="/terms" className={styles.navLink}>
            {intl.formatMessage(m.terms)}
          </Link>
          <Link to="/admin/login" className={styles.navLink}>
            {intl.formatMessage(m.adminPortal)}
          </Link>
        </nav>
      </footer>
    </div>
  );
}
