import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  estimate: {
    id: 'ui.stat.estimate',
    defaultMessage: 'Estimate',
    description: 'Badge on a metric whose value is estimated rather than measured',
  },
  estimateDescription: {
    id: 'ui.stat.estimateDescription',
    defaultMessage: 'This value is estimated, not measured.',
    description: 'Explanation of the Estimate badge on a metric, when the screen gives no more specific one',
  },
  loading: {
    id: 'ui.stat.loading',
    defaultMessage: 'Loading…',
    description: 'Read in place of a metric value while it loads',
  },
});
