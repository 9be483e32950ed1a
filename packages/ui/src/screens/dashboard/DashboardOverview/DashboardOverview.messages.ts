import { defineMessage, defineMessages, type MessageDescriptor, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  metricsHeading: {
    id: 'dashboard.overview.metricsHeading',
    defaultMessage: 'Key figures',
    description: 'Heading of the metric cards',
  },
  statsLoading: {
    id: 'dashboard.overview.statsLoading',
    defaultMessage: 'Loading figures…',
    description: 'Announced while the figures load',
  },
  statsError: {
    id: 'dashboard.overview.statsError',
    defaultMessage: 'The figures could not be loaded.',
    description: 'Shown when the figures fail to load',
  },
  activeShipments: {
    id: 'dashboard.stat.activeShipments',
    defaultMessage: 'Active shipments',
    description: 'Metric: shipments not yet delivered',
  },
  completedToday: {
    id: 'dashboard.stat.completedToday',
    defaultMessage: 'Delivered today',
    description: 'Metric: shipments delivered today',
  },
  pendingCustoms: {
    id: 'dashboard.stat.pendingCustoms',
    defaultMessage: 'Pending customs',
    description: 'Metric: shipments at customs clearance',
  },
  fleetVehicles: {
    id: 'dashboard.stat.fleetVehicles',
    defaultMessage: 'Fleet vehicles',
    description: 'Metric: vehicles of the fleet',
  },
  fleetNotSetUp: {
    id: 'dashboard.stat.fleetNotSetUp',
    defaultMessage: 'Not set up',
    description: 'Metric value: the organization has no fleet yet',
  },
  apiCallsToday: {
    id: 'dashboard.stat.apiCallsToday',
    defaultMessage: 'API calls today',
    description: 'Metric: calls to the API today',
  },
  complianceScore: {
    id: 'dashboard.stat.complianceScore',
    defaultMessage: 'Compliance score',
    description: 'Metric: approved documents of active shipments, in percent',
  },
  complianceNone: {
    id: 'dashboard.stat.complianceNone',
    defaultMessage: 'No documents yet',
    description: 'Metric value: no documents to score',
  },
  whatsappMessages: {
    id: 'dashboard.stat.whatsappMessages',
    defaultMessage: 'WhatsApp messages today',
    description: 'Metric: WhatsApp messages exchanged today',
  },
  carbonSaved: {
    id: 'dashboard.stat.carbonSaved',
    defaultMessage: 'CO₂e saved this month',
    description: 'Metric: tonnes of CO2 equivalent saved this month',
  },
  dubaiTemperature: {
    id: 'dashboard.stat.dubaiTemperature',
    defaultMessage: 'Dubai temperature',
    description: 'Metric: air temperature in Dubai',
  },
  trafficStatus: {
    id: 'dashboard.stat.trafficStatus',
    defaultMessage: 'Dubai traffic',
    description: 'Metric: traffic level in Dubai',
  },
  trafficLight: { id: 'dashboard.stat.traffic.light', defaultMessage: 'Light', description: 'Traffic level' },
  trafficModerate: { id: 'dashboard.stat.traffic.moderate', defaultMessage: 'Moderate', description: 'Traffic level' },
  trafficHeavy: { id: 'dashboard.stat.traffic.heavy', defaultMessage: 'Heavy', description: 'Traffic level' },
  categoriesHeading: {
    id: 'dashboard.overview.categoriesHeading',
    defaultMessage: 'Your features',
    description: 'Heading of the category cards',
  },
  suggestions: {
    id: 'dashboard.overview.suggestions',
    defaultMessage: 'Try one of these keywords:',
    description: 'Introduces the suggested keywords',
  },
  clearSearch: {
    id: 'dashboard.overview.clearSearch',
    defaultMessage: 'Clear Search',
    description: 'Empties the search',
  },
});

// Typed, because they take arguments.
export const argMessages: {
  updated: TypedMessageDescriptor<{ time: string }>;
  tonnes: TypedMessageDescriptor<{ value: string }>;
  more: TypedMessageDescriptor<{ count: number }>;
  resultsHeading: TypedMessageDescriptor<{ count: number; query: string }>;
  resultsLimited: TypedMessageDescriptor<{ limit: number }>;
  noResults: TypedMessageDescriptor<{ query: string }>;
} = {
  updated: defineMessage<{ time: string }>({
    id: 'dashboard.overview.updated',
    defaultMessage: 'Updated {time}',
    description: 'When the figures were computed; time is relative, e.g. "2 minutes ago"',
  }),
  tonnes: defineMessage<{ value: string }>({
    id: 'dashboard.stat.tonnes',
    defaultMessage: '{value} t',
    description: 'A mass in tonnes; value is a formatted number',
  }),
  more: defineMessage<{ count: number }>({
    id: 'dashboard.overview.more',
    defaultMessage: '+{count} more',
    description: 'A category card lists 3 features; count is the number of the others',
  }),
  resultsHeading: defineMessage<{ count: number; query: string }>({
    id: 'dashboard.overview.resultsHeading',
    defaultMessage: '{count, plural, one {# result} other {# results}} for “{query}”',
    description: 'Heading of the dashboard search results',
  }),
  resultsLimited: defineMessage<{ limit: number }>({
    id: 'dashboard.overview.resultsLimited',
    defaultMessage: 'Showing the first {limit}. Refine your search to see the others.',
    description: 'Shown when there are more results than are listed',
  }),
  noResults: defineMessage<{ query: string }>({
    id: 'dashboard.overview.noResults',
    defaultMessage: 'No features match “{query}”',
    description: 'Title of the no-results state',
  }),
};

/** Why a figure is an estimate: shown with the Estimate badge (how the built-in providers compute it). */
export const estimateMessages: Record<string, MessageDescriptor> = defineMessages({
  dubaiTemperature: {
    id: 'dashboard.estimate.temperature',
    defaultMessage: "Modelled from Dubai's monthly climate normals for this time of day, not measured by a sensor.",
    description: 'Explains the Estimate badge of the temperature card',
  },
  trafficStatus: {
    id: 'dashboard.estimate.traffic',
    defaultMessage: "Modelled from Dubai's usual traffic by time of day and weekday, not live traffic data.",
    description: 'Explains the Estimate badge of the traffic card',
  },
  carbonSaved: {
    id: 'dashboard.estimate.carbon',
    defaultMessage:
      "Calculated from this month's shipments against road-only transport, with standard emission factors.",
    description: 'Explains the Estimate badge of the CO2 card',
  },
});
