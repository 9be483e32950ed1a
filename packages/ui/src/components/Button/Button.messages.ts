import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: {
    id: 'ui.button.loading',
    defaultMessage: 'Please wait…',
    description: 'Accessible name of a button while its action runs, when the screen gives no more precise label',
  },
});
