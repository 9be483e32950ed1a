import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'dashboard.fleet.route.title',
    defaultMessage: 'Route Optimizer',
    description: 'Accessible name of the route optimizer tab',
  },
  intro: {
    id: 'dashboard.fleet.route.intro',
    defaultMessage:
      'Enter where the vehicle starts, the stops on the way and where it ends: we order the stops for the shortest drive.',
    description: 'One line at the top of the route optimizer',
  },
  start: { id: 'dashboard.fleet.route.start', defaultMessage: 'Start location', description: 'Field label' },
  end: { id: 'dashboard.fleet.route.end', defaultMessage: 'End location', description: 'Field label' },
  endHint: {
    id: 'dashboard.fleet.route.endHint',
    defaultMessage: 'Optional. Leave empty to come back to the start.',
    description: 'Hint of the end location',
  },
  placeHint: {
    id: 'dashboard.fleet.route.placeHint',
    defaultMessage: 'A place in English or Arabic, or latitude, longitude (25.2, 55.3).',
    description: 'Hint of the start location',
  },
  waypoints: {
    id: 'dashboard.fleet.route.waypoints',
    defaultMessage: 'Stops on the way',
    description: 'Legend of the list of waypoints',
  },
  noWaypoints: {
    id: 'dashboard.fleet.route.noWaypoints',
    defaultMessage: 'No stops yet: add the places to visit between the start and the end.',
    description: 'Shown when the list of waypoints is empty',
  },
  addWaypoint: { id: 'dashboard.fleet.route.addWaypoint', defaultMessage: 'Add stop', description: 'Button' },
  remove: { id: 'dashboard.fleet.route.remove', defaultMessage: 'Remove', description: 'Removes a waypoint' },
  vehicleType: { id: 'dashboard.fleet.route.vehicleType', defaultMessage: 'Vehicle', description: 'Field label' },
  vehicleTypeHint: {
    id: 'dashboard.fleet.route.vehicleTypeHint',
    defaultMessage: 'Heavy trucks and reefers must respect the peak-hour truck bans.',
    description: 'Hint of the vehicle type',
  },
  departure: {
    id: 'dashboard.fleet.route.departure',
    defaultMessage: 'Departure (UAE time)',
    description: 'Field label: date and time the vehicle leaves, in Asia/Dubai time',
  },
  departureHint: {
    id: 'dashboard.fleet.route.departureHint',
    defaultMessage: 'Optional. Leave empty to leave now.',
    description: 'Hint of the departure',
  },
  optimize: { id: 'dashboard.fleet.route.optimize', defaultMessage: 'Optimize route', description: 'Submit button' },
  optimizing: {
    id: 'dashboard.fleet.route.optimizing',
    defaultMessage: 'Optimizing…',
    description: 'Submit button while the route is computed',
  },
  placeRequired: {
    id: 'dashboard.fleet.route.error.placeRequired',
    defaultMessage: 'Enter a place name or latitude, longitude.',
    description: 'Validation: an empty place field',
  },
  waypointRequired: {
    id: 'dashboard.fleet.route.error.waypointRequired',
    defaultMessage: 'Enter a place or remove this stop.',
    description: 'Validation: an empty waypoint row',
  },
  placeTooLong: {
    id: 'dashboard.fleet.route.error.placeTooLong',
    defaultMessage: 'Use at most 200 characters.',
    description: 'Validation: a place text longer than the API takes',
  },
  placeInvalid: {
    id: 'dashboard.fleet.route.error.placeInvalid',
    defaultMessage: 'This text contains characters that are not allowed.',
    description: 'Validation: control characters in a place text',
  },
  departureInvalid: {
    id: 'dashboard.fleet.route.error.departureInvalid',
    defaultMessage: 'Enter a date and a time.',
    description: 'Validation: an incomplete departure',
  },
  unknownPlace: {
    id: 'dashboard.fleet.route.error.unknownPlace',
    defaultMessage: 'We do not know this place.',
    description: 'Under a place field the optimizer did not find',
  },
  suggestions: {
    id: 'dashboard.fleet.route.suggestions',
    defaultMessage: 'Did you mean:',
    description: 'Before the places closest to an unknown place name; each is a button that replaces the text',
  },
  failed: {
    id: 'dashboard.fleet.route.failed',
    defaultMessage: 'The route could not be optimized',
    description: 'Title of the error shown when the optimizer refuses or fails',
  },
  resultTitle: { id: 'dashboard.fleet.route.result.title', defaultMessage: 'Optimized route', description: 'Heading' },
  estimateNote: {
    id: 'dashboard.fleet.route.result.estimateNote',
    defaultMessage: 'Estimated from the road model: distances, times and advice are estimates, not measurements.',
    description: 'One line under the result heading',
  },
  estimateShort: {
    id: 'dashboard.fleet.route.result.estimateShort',
    defaultMessage: 'Estimated from the road model',
    description: 'Explanation of the Estimate badge on the totals',
  },
  exact: {
    id: 'dashboard.fleet.route.result.exact',
    defaultMessage: 'Shortest order for the road model (exact solver).',
    description: 'How the order was found: proven shortest',
  },
  heuristic: {
    id: 'dashboard.fleet.route.result.heuristic',
    defaultMessage: 'A short order found by a heuristic search (not proven shortest for this many stops).',
    description: 'How the order was found: heuristic',
  },
  orderKept: {
    id: 'dashboard.fleet.route.result.orderKept',
    defaultMessage: 'Order kept: your stops were already in the shortest order.',
    description: 'What the optimizer did when it did not reorder',
  },
  roundTrip: {
    id: 'dashboard.fleet.route.result.roundTrip',
    defaultMessage: 'Round trip: the route ends back at the start.',
    description: 'Shown for a round trip',
  },
  totalKm: { id: 'dashboard.fleet.route.result.totalKm', defaultMessage: 'Total distance', description: 'Stat label' },
  totalTime: { id: 'dashboard.fleet.route.result.totalTime', defaultMessage: 'Total time', description: 'Stat label' },
  departs: { id: 'dashboard.fleet.route.result.departs', defaultMessage: 'Departure', description: 'Stat label' },
  eta: { id: 'dashboard.fleet.route.result.eta', defaultMessage: 'Arrival (ETA)', description: 'Stat label' },
  mapLabel: { id: 'dashboard.fleet.route.result.map', defaultMessage: 'Stops in order', description: 'Map name' },
  legs: { id: 'dashboard.fleet.route.result.legs', defaultMessage: 'Legs', description: 'Heading of the legs' },
  advice: { id: 'dashboard.fleet.route.result.advice', defaultMessage: 'Departure advice', description: 'Title' },
  leaveNow: {
    id: 'dashboard.fleet.route.advice.leaveNow',
    defaultMessage: 'Good time to leave: no truck ban or peak traffic holds this route up.',
    description: 'Departure advice: nothing to wait for',
  },
  zoneDubai: { id: 'dashboard.fleet.route.zone.dubai', defaultMessage: 'Dubai', description: 'Truck ban zone' },
  zoneAbuDhabi: {
    id: 'dashboard.fleet.route.zone.abuDhabi',
    defaultMessage: 'Abu Dhabi and Al Ain',
    description: 'Truck ban zone',
  },
  authorityDubai: {
    id: 'dashboard.fleet.route.authority.dubai',
    defaultMessage: 'Dubai RTA',
    description: "Dubai's Roads and Transport Authority, which sets Dubai's truck ban",
  },
  authorityAbuDhabi: {
    id: 'dashboard.fleet.route.authority.abuDhabi',
    defaultMessage: 'Abu Dhabi ITC',
    description: "Abu Dhabi's Integrated Transport Centre, which sets Abu Dhabi's truck ban",
  },
});

export const argMessages: {
  waypointLabel: TypedMessageDescriptor<{ number: number }>;
  removeWaypoint: TypedMessageDescriptor<{ number: number }>;
  waypointCount: TypedMessageDescriptor<{ count: number; max: number }>;
  reordered: TypedMessageDescriptor<{ count: number }>;
  hoursMinutes: TypedMessageDescriptor<{ hours: number; minutes: number }>;
  minutesOnly: TypedMessageDescriptor<{ minutes: number }>;
  legTitle: TypedMessageDescriptor<{ from: string; to: string }>;
  legTimes: TypedMessageDescriptor<{ departs: string; arrives: string }>;
  legWait: TypedMessageDescriptor<{ wait: string }>;
  leaveAfterBan: TypedMessageDescriptor<{
    authority: string;
    roads: string;
    start: string;
    end: string;
    leaveAfter: string;
    wait: string;
  }>;
  waitOnRoute: TypedMessageDescriptor<{
    authority: string;
    roads: string;
    start: string;
    end: string;
    stop: string;
    wait: string;
  }>;
  peakTraffic: TypedMessageDescriptor<{ zone: string; leaveAfter: string; extra: string }>;
} = {
  waypointLabel: defineMessage<{ number: number }>({
    id: 'dashboard.fleet.route.waypointLabel',
    defaultMessage: 'Stop {number, number}',
    description: 'Label of a waypoint field, numbered from 1',
  }),
  removeWaypoint: defineMessage<{ number: number }>({
    id: 'dashboard.fleet.route.removeWaypoint',
    defaultMessage: 'Remove stop {number, number}',
    description: 'Button removing a waypoint',
  }),
  waypointCount: defineMessage<{ count: number; max: number }>({
    id: 'dashboard.fleet.route.waypointCount',
    defaultMessage: '{count, number} of {max, number} stops',
    description: 'How many waypoints there are and the most the optimizer takes',
  }),
  reordered: defineMessage<{ count: number }>({
    id: 'dashboard.fleet.route.result.reordered',
    defaultMessage:
      '{count, plural, one {Order changed: # stop moved for a shorter drive.} other {Order changed: # stops moved for a shorter drive.}}',
    description: 'What the optimizer did: how many waypoints are in another place than in the request',
  }),
  hoursMinutes: defineMessage<{ hours: number; minutes: number }>({
    id: 'dashboard.fleet.route.duration.hoursMinutes',
    defaultMessage: '{hours, number} h {minutes, number} min',
    description: 'A duration of an hour or more, short units',
  }),
  minutesOnly: defineMessage<{ minutes: number }>({
    id: 'dashboard.fleet.route.duration.minutes',
    defaultMessage: '{minutes, number} min',
    description: 'A duration under an hour, short unit',
  }),
  legTitle: defineMessage<{ from: string; to: string }>({
    id: 'dashboard.fleet.route.leg.title',
    defaultMessage: '{from} → {to}',
    description: 'A leg of the route: from a stop to the next; the arrow points in the reading direction',
  }),
  legTimes: defineMessage<{ departs: string; arrives: string }>({
    id: 'dashboard.fleet.route.leg.times',
    defaultMessage: 'leaves {departs}, arrives {arrives}',
    description: 'Times of a leg (UAE time)',
  }),
  legWait: defineMessage<{ wait: string }>({
    id: 'dashboard.fleet.route.leg.wait',
    defaultMessage: 'includes {wait} waiting for a truck ban',
    description: 'Part of a leg spent waiting before leaving',
  }),
  leaveAfterBan: defineMessage<{
    authority: string;
    roads: string;
    start: string;
    end: string;
    leaveAfter: string;
    wait: string;
  }>({
    id: 'dashboard.fleet.route.advice.leaveAfterBan',
    defaultMessage:
      'Truck ban: {authority} keeps heavy trucks off {roads} from {start} to {end}. Leave at {leaveAfter} or later; leaving at the chosen time, the truck waits {wait} at the start.',
    description: 'Departure advice: the first leg waits for a peak-hour truck ban to end',
  }),
  waitOnRoute: defineMessage<{
    authority: string;
    roads: string;
    start: string;
    end: string;
    stop: string;
    wait: string;
  }>({
    id: 'dashboard.fleet.route.advice.waitOnRoute',
    defaultMessage:
      'Truck ban on the way: {authority} keeps heavy trucks off {roads} from {start} to {end}, so the truck waits {wait} at {stop}.',
    description: 'Departure advice: a later leg waits for a peak-hour truck ban to end',
  }),
  peakTraffic: defineMessage<{ zone: string; leaveAfter: string; extra: string }>({
    id: 'dashboard.fleet.route.advice.peakTraffic',
    defaultMessage: 'Peak traffic in {zone}: leaving at {leaveAfter} instead saves about {extra} in congestion.',
    description: 'Departure advice: leaving after the rush hour saves time',
  }),
};
