import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'dashboard.fleet.trips.label',
    defaultMessage: 'Trips',
    description: 'Accessible name of the Trips tab',
  },
  listLabel: {
    id: 'dashboard.fleet.trips.listLabel',
    defaultMessage: 'Trips, newest first',
    description: 'Accessible name of the list of trip cards',
  },
  loading: { id: 'dashboard.fleet.trips.loading', defaultMessage: 'Loading trips…', description: 'While loading' },
  loadError: {
    id: 'dashboard.fleet.trips.loadError',
    defaultMessage: 'The trips could not be loaded.',
    description: 'Shown when the trip list fails to load',
  },
  createTrip: { id: 'dashboard.fleet.trips.create', defaultMessage: 'Create Trip', description: 'Opens Create Trip' },
  emptyTitle: { id: 'dashboard.fleet.trips.emptyTitle', defaultMessage: 'No trips yet', description: 'Empty list' },
  emptyDescription: {
    id: 'dashboard.fleet.trips.emptyDescription',
    defaultMessage:
      'Plan a trip: a vehicle and a driver over ordered stops, carrying your shipments. Starting it puts the shipments in transit; completing it delivers them.',
    description: 'Under the empty trip list',
  },
  emptyFiltered: {
    id: 'dashboard.fleet.trips.emptyFiltered',
    defaultMessage: 'No trips with this status.',
    description: 'The trip list is empty under a status filter',
  },
  createFirst: {
    id: 'dashboard.fleet.trips.createFirst',
    defaultMessage: 'Create your first trip',
    description: 'Button of the empty trip list',
  },
  statusFilter: { id: 'dashboard.fleet.trips.statusFilter', defaultMessage: 'Status', description: 'Filter label' },
  allStatuses: {
    id: 'dashboard.fleet.trips.allStatuses',
    defaultMessage: 'All statuses',
    description: 'Filter option: no status filter',
  },
  vehicle: { id: 'dashboard.fleet.trips.vehicle', defaultMessage: 'Vehicle', description: 'Trip fact and field' },
  driver: { id: 'dashboard.fleet.trips.driver', defaultMessage: 'Driver', description: 'Trip fact and field' },
  route: { id: 'dashboard.fleet.trips.route', defaultMessage: 'Route', description: 'Trip fact: first to last stop' },
  distance: { id: 'dashboard.fleet.trips.distance', defaultMessage: 'Distance', description: 'Trip fact' },
  plannedStart: {
    id: 'dashboard.fleet.trips.plannedStart',
    defaultMessage: 'Planned start',
    description: 'Trip fact: when it is due to leave',
  },
  startedAt: { id: 'dashboard.fleet.trips.startedAt', defaultMessage: 'Started', description: 'Trip fact' },
  completedAt: { id: 'dashboard.fleet.trips.completedAt', defaultMessage: 'Completed', description: 'Trip fact' },
  cancelledAt: { id: 'dashboard.fleet.trips.cancelledAt', defaultMessage: 'Cancelled', description: 'Trip fact' },
  shipments: { id: 'dashboard.fleet.trips.shipments', defaultMessage: 'Shipments', description: 'Trip fact and field' },
  start: { id: 'dashboard.fleet.trips.start', defaultMessage: 'Start', description: 'Starts a planned trip' },
  complete: { id: 'dashboard.fleet.trips.complete', defaultMessage: 'Complete', description: 'Completes a trip' },
  cancel: { id: 'dashboard.fleet.trips.cancel', defaultMessage: 'Cancel trip', description: 'Cancels a trip' },
  keep: {
    id: 'dashboard.fleet.trips.keep',
    defaultMessage: 'Keep the trip',
    description: 'Closes the cancel confirmation without cancelling',
  },
  showOnMap: { id: 'dashboard.fleet.trips.showOnMap', defaultMessage: 'Show on map', description: 'Selects a trip' },
  mapLabel: {
    id: 'dashboard.fleet.trips.mapLabel',
    defaultMessage: 'Map of the selected trip',
    description: 'Accessible name of the selected trip’s map',
  },
  startDescription: {
    id: 'dashboard.fleet.trips.startDescription',
    defaultMessage:
      'The vehicle and the driver are checked now. Its shipments go in transit and their customers are told.',
    description: 'Text of the start confirmation',
  },
  completeDescription: {
    id: 'dashboard.fleet.trips.completeDescription',
    defaultMessage: 'Its shipments are marked delivered and their customers are told.',
    description: 'Text of the complete dialog',
  },
  cancelDescription: {
    id: 'dashboard.fleet.trips.cancelDescription',
    defaultMessage: 'Its shipments keep their status; set them as they really are.',
    description: 'Text of the cancel confirmation',
  },
  actualDistance: {
    id: 'dashboard.fleet.trips.actualDistance',
    defaultMessage: 'Actual distance (km)',
    description: 'Field of the complete dialog',
  },
  actualDistanceHint: {
    id: 'dashboard.fleet.trips.actualDistanceHint',
    defaultMessage: 'Optional. Left empty: the distance measured by GPS, else the planned distance.',
    description: 'Hint of the actual distance field',
  },
  distanceRange: {
    id: 'dashboard.fleet.trips.distanceRange',
    defaultMessage: 'Enter a distance from 0 to 10,000 km.',
    description: 'Error of the actual distance field',
  },
  rating: {
    id: 'dashboard.fleet.trips.rating',
    defaultMessage: 'Rating',
    description: 'Trip fact and field of the complete dialog: the dispatcher’s rating of the trip, out of 5',
  },
  ratingHint: {
    id: 'dashboard.fleet.trips.ratingHint',
    defaultMessage:
      'Optional. How the trip went, from 1 (poor) to 5 (excellent); it makes the driver’s average rating.',
    description: 'Hint of the rating field of the complete dialog',
  },
  noRating: {
    id: 'dashboard.fleet.trips.noRating',
    defaultMessage: 'No rating',
    description: 'Choice of the rating field: the trip is completed unrated',
  },
  ratingRange: {
    id: 'dashboard.fleet.trips.ratingRange',
    defaultMessage: 'Choose a rating from 1 to 5, or no rating.',
    description: 'Error of the rating field',
  },
  started: { id: 'dashboard.fleet.trips.started', defaultMessage: 'Trip started', description: 'Toast' },
  completed: { id: 'dashboard.fleet.trips.completed', defaultMessage: 'Trip completed', description: 'Toast' },
  cancelled: { id: 'dashboard.fleet.trips.cancelled', defaultMessage: 'Trip cancelled', description: 'Toast' },
  created: { id: 'dashboard.fleet.trips.created', defaultMessage: 'Trip created', description: 'Toast' },
  notDone: {
    id: 'dashboard.fleet.trips.notDone',
    defaultMessage: 'Not done',
    description: 'Title of the server error in a trip dialog',
  },
  // Create Trip
  createTitle: { id: 'dashboard.fleet.trips.createTitle', defaultMessage: 'Create trip', description: 'Dialog title' },
  createDescription: {
    id: 'dashboard.fleet.trips.createDescription',
    defaultMessage:
      'The planned distance is computed by the server from the stops in the order given; use the route optimiser first for the best order.',
    description: 'Description of the Create Trip dialog',
  },
  createSubmit: { id: 'dashboard.fleet.trips.createSubmit', defaultMessage: 'Create trip', description: 'Submit' },
  noVehicles: {
    id: 'dashboard.fleet.trips.noVehicles',
    defaultMessage: 'No active vehicle. Set a vehicle active on the Vehicles tab.',
    description: 'Hint of the vehicle picker when none is active',
  },
  noDrivers: {
    id: 'dashboard.fleet.trips.noDrivers',
    defaultMessage: 'No active driver. Set a driver active on the Drivers tab.',
    description: 'Hint of the driver picker when none is active',
  },
  stops: { id: 'dashboard.fleet.trips.stops', defaultMessage: 'Stops', description: 'Group of stop fields' },
  stopsHint: {
    id: 'dashboard.fleet.trips.stopsHint',
    defaultMessage: 'In driving order: a place name in English or Arabic, or "latitude, longitude" inside the UAE.',
    description: 'Hint under the stops legend',
  },
  addStop: { id: 'dashboard.fleet.trips.addStop', defaultMessage: 'Add stop', description: 'Adds a stop row' },
  didYouMean: {
    id: 'dashboard.fleet.trips.didYouMean',
    defaultMessage: 'Did you mean:',
    description: 'Before the suggested places under an unknown stop',
  },
  findShipments: {
    id: 'dashboard.fleet.trips.findShipments',
    defaultMessage: 'Find by tracking number',
    description: 'Search field of the shipments picker',
  },
  noShipments: {
    id: 'dashboard.fleet.trips.noShipments',
    defaultMessage: 'No shipment to carry.',
    description: 'The shipments picker has none, or none match',
  },
  date: { id: 'dashboard.fleet.trips.date', defaultMessage: 'Planned start date', description: 'Field' },
  time: { id: 'dashboard.fleet.trips.time', defaultMessage: 'Time', description: 'Field' },
  timeHint: {
    id: 'dashboard.fleet.trips.timeHint',
    defaultMessage: 'Dubai time (UTC+4)',
    description: 'Hint of the planned start time',
  },
  notes: { id: 'dashboard.fleet.trips.notes', defaultMessage: 'Notes', description: 'Field' },
  checkStops: {
    id: 'dashboard.fleet.trips.checkStops',
    defaultMessage: 'Check the stops.',
    description: 'Error of the stops group when a stop is wrong',
  },
  invalidDate: {
    id: 'dashboard.fleet.trips.invalidDate',
    defaultMessage: 'Enter a date and a time.',
    description: 'Error of the planned start',
  },
});

/** A value that may also be given as an element (react-intl widens every primitive-typed value to `ReactNode`). */
type Rich = string | number | bigint | boolean | Date | null | undefined;

/** Messages with arguments. */
export const argMessages: {
  routeValue: TypedMessageDescriptor<{ from: Rich; to: Rich; more: number }>;
  distanceValue: TypedMessageDescriptor<{ planned: string; actual: string; hasActual: string }>;
  shipmentCount: TypedMessageDescriptor<{ count: number }>;
  actionOf: TypedMessageDescriptor<{ action: string; trip: string }>;
  startTitle: TypedMessageDescriptor<{ trip: string }>;
  completeTitle: TypedMessageDescriptor<{ trip: string }>;
  cancelTitle: TypedMessageDescriptor<{ trip: string }>;
  stopLabel: TypedMessageDescriptor<{ position: number; role: string }>;
  moveUp: TypedMessageDescriptor<{ position: number }>;
  moveDown: TypedMessageDescriptor<{ position: number }>;
  remove: TypedMessageDescriptor<{ position: number }>;
  stopsCount: TypedMessageDescriptor<{ min: number; max: number }>;
  selectedCount: TypedMessageDescriptor<{ count: number }>;
  tooManyShipments: TypedMessageDescriptor<{ max: number }>;
  tripMap: TypedMessageDescriptor<{ trip: string }>;
} = {
  routeValue: defineMessage<{ from: Rich; to: Rich; more: number }>({
    id: 'dashboard.fleet.trips.routeValue',
    defaultMessage: '{from} → {to}{more, plural, =0 {} one { (one stop between)} other { (# stops between)}}',
    description: 'A trip’s first and last stop, and how many stops lie between',
  }),
  distanceValue: defineMessage<{ planned: string; actual: string; hasActual: string }>({
    id: 'dashboard.fleet.trips.distanceValue',
    defaultMessage: '{planned} planned{hasActual, select, yes { · {actual} driven} other {}}',
    description: 'A trip’s planned distance and, once completed, the distance driven ({planned}, {actual} with km)',
  }),
  shipmentCount: defineMessage<{ count: number }>({
    id: 'dashboard.fleet.trips.shipmentCount',
    defaultMessage: '{count, plural, =0 {None} one {One shipment} other {# shipments}}',
    description: 'How many shipments a trip carries',
  }),
  actionOf: defineMessage<{ action: string; trip: string }>({
    id: 'dashboard.fleet.trips.actionOf',
    defaultMessage: '{action}: {trip}',
    description: 'Accessible name of a trip card’s button: the action and the trip number',
  }),
  startTitle: defineMessage<{ trip: string }>({
    id: 'dashboard.fleet.trips.startTitle',
    defaultMessage: 'Start {trip}?',
    description: 'Title of the start confirmation',
  }),
  completeTitle: defineMessage<{ trip: string }>({
    id: 'dashboard.fleet.trips.completeTitle',
    defaultMessage: 'Complete {trip}',
    description: 'Title of the complete dialog',
  }),
  cancelTitle: defineMessage<{ trip: string }>({
    id: 'dashboard.fleet.trips.cancelTitle',
    defaultMessage: 'Cancel {trip}?',
    description: 'Title of the cancel confirmation',
  }),
  stopLabel: defineMessage<{ position: number; role: string }>({
    id: 'dashboard.fleet.trips.stopLabel',
    defaultMessage: 'Stop {position}{role, select, start { (start)} end { (end)} other {}}',
    description: 'Label of a stop field: its number, and whether it is where the trip starts or ends',
  }),
  moveUp: defineMessage<{ position: number }>({
    id: 'dashboard.fleet.trips.moveUp',
    defaultMessage: 'Move stop {position} earlier',
    description: 'Button moving a stop one place earlier',
  }),
  moveDown: defineMessage<{ position: number }>({
    id: 'dashboard.fleet.trips.moveDown',
    defaultMessage: 'Move stop {position} later',
    description: 'Button moving a stop one place later',
  }),
  remove: defineMessage<{ position: number }>({
    id: 'dashboard.fleet.trips.removeStop',
    defaultMessage: 'Remove stop {position}',
    description: 'Button removing a stop',
  }),
  stopsCount: defineMessage<{ min: number; max: number }>({
    id: 'dashboard.fleet.trips.stopsCount',
    defaultMessage: 'From {min} to {max} stops.',
    description: 'How many stops a trip takes',
  }),
  selectedCount: defineMessage<{ count: number }>({
    id: 'dashboard.fleet.trips.selectedCount',
    defaultMessage: '{count, plural, =0 {No shipment chosen} one {One shipment chosen} other {# shipments chosen}}',
    description: 'How many shipments are chosen in the Create Trip dialog',
  }),
  tooManyShipments: defineMessage<{ max: number }>({
    id: 'dashboard.fleet.trips.tooManyShipments',
    defaultMessage: 'A trip carries at most {max} shipments.',
    description: 'Error of the shipments picker',
  }),
  tripMap: defineMessage<{ trip: string }>({
    id: 'dashboard.fleet.trips.tripMap',
    defaultMessage: 'Trip {trip} on the map',
    description: 'Heading and accessible name of the selected trip’s map',
  }),
};
