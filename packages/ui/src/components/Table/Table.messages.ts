import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  actions: {
    id: 'ui.table.actions',
    defaultMessage: 'Actions',
    description: 'Header of the table column that holds the actions of each row',
  },
  empty: {
    id: 'ui.table.empty',
    defaultMessage: 'No results',
    description: 'Shown in a table that has no rows, when the screen gives no empty state of its own',
  },
  loading: {
    id: 'ui.table.loading',
    defaultMessage: 'Loading…',
    description: 'Announced while a table loads its rows',
  },
});
