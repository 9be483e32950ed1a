import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'ui.languageSelector.label',
    defaultMessage: 'Language',
    description: 'Accessible name of the language selector button',
  },
});
