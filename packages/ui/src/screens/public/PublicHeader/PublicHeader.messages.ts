import { defineMessages } from 'react-intl';

import { navMessages } from '../shared/nav.messages.ts';

export const messages = {
  ...navMessages,
  main: navMessages.mainNav,
  ...defineMessages({
    learn: { id: 'public.nav.learn', defaultMessage: 'Learn', description: 'Menu button with Tutorial and FAQ' },
    vesselManager: {
      id: 'public.nav.vesselManager',
      defaultMessage: 'VesselManager',
      description: 'External link to the vessel-manager site (a product name)',
    },
    contact: { id: 'public.nav.contact', defaultMessage: 'Contact', description: 'Scrolls to the contact section' },
    openMenu: { id: 'public.nav.openMenu', defaultMessage: 'Open menu', description: 'Menu button on small screens' },
    menu: { id: 'public.nav.menu', defaultMessage: 'Menu', description: 'Title of the mobile menu' },
    closeMenu: { id: 'public.nav.closeMenu', defaultMessage: 'Close menu', description: 'Closes the mobile menu' },
  }),
};
