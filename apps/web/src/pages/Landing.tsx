import { Landing as LandingScreen } from '@qafila/ui/screens/public';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { twinPath } from '../i18n/usePageLocale.ts';
import { useContactSubmit } from './ContactSection.tsx';

/** `/` and `/ar`: the landing page, with the demo-request form at #contact. */
export default function Landing() {
  const intl = useIntl();
  const onContactSubmit = useContactSubmit();
  const locale = intl.locale === 'ar' ? 'ar' : 'en';
  useEffect(() => {
    if (window.location.hash === '#contact') document.getElementById('contact')?.scrollIntoView();
  }, []);
  return (
    <LandingScreen
      onContactSubmit={onContactSubmit}
      renderLink={({ href, children, className, onClick }) => (
        <Link to={twinPath(href, locale)} className={className} onClick={onClick}>
          {children}
        </Link>
      )}
    />
  );
}
