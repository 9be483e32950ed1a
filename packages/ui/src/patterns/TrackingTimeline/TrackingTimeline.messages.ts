import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'ui.trackingTimeline.label',
    defaultMessage: 'Tracking updates',
    description: 'Accessible name of a shipment timeline',
  },
  completed: {
    id: 'ui.trackingTimeline.completed',
    defaultMessage: 'Completed',
    description: 'Read by screen readers before a finished step of a shipment timeline',
  },
  current: {
    id: 'ui.trackingTimeline.current',
    defaultMessage: 'Current step',
    description: 'Read by screen readers before the current step of a shipment timeline',
  },
  upcoming: {
    id: 'ui.trackingTimeline.upcoming',
    defaultMessage: 'Upcoming',
    description: 'Read by screen readers before a future step of a shipment timeline',
  },
});
