import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: {
    id: 'ui.sheet.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the close button of a side drawer (sheet)',
  },
});
