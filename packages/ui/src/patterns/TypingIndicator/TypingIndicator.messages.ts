import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'ui.typingIndicator.label',
    defaultMessage: 'Assistant is typing',
    description: 'Announced while the assistant prepares an answer',
  },
});
