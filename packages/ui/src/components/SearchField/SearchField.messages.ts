import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  clear: {
    id: 'ui.searchField.clear',
    defaultMessage: 'Clear search',
    description: 'Accessible name of the button that empties a search field',
  },
});
