import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  dismiss: {
    id: 'ui.alert.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Accessible name of the close button of an alert',
  },
});
