import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  emptyTitle: {
    id: 'ui.fleetMap.emptyTitle',
    defaultMessage: 'No positions yet',
    description: 'Title of the fleet map when no vehicle has sent a position',
  },
  emptyHint: {
    id: 'ui.fleetMap.emptyHint',
    defaultMessage:
      "Connect a tracker to a vehicle: create its device token, then point Traccar Client, OsmAnd or a GPS tracker at Qafila's positions address with the token as the device identifier. Its position shows here as soon as it reports.",
    description: 'Under the empty fleet map: how to get positions on it',
  },
  stopsLabel: {
    id: 'ui.fleetMap.stopsLabel',
    defaultMessage: 'Stops of the trip',
    description: 'Accessible name of the list of the selected trip’s stops under the fleet map',
  },
  selected: {
    id: 'ui.fleetMap.selected',
    defaultMessage: 'Selected',
    description: 'Read by screen readers before the selected vehicle in the fleet map list',
  },
});

/** Messages with arguments. */
export const argMessages: {
  description: TypedMessageDescriptor<{ count: number; stale: number }>;
  trip: TypedMessageDescriptor<{ count: number; points: number }>;
  near: TypedMessageDescriptor<{ place: string }>;
  coordinates: TypedMessageDescriptor<{ lat: string; lon: string }>;
  at: TypedMessageDescriptor<{ time: string }>;
  lastSeen: TypedMessageDescriptor<{ time: string }>;
} = {
  description: defineMessage<{ count: number; stale: number }>({
    id: 'ui.fleetMap.description',
    defaultMessage:
      '{count, plural, =0 {No vehicle positions} one {One vehicle position} other {# vehicle positions}}{stale, plural, =0 {} one {, one of them not recent} other {, # of them not recent}}.',
    description: 'Text alternative of the fleet map: how many vehicles are drawn and how many positions are stale',
  }),
  trip: defineMessage<{ count: number; points: number }>({
    id: 'ui.fleetMap.trip',
    defaultMessage:
      'The selected trip: {count, plural, one {one stop} other {# stops}}{points, plural, =0 {} one {, one tracked position} other {, a track of # positions}}.',
    description: 'Text alternative of the fleet map: the selected trip’s stops and its GPS breadcrumb',
  }),
  near: defineMessage<{ place: string }>({
    id: 'ui.fleetMap.near',
    defaultMessage: 'near {place}',
    description: 'Where a vehicle is, in the fleet map list: the nearest known place',
  }),
  coordinates: defineMessage<{ lat: string; lon: string }>({
    id: 'ui.fleetMap.coordinates',
    defaultMessage: 'at {lat}, {lon}',
    description: 'Where a vehicle is, in the fleet map list, when no known place is near: latitude and longitude',
  }),
  at: defineMessage<{ time: string }>({
    id: 'ui.fleetMap.at',
    defaultMessage: 'at {time}',
    description: 'When a recent position was recorded, in the fleet map list',
  }),
  lastSeen: defineMessage<{ time: string }>({
    id: 'ui.fleetMap.lastSeen',
    defaultMessage: 'last seen {time}',
    description: 'When a stale (not recent) position was recorded, in the fleet map list',
  }),
};
