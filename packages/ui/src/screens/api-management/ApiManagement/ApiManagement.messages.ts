import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const apiManagementMessages = defineMessages({
  title: { id: 'apiManagement.title', defaultMessage: 'API management', description: 'Label of the API section' },
  subtitle: {
    id: 'apiManagement.subtitle',
    defaultMessage:
      'Connect your own systems: API keys for the public API, signed webhooks for events, and how your organization uses the API.',
    description: 'Intro of the API management section',
  },
  loadError: {
    id: 'apiManagement.loadError',
    defaultMessage: 'The API usage could not be loaded',
    description: 'Title of the error when the section failed to load',
  },
  loading: { id: 'apiManagement.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  retry: { id: 'apiManagement.retry', defaultMessage: 'Try again', description: 'Button to load the data again' },
  failed: {
    id: 'apiManagement.failed',
    defaultMessage: 'That did not work',
    description: 'Toast title when an action was refused',
  },
  actions: { id: 'apiManagement.actions', defaultMessage: 'Actions', description: 'Header of the row actions column' },
  never: { id: 'apiManagement.never', defaultMessage: 'Never', description: 'A key or endpoint not used yet' },
  copy: { id: 'apiManagement.copy', defaultMessage: 'Copy', description: 'Button copying a secret' },
  copied: { id: 'apiManagement.copied', defaultMessage: 'Copied', description: 'Toast after copying' },
  copyFailed: {
    id: 'apiManagement.copyFailed',
    defaultMessage: 'Could not copy: select the text and copy it yourself',
    description: 'Toast when the clipboard refused',
  },
  close: { id: 'apiManagement.close', defaultMessage: 'Close', description: 'Button closing a dialog' },
  shownOnce: {
    id: 'apiManagement.shownOnce',
    defaultMessage: 'Copy it now and keep it safe: Qafila stores only a fingerprint of it and will not show it again.',
    description: 'Warning in the dialog showing a new key or signing secret',
  },

  // Usage
  usage: { id: 'apiManagement.usage', defaultMessage: 'Usage, last 30 days', description: 'Heading of the usage part' },
  usageNote: {
    id: 'apiManagement.usageNote',
    defaultMessage: 'Every call of your organization counts: from the Qafila app and with API keys.',
    description: 'What the usage figures count',
  },
  calls: { id: 'apiManagement.calls', defaultMessage: 'Calls', description: 'Stat: API calls' },
  keyCalls: {
    id: 'apiManagement.keyCalls',
    defaultMessage: 'With API keys',
    description: 'Stat: calls made with keys',
  },
  errors: { id: 'apiManagement.errors', defaultMessage: 'Error answers', description: 'Stat: answers 400 and above' },
  deliveries: {
    id: 'apiManagement.deliveries',
    defaultMessage: 'Webhook deliveries, 24 h',
    description: 'Stat: webhook deliveries of the last day',
  },
  callsPerDay: { id: 'apiManagement.callsPerDay', defaultMessage: 'Calls per day', description: 'Chart title' },
  day: { id: 'apiManagement.day', defaultMessage: 'Day', description: 'Chart category header' },
  byEndpoint: {
    id: 'apiManagement.byEndpoint',
    defaultMessage: 'By endpoint',
    description: 'Heading of the table of calls per route',
  },
  endpoint: { id: 'apiManagement.endpoint', defaultMessage: 'Endpoint', description: 'Column: API route' },
  avgLatency: { id: 'apiManagement.avgLatency', defaultMessage: 'Average time', description: 'Column: mean latency' },
  noCalls: {
    id: 'apiManagement.noCalls',
    defaultMessage: 'No calls in the last 30 days',
    description: 'Empty table of calls per route',
  },

  // Keys
  keys: { id: 'apiManagement.keys', defaultMessage: 'API keys', description: 'Heading of the keys part' },
  keysIntro: {
    id: 'apiManagement.keysIntro',
    defaultMessage:
      'Send a key as “Authorization: Bearer qk_live_…”. It acts for your organization, only on the endpoints its scopes allow.',
    description: 'How keys are used',
  },
  createKey: { id: 'apiManagement.createKey', defaultMessage: 'Create key', description: 'Button opening the dialog' },
  name: { id: 'apiManagement.name', defaultMessage: 'Name', description: 'Field/column: key name' },
  prefix: { id: 'apiManagement.prefix', defaultMessage: 'Key', description: 'Column: the visible start of a key' },
  scopes: { id: 'apiManagement.scopes', defaultMessage: 'Scopes', description: 'Field/column: what a key may do' },
  lastUsed: { id: 'apiManagement.lastUsed', defaultMessage: 'Last used', description: 'Column: last use of a key' },
  status: { id: 'apiManagement.status', defaultMessage: 'Status', description: 'Column: status' },
  active: { id: 'apiManagement.active', defaultMessage: 'Active', description: 'Status of a live key' },
  revoked: { id: 'apiManagement.revoked', defaultMessage: 'Revoked', description: 'Status of a revoked key' },
  revoke: { id: 'apiManagement.revoke', defaultMessage: 'Revoke', description: 'Button revoking a key' },
  revokedToast: {
    id: 'apiManagement.revokedToast',
    defaultMessage: 'Key revoked: its calls are refused from now on',
    description: 'Toast after revoking a key',
  },
  noKeys: { id: 'apiManagement.noKeys', defaultMessage: 'No API keys yet', description: 'Empty list of keys' },
  createKeyTitle: { id: 'apiManagement.createKeyTitle', defaultMessage: 'New API key', description: 'Dialog title' },
  create: { id: 'apiManagement.create', defaultMessage: 'Create', description: 'Submit button of the key dialog' },
  creating: { id: 'apiManagement.creating', defaultMessage: 'Creating…', description: 'Busy label' },
  keyCreatedTitle: {
    id: 'apiManagement.keyCreatedTitle',
    defaultMessage: 'Your new API key',
    description: 'Title of the dialog showing a new key once',
  },
  scopeShipmentsRead: {
    id: 'apiManagement.scope.shipmentsRead',
    defaultMessage: 'Read shipments',
    description: 'API key scope shipments:read',
  },
  scopeShipmentsWrite: {
    id: 'apiManagement.scope.shipmentsWrite',
    defaultMessage: 'Create shipments and change their status',
    description: 'API key scope shipments:write',
  },
  scopeTrackingRead: {
    id: 'apiManagement.scope.trackingRead',
    defaultMessage: 'Track shipments',
    description: 'API key scope tracking:read',
  },
  scopeDocumentsRead: {
    id: 'apiManagement.scope.documentsRead',
    defaultMessage: 'Read documents',
    description: 'API key scope documents:read',
  },
  scopeWebhooksManage: {
    id: 'apiManagement.scope.webhooksManage',
    defaultMessage: 'Manage webhooks',
    description: 'API key scope webhooks:manage',
  },

  // Webhooks
  webhooks: { id: 'apiManagement.webhooks', defaultMessage: 'Webhooks', description: 'Heading of the webhooks part' },
  webhooksIntro: {
    id: 'apiManagement.webhooksIntro',
    defaultMessage:
      'Qafila POSTs each event to your URL, signed in the Qafila-Signature header, and retries for 24 hours when it fails.',
    description: 'How webhooks work',
  },
  addWebhook: { id: 'apiManagement.addWebhook', defaultMessage: 'Add endpoint', description: 'Button/dialog title' },
  url: { id: 'apiManagement.url', defaultMessage: 'URL', description: 'Field/column: webhook URL' },
  description: { id: 'apiManagement.description', defaultMessage: 'Description', description: 'Field: description' },
  events: { id: 'apiManagement.events', defaultMessage: 'Events', description: 'Field/column: subscribed events' },
  enabled: { id: 'apiManagement.enabled', defaultMessage: 'Enabled', description: 'Status of a webhook endpoint' },
  disabled: { id: 'apiManagement.disabled', defaultMessage: 'Disabled', description: 'Status of a webhook endpoint' },
  lastDelivery: {
    id: 'apiManagement.lastDelivery',
    defaultMessage: 'Last delivery',
    description: 'Column: last successful delivery',
  },
  noWebhooks: {
    id: 'apiManagement.noWebhooks',
    defaultMessage: 'No webhook endpoints yet',
    description: 'Empty list of webhook endpoints',
  },
  add: { id: 'apiManagement.add', defaultMessage: 'Add', description: 'Submit button of the webhook dialog' },
  adding: { id: 'apiManagement.adding', defaultMessage: 'Adding…', description: 'Busy label' },
  secretTitle: {
    id: 'apiManagement.secretTitle',
    defaultMessage: 'Signing secret',
    description: 'Title of the dialog showing a webhook signing secret once',
  },
  showDeliveries: {
    id: 'apiManagement.showDeliveries',
    defaultMessage: 'Deliveries',
    description: 'Button opening the delivery log',
  },
  sendTest: { id: 'apiManagement.sendTest', defaultMessage: 'Send test event', description: 'Button' },
  turnOff: { id: 'apiManagement.turnOff', defaultMessage: 'Turn off', description: 'Button disabling an endpoint' },
  turnOn: { id: 'apiManagement.turnOn', defaultMessage: 'Turn on', description: 'Button enabling an endpoint' },
  remove: { id: 'apiManagement.remove', defaultMessage: 'Remove', description: 'Button removing an endpoint' },
  removed: { id: 'apiManagement.removed', defaultMessage: 'Endpoint removed', description: 'Toast' },
  testSent: {
    id: 'apiManagement.testSent',
    defaultMessage: 'Test event delivered',
    description: 'Toast after a delivered test event',
  },
  testFailed: {
    id: 'apiManagement.testFailed',
    defaultMessage: 'The test event was not delivered',
    description: 'Toast after a failed test event',
  },
  deliveryLog: {
    id: 'apiManagement.deliveryLog',
    defaultMessage: 'Delivery log',
    description: 'Title of the deliveries dialog',
  },
  noDeliveries: {
    id: 'apiManagement.noDeliveries',
    defaultMessage: 'Nothing delivered yet',
    description: 'Empty delivery log',
  },
  event: { id: 'apiManagement.event', defaultMessage: 'Event', description: 'Column: event type' },
  attempts: { id: 'apiManagement.attempts', defaultMessage: 'Attempts', description: 'Column: attempts made' },
  response: { id: 'apiManagement.response', defaultMessage: 'Answer', description: 'Column: HTTP status and time' },
  when: { id: 'apiManagement.when', defaultMessage: 'When', description: 'Column: time of the event' },
  redeliver: { id: 'apiManagement.redeliver', defaultMessage: 'Send again', description: 'Button redelivering' },
  delivered: { id: 'apiManagement.delivered', defaultMessage: 'Delivered', description: 'Delivery status' },
  pending: { id: 'apiManagement.pending', defaultMessage: 'Retrying', description: 'Delivery status: will retry' },
  failedStatus: { id: 'apiManagement.failedStatus', defaultMessage: 'Failed', description: 'Delivery status' },
  eventShipmentCreated: {
    id: 'apiManagement.event.shipmentCreated',
    defaultMessage: 'Shipment created',
    description: 'Webhook event shipment.created',
  },
  eventShipmentStatus: {
    id: 'apiManagement.event.shipmentStatusChanged',
    defaultMessage: 'Shipment status changed',
    description: 'Webhook event shipment.status_changed',
  },
  eventDocumentReviewed: {
    id: 'apiManagement.event.documentReviewed',
    defaultMessage: 'Document reviewed',
    description: 'Webhook event document.reviewed',
  },
  eventChatHandoff: {
    id: 'apiManagement.event.chatHandoff',
    defaultMessage: 'Chat handed to the team',
    description: 'Webhook event chat.handoff',
  },
  eventPing: { id: 'apiManagement.event.ping', defaultMessage: 'Test event', description: 'Webhook event ping' },
});

export const apiManagementArgMessages: {
  errorRate: TypedMessageDescriptor<{ rate: string }>;
  deliveredFailed: TypedMessageDescriptor<{ delivered: string; failed: string; pending: string }>;
  keysHint: TypedMessageDescriptor<{ active: number }>;
  ms: TypedMessageDescriptor<{ ms: string }>;
  failures: TypedMessageDescriptor<{ count: number }>;
  rowActions: TypedMessageDescriptor<{ name: string }>;
  deliveryLogOf: TypedMessageDescriptor<{ url: string }>;
} = {
  errorRate: defineMessage<{ rate: string }>({
    id: 'apiManagement.errorRate',
    defaultMessage: '{rate} of calls',
    description: 'Hint under the error count: {rate} is a percentage',
  }),
  deliveredFailed: defineMessage<{ delivered: string; failed: string; pending: string }>({
    id: 'apiManagement.deliveredFailed',
    defaultMessage: '{delivered} delivered, {failed} failed, {pending} retrying',
    description: 'Webhook deliveries of the last day by outcome',
  }),
  keysHint: defineMessage<{ active: number }>({
    id: 'apiManagement.keysHint',
    defaultMessage: '{active, plural, =0 {No active keys} one {# active key} other {# active keys}}',
    description: 'Hint under the key calls figure',
  }),
  ms: defineMessage<{ ms: string }>({
    id: 'apiManagement.ms',
    defaultMessage: '{ms} ms',
    description: 'A time in milliseconds',
  }),
  failures: defineMessage<{ count: number }>({
    id: 'apiManagement.failures',
    defaultMessage: '{count, plural, one {# failure in a row} other {# failures in a row}}',
    description: 'Consecutive failed deliveries of an endpoint',
  }),
  rowActions: defineMessage<{ name: string }>({
    id: 'apiManagement.rowActions',
    defaultMessage: 'Actions for {name}',
    description: 'Accessible name of the row actions group',
  }),
  deliveryLogOf: defineMessage<{ url: string }>({
    id: 'apiManagement.deliveryLogOf',
    defaultMessage: 'Newest deliveries to {url}',
    description: 'Description of the delivery log dialog',
  }),
};
