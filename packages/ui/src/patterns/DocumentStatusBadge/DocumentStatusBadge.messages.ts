import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  approved: { id: 'ui.documentStatus.approved', defaultMessage: 'Approved', description: 'Compliance document status' },
  completed: {
    id: 'ui.documentStatus.completed',
    defaultMessage: 'Completed',
    description: 'Compliance document status',
  },
  pending: {
    id: 'ui.documentStatus.pending',
    defaultMessage: 'Pending',
    description: 'Compliance document status: submitted, waiting for review',
  },
  rejected: { id: 'ui.documentStatus.rejected', defaultMessage: 'Rejected', description: 'Compliance document status' },
  unknown: {
    id: 'ui.documentStatus.unknown',
    defaultMessage: 'Unknown',
    description: 'Shown for a compliance document status the app does not know',
  },
});
