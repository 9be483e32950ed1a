import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  notOnMapNote: {
    id: 'ui.routeMap.notOnMapNote',
    defaultMessage: 'not on the map',
    description: 'After a stop in the list of a route map when it cannot be drawn (unknown or outside the UAE)',
  },
  now: {
    id: 'ui.routeMap.now',
    defaultMessage: 'now',
    description: 'Shown after the stop of a route where the shipment is now',
  },
  done: {
    id: 'ui.routeMap.done',
    defaultMessage: 'Passed',
    description: 'Read by screen readers before a stop of a route the shipment has already passed',
  },
  current: {
    id: 'ui.routeMap.current',
    defaultMessage: 'Current location',
    description: 'Read by screen readers before the stop of a route where the shipment is now',
  },
  upcoming: {
    id: 'ui.routeMap.upcoming',
    defaultMessage: 'Upcoming',
    description: 'Read by screen readers before a stop of a route the shipment has not reached yet',
  },
});

/** Messages with arguments. */
export const argMessages: {
  description: TypedMessageDescriptor<{ count: number; stops: string }>;
  currentAt: TypedMessageDescriptor<{ place: string }>;
  notOnMap: TypedMessageDescriptor<{ places: string }>;
} = {
  description: defineMessage<{ count: number; stops: string }>({
    id: 'ui.routeMap.description',
    defaultMessage: '{count, plural, one {One stop} other {# stops}}, in order: {stops}.',
    description: 'Text alternative of a route map: how many stops, then their names in order ({stops} is a list)',
  }),
  currentAt: defineMessage<{ place: string }>({
    id: 'ui.routeMap.currentAt',
    defaultMessage: 'Now at {place}.',
    description: 'Text alternative of a route map: where the shipment is now',
  }),
  notOnMap: defineMessage<{ places: string }>({
    id: 'ui.routeMap.notOnMap',
    defaultMessage: 'Not on the map: {places}.',
    description: 'Text alternative of a route map: stops that are unknown or outside the UAE map ({places} is a list)',
  }),
};
