import { defineMessages } from 'react-intl';

export const metricMessages = defineMessages({
  estimate: {
    id: 'dashboard.stat.estimate',
    defaultMessage: 'Estimate',
    description: 'Badge on a figure that comes from a model, not a measurement',
  },
});
