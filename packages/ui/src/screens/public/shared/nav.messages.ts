import { defineMessages } from 'react-intl';

// Shared with apps/web, which declares the same ids: formatjs requires identical descriptors, so no descriptions.
export const navMessages = defineMessages({
  brand: { id: 'app.name', defaultMessage: 'Qafila' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
  features: { id: 'nav.features', defaultMessage: 'Features' },
  tutorial: { id: 'nav.tutorial', defaultMessage: 'Tutorial' },
  faq: { id: 'nav.faq', defaultMessage: 'FAQ' },
  about: { id: 'nav.about', defaultMessage: 'About' },
  privacy: { id: 'nav.privacy', defaultMessage: 'Privacy' },
  terms: { id: 'nav.terms', defaultMessage: 'Terms' },
  login: { id: 'nav.login', defaultMessage: 'Login' },
  adminPortal: { id: 'nav.adminPortal', defaultMessage: 'Admin Portal' },
  mainNav: { id: 'nav.main', defaultMessage: 'Main' },
  footerNav: { id: 'nav.footer', defaultMessage: 'Footer' },
});
