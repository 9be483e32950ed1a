import { defineMessages } from 'react-intl';
import { navMessages } from '../../shared/nav.messages.ts';

export const messages = {
  ...navMessages,
  ...defineMessages({
    back: { id: 'legal.back', defaultMessage: 'Back', description: 'Button on legal pages going to the previous page' },
    nav: {
      id: 'legal.nav',
      defaultMessage: 'Site',
      description: 'Accessible name of the navigation bar at the top of the legal pages',
    },
  }),
};
