import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

import { navMessages } from '../shared/nav.messages.ts';

export const messages = {
  ...navMessages,
  nav: navMessages.footerNav,
  admin: navMessages.adminPortal,
  ...defineMessages({
    tagline: {
      id: 'footer.tagline',
      defaultMessage:
        'Bilingual logistics software for the UAE: shipments, customs, fleets and customer support in one place.',
      description: 'Short description under the brand in the footer',
    },
    product: { id: 'footer.group.product', defaultMessage: 'Product', description: 'Footer link group' },
    company: { id: 'footer.group.company', defaultMessage: 'Company', description: 'Footer link group' },
    legal: { id: 'footer.group.legal', defaultMessage: 'Legal', description: 'Footer link group' },
    cookieSettings: {
      id: 'footer.cookieSettings',
      defaultMessage: 'Cookie settings',
      description: 'Footer button reopening the cookie preferences',
    },
    location: {
      id: 'footer.location',
      defaultMessage: 'Made in the UAE. Your data stays in the UAE.',
      description: 'Footer note next to the copyright',
    },
  }),
};

// Typed, because it takes an argument.
export const argMessages: { copyright: TypedMessageDescriptor<{ year: string }> } = defineMessages<{
  copyright: { year: string };
}>({
  copyright: {
    id: 'footer.copyright',
    defaultMessage: '© {year} Qafila. All rights reserved.',
    description: 'Copyright line; year is a number',
  },
});
