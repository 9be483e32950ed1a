import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const sreMessages = defineMessages({
  title: {
    id: 'sre.title',
    defaultMessage: 'Platform monitoring',
    description: 'Heading of the SRE tab (super admin)',
  },
  traffic: {
    id: 'sre.traffic',
    defaultMessage: 'Requests and server errors per minute',
    description: 'Line chart: API requests and 5xx answers over the window',
  },
  latency: {
    id: 'sre.latency',
    defaultMessage: 'Response time (ms)',
    description: 'Line chart: p50, p95 and p99 of the answers over the window',
  },
  time: { id: 'sre.time', defaultMessage: 'Time', description: 'Header of the charts’ time column' },
  requests: { id: 'sre.requests', defaultMessage: 'Requests', description: 'Series: API requests' },
  errors: { id: 'sre.errors', defaultMessage: 'Server errors', description: 'Series: 5xx answers' },
  statusByRoute: {
    id: 'sre.statusByRoute',
    defaultMessage: 'Status codes per route',
    description: 'Table: answers per status class for each route template',
  },
  route: { id: 'sre.route', defaultMessage: 'Route', description: 'Column: route template' },
  success: { id: 'sre.success', defaultMessage: '2xx/3xx', description: 'Column: successful answers' },
  clientErrors: { id: 'sre.clientErrors', defaultMessage: '4xx', description: 'Column: client errors' },
  serverErrors: { id: 'sre.serverErrors', defaultMessage: '5xx', description: 'Column: server errors' },
  noTraffic: { id: 'sre.noTraffic', defaultMessage: 'No traffic in this window', description: 'Empty routes table' },
  webVitals: {
    id: 'sre.webVitals',
    defaultMessage: 'Web vitals (p75) per page',
    description: 'Table: real-user monitoring p75 per page, device and metric',
  },
  page: { id: 'sre.page', defaultMessage: 'Page', description: 'Column: page of the web app' },
  device: { id: 'sre.device', defaultMessage: 'Device', description: 'Column: device class' },
  metric: { id: 'sre.metric', defaultMessage: 'Metric', description: 'Column: web vital' },
  p75: { id: 'sre.p75', defaultMessage: 'p75', description: 'Column: 75th percentile' },
  samples: { id: 'sre.samples', defaultMessage: 'Samples', description: 'Column: number of reports' },
  noData: { id: 'sre.noData', defaultMessage: 'No data', description: 'No real-user reports yet' },
  edit: { id: 'sre.edit', defaultMessage: 'Edit', description: 'Button: edit a budget' },
  editTitle: { id: 'sre.editTitle', defaultMessage: 'Edit budget', description: 'Title of the budget dialog' },
  threshold: { id: 'sre.threshold', defaultMessage: 'Threshold', description: 'Field: the budget’s limit' },
  windowMinutes: {
    id: 'sre.windowMinutes',
    defaultMessage: 'Window (minutes, 5–1440)',
    description: 'Field: the budget’s window',
  },
  save: { id: 'sre.save', defaultMessage: 'Save', description: 'Button: save the budget' },
  saving: { id: 'sre.saving', defaultMessage: 'Saving…', description: 'Busy label of the save button' },
  saved: { id: 'sre.saved', defaultMessage: 'Budget saved', description: 'Toast after saving a budget' },
  saveFailed: { id: 'sre.saveFailed', defaultMessage: 'The budget was not saved', description: 'Toast on failure' },
  security: { id: 'sre.security', defaultMessage: 'Security signals', description: 'Heading of the security part' },
  alerts: { id: 'sre.alerts', defaultMessage: 'Platform alerts', description: 'Heading of the alerts part' },
});

export const sreArgMessages: { device: TypedMessageDescriptor<{ device: string }> } = {
  device: defineMessage<{ device: string }>({
    id: 'sre.deviceName',
    defaultMessage: '{device, select, mobile {Mobile} desktop {Desktop} other {Other}}',
    description: 'A device class of real-user monitoring',
  }),
};
