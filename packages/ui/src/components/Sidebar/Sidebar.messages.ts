import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  toggle: {
    id: 'ui.sidebar.toggle',
    defaultMessage: 'Sidebar',
    description:
      'Accessible name of the button that expands (labels shown) or collapses (icons only) the sidebar; its expanded state is announced with it',
  },
  open: {
    id: 'ui.sidebar.open',
    defaultMessage: 'Open navigation',
    description: 'Accessible name of the menu button that opens the navigation drawer on small screens',
  },
});
