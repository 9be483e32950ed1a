import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.spinner.label', defaultMessage: 'Loading', description: 'Accessible name of a loading spinner' },
});
