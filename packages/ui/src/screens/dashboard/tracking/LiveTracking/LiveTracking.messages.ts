import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'dashboard.tracking.title', defaultMessage: 'Live Tracking', description: 'Title of the tracking view' },
  subtitle: {
    id: 'dashboard.tracking.subtitle',
    defaultMessage: 'Find a shipment by our tracking number, an air waybill, a shipment id or a container number.',
    description: 'One line under the tracking view title',
  },
  searchLabel: {
    id: 'dashboard.tracking.search.label',
    defaultMessage: 'Tracking, air waybill, shipment or container number',
    description: 'Label of the tracking search box',
  },
  searchPlaceholder: {
    id: 'dashboard.tracking.search.placeholder',
    defaultMessage: 'e.g. QAF-240001, 176-12345675, MSCU1234566',
    description: 'Placeholder of the tracking search box; the examples stay in Latin letters',
  },
  searchHint: {
    id: 'dashboard.tracking.search.hint',
    defaultMessage: 'Air waybill and container numbers are checked against their check digit.',
    description: 'Hint under the tracking search box',
  },
  search: { id: 'dashboard.tracking.search.submit', defaultMessage: 'Track', description: 'Search button' },
  searching: {
    id: 'dashboard.tracking.search.searching',
    defaultMessage: 'Searching…',
    description: 'Search button while searching',
  },
  emptyQuery: {
    id: 'dashboard.tracking.search.empty',
    defaultMessage: 'Enter a number to search for.',
    description: 'Validation error when the search box is empty',
  },
  invalidTitle: {
    id: 'dashboard.tracking.invalid.title',
    defaultMessage: "That number doesn't look right",
    description: 'Title when the API rejects the number (e.g. wrong check digit)',
  },
  invalidDescription: {
    id: 'dashboard.tracking.invalid.description',
    defaultMessage:
      'Check every digit, especially the last one: it is a check digit computed from the others. Then search again.',
    description: 'Help when the number is rejected',
  },
  serverSaid: {
    id: 'dashboard.tracking.invalid.serverSaid',
    defaultMessage: 'Details from the server:',
    description: 'Before the error text sent by the server',
  },
  failedTitle: {
    id: 'dashboard.tracking.failed.title',
    defaultMessage: 'The search failed',
    description: 'Title when the search request fails',
  },
  introTitle: {
    id: 'dashboard.tracking.intro.title',
    defaultMessage: 'Track a shipment',
    description: 'Shown before the first search',
  },
  introDescription: {
    id: 'dashboard.tracking.intro.description',
    defaultMessage: 'Results show the status, the progress, every event and the route on the map.',
    description: 'Shown before the first search',
  },
  resultsLabel: {
    id: 'dashboard.tracking.results.label',
    defaultMessage: 'Search results',
    description: 'Accessible name of the result list',
  },
  kind_tracking: {
    id: 'dashboard.tracking.kind.tracking',
    defaultMessage: 'Found by tracking number',
    description: 'How the result was found',
  },
  kind_awb: {
    id: 'dashboard.tracking.kind.awb',
    defaultMessage: 'Found by air waybill',
    description: 'How the result was found',
  },
  kind_container: {
    id: 'dashboard.tracking.kind.container',
    defaultMessage: 'Found by container number',
    description: 'How the result was found',
  },
  kind_id: {
    id: 'dashboard.tracking.kind.id',
    defaultMessage: 'Found by shipment id',
    description: 'How it was found',
  },
  progress: { id: 'dashboard.tracking.progress', defaultMessage: 'Progress', description: 'Progress bar label' },
  progressHint: {
    id: 'dashboard.tracking.progressHint',
    defaultMessage: 'From the status history',
    description: 'Explains where the progress percentage comes from',
  },
  timeline: { id: 'dashboard.tracking.timeline', defaultMessage: 'Timeline', description: 'Heading of the events' },
  noEvents: {
    id: 'dashboard.tracking.noEvents',
    defaultMessage: 'No events recorded yet.',
    description: 'Shown when a shipment has no status events',
  },
  map: { id: 'dashboard.tracking.map', defaultMessage: 'Route', description: 'Heading of the route map' },
  details: { id: 'dashboard.tracking.details', defaultMessage: 'Details', description: 'Heading of the details list' },
  customer: { id: 'dashboard.tracking.customer', defaultMessage: 'Customer', description: 'Detail label' },
  service: { id: 'dashboard.tracking.service', defaultMessage: 'Service', description: 'Detail label' },
  awb: { id: 'dashboard.tracking.awb', defaultMessage: 'Air waybill', description: 'Detail label' },
  container: { id: 'dashboard.tracking.container', defaultMessage: 'Container', description: 'Detail label' },
  eta: { id: 'dashboard.tracking.eta', defaultMessage: 'Estimated delivery', description: 'Detail label' },
  updated: { id: 'dashboard.tracking.updated', defaultMessage: 'Last update', description: 'Detail label' },
  none: { id: 'dashboard.tracking.none', defaultMessage: 'None', description: 'Shown for a missing detail' },
  noResultsDescription: {
    id: 'dashboard.tracking.noResults.description',
    defaultMessage: 'None of your organization’s shipments carries this number. Check it and search again.',
    description: 'Shown when the search finds nothing',
  },
  notKnown: { id: 'dashboard.tracking.notKnown', defaultMessage: 'Not yet known', description: 'Unknown date' },
});

// Typed, because they take arguments.
export const argMessages: {
  noResultsTitle: TypedMessageDescriptor<{ query: string }>;
  resultCount: TypedMessageDescriptor<{ count: number }>;
  mapLabel: TypedMessageDescriptor<{ origin: string; destination: string }>;
} = {
  noResultsTitle: defineMessage<{ query: string }>({
    id: 'dashboard.tracking.noResults.title',
    defaultMessage: 'No shipment found for “{query}”',
    description: 'Shown when the search finds nothing',
  }),
  resultCount: defineMessage<{ count: number }>({
    id: 'dashboard.tracking.results.count',
    defaultMessage: '{count, plural, one {# shipment found} other {# shipments found}}',
    description: 'Number of results, announced',
  }),
  mapLabel: defineMessage<{ origin: string; destination: string }>({
    id: 'dashboard.tracking.map.label',
    defaultMessage: 'Route map from {origin} to {destination}',
    description: 'Accessible name of the route map',
  }),
};
