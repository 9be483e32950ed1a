import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  external: {
    id: 'ui.link.external',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after the text of a link that opens in a new tab',
  },
});
