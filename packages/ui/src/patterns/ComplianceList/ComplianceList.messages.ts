import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'ui.complianceList.label',
    defaultMessage: 'Compliance documents',
    description: 'Accessible name of a list of compliance documents',
  },
  empty: {
    id: 'ui.complianceList.empty',
    defaultMessage: 'No documents yet',
    description: 'Shown instead of a list of compliance documents when there are none',
  },
});
