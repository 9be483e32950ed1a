import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const insightsMessages = defineMessages({
  title: { id: 'insights.title', defaultMessage: 'Business Intelligence', description: 'Label of the section' },
  subtitle: {
    id: 'insights.subtitle',
    defaultMessage:
      'Your shipments over a period: volume, punctuality, transit and customs times, exceptions and customers, computed from your records.',
    description: 'Intro of the Business Intelligence section',
  },
  loadError: {
    id: 'insights.loadError',
    defaultMessage: 'Business intelligence could not be loaded',
    description: 'Title of the error when the section failed to load',
  },
  loading: { id: 'insights.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  retry: { id: 'insights.retry', defaultMessage: 'Try again', description: 'Button to load the data again' },
  period: { id: 'insights.filter.period', defaultMessage: 'Period', description: 'Label of the date-range preset' },
  custom: { id: 'insights.filter.custom', defaultMessage: 'Custom dates', description: 'Period option: own dates' },
  from: { id: 'insights.filter.from', defaultMessage: 'From', description: 'Label of the start date' },
  to: { id: 'insights.filter.to', defaultMessage: 'To', description: 'Label of the end date' },
  lane: { id: 'insights.filter.lane', defaultMessage: 'Lane', description: 'Filter label: origin to destination' },
  service: { id: 'insights.filter.service', defaultMessage: 'Service', description: 'Filter label: shipping service' },
  customer: { id: 'insights.filter.customer', defaultMessage: 'Customer', description: 'Filter label: customer' },
  all: { id: 'insights.filter.all', defaultMessage: 'All', description: 'Filter option: no filter' },
  exportCsv: { id: 'insights.export', defaultMessage: 'Export CSV', description: 'Button: download the report' },
  booked: { id: 'insights.stat.booked', defaultMessage: 'Shipments booked', description: 'Stat label' },
  declaredValue: {
    id: 'insights.stat.declaredValue',
    defaultMessage: 'Declared value',
    description: 'Stat label: sum of the declared values of the goods (not revenue)',
  },
  declaredValueHint: {
    id: 'insights.stat.declaredValue.hint',
    defaultMessage: 'What shippers declared for their goods; not your revenue',
    description: 'Hint under the declared value',
  },
  onTimeRate: { id: 'insights.stat.onTime', defaultMessage: 'On-time rate', description: 'Stat label' },
  noRate: { id: 'insights.stat.noRate', defaultMessage: 'No data', description: 'A figure without any data' },
  avgTransit: { id: 'insights.stat.transit', defaultMessage: 'Average transit', description: 'Stat label' },
  transitHint: {
    id: 'insights.stat.transit.hint',
    defaultMessage: 'From booking to delivery',
    description: 'How transit time is measured',
  },
  avgDwell: { id: 'insights.stat.dwell', defaultMessage: 'Average customs dwell', description: 'Stat label' },
  exceptions: { id: 'insights.stat.exceptions', defaultMessage: 'Exceptions', description: 'Stat label' },
  exceptionsHint: {
    id: 'insights.stat.exceptions.hint',
    defaultMessage: 'Delays, and customs holds with a known cause',
    description: 'What counts as an exception',
  },
  volumeHeading: { id: 'insights.volume.heading', defaultMessage: 'Bookings per week', description: 'Chart title' },
  week: { id: 'insights.volume.week', defaultMessage: 'Week of', description: 'Chart column: the week start' },
  shipments: { id: 'insights.shipments', defaultMessage: 'Shipments', description: 'Column: number of shipments' },
  transitHeading: {
    id: 'insights.transit.heading',
    defaultMessage: 'Transit by lane and service',
    description: 'Table title',
  },
  transitNote: {
    id: 'insights.transit.note',
    defaultMessage:
      'Shipments delivered in the period. On time: delivered by the end of the promised day (Dubai time).',
    description: 'Explains the transit table',
  },
  delivered: { id: 'insights.delivered', defaultMessage: 'Delivered', description: 'Column: delivered shipments' },
  onTime: { id: 'insights.onTime', defaultMessage: 'On time', description: 'Column: on-time deliveries' },
  days: { id: 'insights.days', defaultMessage: 'Days', description: 'Column: mean transit days' },
  exceptionsHeading: {
    id: 'insights.exceptions.heading',
    defaultMessage: 'Exceptions by cause',
    description: 'Chart title',
  },
  cause: { id: 'insights.cause', defaultMessage: 'Cause', description: 'Chart column: the cause' },
  events: { id: 'insights.events', defaultMessage: 'Events', description: 'Chart column: number of events' },
  customersHeading: { id: 'insights.customers.heading', defaultMessage: 'Top customers', description: 'Table title' },
  noData: {
    id: 'insights.noData',
    defaultMessage: 'No shipments in this period.',
    description: 'Empty state of a table or chart',
  },
  causeWeather: { id: 'insights.cause.weather', defaultMessage: 'Weather', description: 'Exception cause' },
  causeCustomsInspection: {
    id: 'insights.cause.customsInspection',
    defaultMessage: 'Customs inspection',
    description: 'Exception cause',
  },
  causeMissingDocuments: {
    id: 'insights.cause.missingDocuments',
    defaultMessage: 'Missing documents',
    description: 'Exception cause',
  },
  causeCapacity: { id: 'insights.cause.capacity', defaultMessage: 'Capacity', description: 'Exception cause' },
  causeAddressIssue: {
    id: 'insights.cause.addressIssue',
    defaultMessage: 'Address issue',
    description: 'Exception cause',
  },
  causeMechanical: { id: 'insights.cause.mechanical', defaultMessage: 'Mechanical', description: 'Exception cause' },
  causeOther: { id: 'insights.cause.other', defaultMessage: 'Other', description: 'Exception cause' },
  causeUnspecified: {
    id: 'insights.cause.unspecified',
    defaultMessage: 'Unspecified',
    description: 'Exception cause: none recorded',
  },
});

export const insightsArgMessages: {
  lastDays: TypedMessageDescriptor<{ days: number }>;
  onTimeOf: TypedMessageDescriptor<{ onTime: number; total: number }>;
  onTimeCell: TypedMessageDescriptor<{ onTime: number; total: number }>;
  daysValue: TypedMessageDescriptor<{ days: number }>;
  hoursValue: TypedMessageDescriptor<{ hours: number }>;
  customsStops: TypedMessageDescriptor<{ count: number }>;
} = {
  lastDays: defineMessage<{ days: number }>({
    id: 'insights.filter.lastDays',
    defaultMessage: '{days, plural, one {Last # day} other {Last # days}}',
    description: 'Period option',
  }),
  onTimeOf: defineMessage<{ onTime: number; total: number }>({
    id: 'insights.stat.onTime.hint',
    defaultMessage: '{onTime, number} of {total, number} deliveries with a promised date',
    description: 'Hint under the on-time rate',
  }),
  onTimeCell: defineMessage<{ onTime: number; total: number }>({
    id: 'insights.onTimeOf',
    defaultMessage: '{onTime, number} of {total, number}',
    description: 'Transit table cell: on-time deliveries out of those with a promised date',
  }),
  daysValue: defineMessage<{ days: number }>({
    id: 'insights.value.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'A duration in days (may be fractional, e.g. 2.4 days)',
  }),
  hoursValue: defineMessage<{ hours: number }>({
    id: 'insights.value.hours',
    defaultMessage: '{hours, plural, one {# hour} other {# hours}}',
    description: 'A duration in hours (may be fractional)',
  }),
  customsStops: defineMessage<{ count: number }>({
    id: 'insights.stat.dwell.hint',
    defaultMessage: '{count, plural, =0 {No customs stops} one {# customs stop} other {# customs stops}}',
    description: 'Hint under the customs dwell: how many stops it averages',
  }),
};
