import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Plain descriptors: several take ICU arguments, which the catalogue test checks against en.json. */
const plain = <T extends Record<string, MessageDescriptor>>(descriptors: T) =>
  descriptors as { readonly [K in keyof T]: MessageDescriptor };

/** The Integration Hub (spec 001 §2, §8; issue 17). The toasts' English texts are the spec's. */
export const hubMessages = plain(
  defineMessages({
    title: { id: 'integrations.title', defaultMessage: 'Integration Hub', description: 'Section heading' },
    intro: {
      id: 'integrations.intro',
      defaultMessage:
        'Connect your online shop so that its orders become shipments and your buyers get our tracking number.',
      description: 'Text under the heading',
    },
    tabsLabel: { id: 'integrations.tabsLabel', defaultMessage: 'Integration Hub views', description: 'Tab list label' },
    tabActive: { id: 'integrations.tab.active', defaultMessage: 'Active Integrations', description: 'Tab' },
    tabMarketplace: { id: 'integrations.tab.marketplace', defaultMessage: 'API Marketplace', description: 'Tab' },
    tabCustom: { id: 'integrations.tab.custom', defaultMessage: 'Custom APIs', description: 'Tab' },
    loading: { id: 'integrations.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
    loadError: {
      id: 'integrations.loadError',
      defaultMessage: 'Could not load the integrations',
      description: 'Alert title',
    },
    retry: { id: 'integrations.retry', defaultMessage: 'Try again', description: 'Button after a load error' },
    cancel: { id: 'integrations.cancel', defaultMessage: 'Cancel', description: 'Button' },
    adminsOnly: {
      id: 'integrations.adminsOnly',
      defaultMessage: 'Only an organization admin can connect, configure or remove integrations.',
      description: 'Note for staff who are not admins',
    },
    // Active integrations
    noneConnected: {
      id: 'integrations.active.none',
      defaultMessage: 'No integration is connected yet',
      description: 'Empty state title',
    },
    noneConnectedHint: {
      id: 'integrations.active.noneHint',
      defaultMessage: 'Connect Shopify or WooCommerce from the API Marketplace.',
      description: 'Empty state text',
    },
    statusConnected: { id: 'integrations.status.connected', defaultMessage: 'Connected', description: 'Status badge' },
    statusDisconnected: {
      id: 'integrations.status.disconnected',
      defaultMessage: 'Turned off',
      description: 'Status badge',
    },
    statusError: { id: 'integrations.status.error', defaultMessage: 'Error', description: 'Status badge' },
    statusPending: { id: 'integrations.status.pending', defaultMessage: 'Not synced yet', description: 'Status badge' },
    health: { id: 'integrations.health', defaultMessage: 'Connection health', description: 'Health bar label' },
    noRuns: { id: 'integrations.noRuns', defaultMessage: 'No runs yet', description: 'Instead of the health bar' },
    dataFlow: {
      id: 'integrations.dataFlow',
      defaultMessage:
        '{incoming, plural, one {# order in} other {# orders in}} · {outgoing, plural, one {# tracking number out} other {# tracking numbers out}}',
      description: 'Data flow of the last ten runs',
    },
    moreFeatures: {
      id: 'integrations.moreFeatures',
      defaultMessage: '+{count} more',
      description: 'After the first 3 features',
    },
    lastSync: { id: 'integrations.lastSync', defaultMessage: 'Last sync: {time}', description: 'Card footer' },
    neverSynced: { id: 'integrations.neverSynced', defaultMessage: 'Never synced', description: 'Card footer' },
    sync: { id: 'integrations.sync', defaultMessage: 'Sync', description: 'Button' },
    syncing: { id: 'integrations.syncing', defaultMessage: 'Syncing…', description: 'Busy label of Sync' },
    syncComplete: { id: 'integrations.syncComplete', defaultMessage: 'Sync Complete', description: 'Toast title' },
    syncCompleteText: {
      id: 'integrations.syncCompleteText',
      defaultMessage: 'Data synchronization completed successfully',
      description: 'Toast text',
    },
    syncFailed: { id: 'integrations.syncFailed', defaultMessage: 'Sync failed: {reason}', description: 'Inline error' },
    syncFailedPlain: { id: 'integrations.syncFailedPlain', defaultMessage: 'Sync failed', description: 'Inline error' },
    skipped: {
      id: 'integrations.skipped',
      defaultMessage: '{count, plural, one {# order was skipped} other {# orders were skipped}}: {reason}',
      description: 'After a sync that left orders out; the first reason follows',
    },
    config: { id: 'integrations.config', defaultMessage: 'Config', description: 'Button opening the settings dialog' },
    configTitle: { id: 'integrations.configTitle', defaultMessage: '{name} settings', description: 'Dialog title' },
    schedule: { id: 'integrations.schedule', defaultMessage: 'Automatic sync', description: 'Field label' },
    scheduleOff: { id: 'integrations.schedule.off', defaultMessage: 'Off (Sync button only)', description: 'Option' },
    scheduleHourly: { id: 'integrations.schedule.hourly', defaultMessage: 'Every hour', description: 'Option' },
    scheduleDaily: { id: 'integrations.schedule.daily', defaultMessage: 'Once a day', description: 'Option' },
    origin: { id: 'integrations.origin', defaultMessage: 'Parcels leave from', description: 'Field label' },
    originHint: {
      id: 'integrations.originHint',
      defaultMessage: 'The origin of the shipments made from orders; Dubai, UAE when empty.',
      description: 'Field hint',
    },
    webhookUrl: {
      id: 'integrations.webhookUrl',
      defaultMessage: 'Webhook address (orders/create)',
      description: 'Label',
    },
    webhookHint: {
      id: 'integrations.webhookHint',
      defaultMessage: 'Register it in Shopify for the orders/create event; it is checked with the webhook secret.',
      description: 'Hint under the webhook address',
    },
    storedCredentials: {
      id: 'integrations.storedCredentials',
      defaultMessage: 'Stored encrypted: {list}',
      description: 'Which credentials are stored, each as name and last 4 characters',
    },
    save: { id: 'integrations.save', defaultMessage: 'Save Changes', description: 'Button' },
    saving: { id: 'integrations.saving', defaultMessage: 'Saving…', description: 'Busy label' },
    saved: { id: 'integrations.saved', defaultMessage: 'Settings saved', description: 'Toast title' },
    saveFailed: {
      id: 'integrations.saveFailed',
      defaultMessage: 'Could not save the settings',
      description: 'Toast title',
    },
    turnOff: { id: 'integrations.turnOff', defaultMessage: 'Turn off', description: 'Button' },
    turnOn: { id: 'integrations.turnOn', defaultMessage: 'Turn on', description: 'Button' },
    updated: { id: 'integrations.updated', defaultMessage: 'Integration Updated', description: 'Toast title' },
    updateFailed: { id: 'integrations.updateFailed', defaultMessage: 'Update Failed', description: 'Toast title' },
    updateFailedText: {
      id: 'integrations.updateFailedText',
      defaultMessage: 'Failed to update integration status. Please try again.',
      description: 'Toast text',
    },
    remove: { id: 'integrations.remove', defaultMessage: 'Remove', description: 'Button' },
    removeTitle: {
      id: 'integrations.removeTitle',
      defaultMessage: 'Remove {name}?',
      description: 'Confirmation title',
    },
    removeText: {
      id: 'integrations.removeText',
      defaultMessage: 'Its credentials and sync history are deleted. The shipments it created stay.',
      description: 'Confirmation text',
    },
    removed: { id: 'integrations.removed', defaultMessage: 'Integration removed', description: 'Toast title' },
    // Marketplace
    available: { id: 'integrations.available', defaultMessage: 'Available', description: 'Marketplace badge' },
    connected: { id: 'integrations.connected', defaultMessage: 'Connected', description: 'Marketplace badge' },
    onRequest: { id: 'integrations.onRequest', defaultMessage: 'On request', description: 'Marketplace badge' },
    connect: { id: 'integrations.connect', defaultMessage: 'Connect', description: 'Button' },
    connecting: {
      id: 'integrations.connecting',
      defaultMessage: 'Connecting...',
      description: 'Busy label of Connect',
    },
    connectTitle: { id: 'integrations.connectTitle', defaultMessage: 'Connect {name}', description: 'Dialog title' },
    connectText: {
      id: 'integrations.connectText',
      defaultMessage:
        'We check the credentials with a call to the store, then keep them encrypted. They are never shown again.',
      description: 'Dialog text',
    },
    connectedToast: {
      id: 'integrations.connectedToast',
      defaultMessage: 'Integration Connected',
      description: 'Toast title',
    },
    connectFailed: {
      id: 'integrations.connectFailed',
      defaultMessage: 'Connection Failed',
      description: 'Toast title',
    },
    storeUrl: { id: 'integrations.storeUrl', defaultMessage: 'Store address', description: 'Field label' },
    storeUrlHint: {
      id: 'integrations.storeUrlHint',
      defaultMessage: 'e.g. https://your-shop.myshopify.com',
      description: 'Hint',
    },
    accessToken: {
      id: 'integrations.accessToken',
      defaultMessage: 'Admin API access token',
      description: 'Field label',
    },
    webhookSecret: { id: 'integrations.webhookSecret', defaultMessage: 'Webhook secret', description: 'Field label' },
    webhookSecretHint: {
      id: 'integrations.webhookSecretHint',
      defaultMessage: "Your app's client secret; without it new orders arrive only by Sync.",
      description: 'Hint',
    },
    siteUrl: { id: 'integrations.siteUrl', defaultMessage: 'Site address', description: 'Field label' },
    siteUrlHint: {
      id: 'integrations.siteUrlHint',
      defaultMessage: 'e.g. https://shop.example.ae',
      description: 'Hint',
    },
    consumerKey: { id: 'integrations.consumerKey', defaultMessage: 'Consumer key', description: 'Field label' },
    consumerSecret: {
      id: 'integrations.consumerSecret',
      defaultMessage: 'Consumer secret',
      description: 'Field label',
    },
    request: {
      id: 'integrations.request',
      defaultMessage: 'Request',
      description: 'Button for a connector not built yet',
    },
    requestTitle: { id: 'integrations.requestTitle', defaultMessage: 'Request {name}', description: 'Dialog title' },
    requestText: {
      id: 'integrations.requestText',
      defaultMessage: 'This connector is not built yet. Tell us you need it and how you use it.',
      description: 'Dialog text',
    },
    note: { id: 'integrations.note', defaultMessage: 'Note (optional)', description: 'Field label' },
    send: { id: 'integrations.send', defaultMessage: 'Send request', description: 'Button' },
    sending: { id: 'integrations.sending', defaultMessage: 'Sending…', description: 'Busy label' },
    requested: {
      id: 'integrations.requested',
      defaultMessage: 'Requested on {date}',
      description: 'Marketplace card note',
    },
    requestedToast: { id: 'integrations.requestedToast', defaultMessage: 'Request sent', description: 'Toast title' },
    requestFailed: {
      id: 'integrations.requestFailed',
      defaultMessage: 'Could not send the request',
      description: 'Toast',
    },
    benefitsTitle: { id: 'integrations.benefits.title', defaultMessage: 'Why connect', description: 'Heading' },
    benefitOrders: {
      id: 'integrations.benefits.orders',
      defaultMessage: 'Orders become shipments without retyping them.',
      description: 'Benefit',
    },
    benefitTracking: {
      id: 'integrations.benefits.tracking',
      defaultMessage: 'Your buyers see our tracking number and link in your shop.',
      description: 'Benefit',
    },
    benefitSecrets: {
      id: 'integrations.benefits.secrets',
      defaultMessage: 'Credentials are encrypted with AES-256-GCM and never shown again.',
      description: 'Benefit',
    },
    // The admin portal
    adminRequestsTitle: {
      id: 'integrations.admin.title',
      defaultMessage: 'Connector requests',
      description: 'Admin portal section title',
    },
    adminRequestsText: {
      id: 'integrations.admin.text',
      defaultMessage: 'Connectors that organizations asked for in the Integration Hub, newest first.',
      description: 'Admin portal section text',
    },
    adminRequestsNone: { id: 'integrations.admin.none', defaultMessage: 'No requests yet', description: 'Empty state' },
    adminRequestsConnector: { id: 'integrations.admin.connector', defaultMessage: 'Connector', description: 'Column' },
    adminRequestsOrganization: {
      id: 'integrations.admin.organization',
      defaultMessage: 'Organization',
      description: 'Column',
    },
    adminRequestsBy: { id: 'integrations.admin.by', defaultMessage: 'Asked by', description: 'Column' },
    adminRequestsWhen: { id: 'integrations.admin.when', defaultMessage: 'Date', description: 'Column' },
    adminRequestsNote: { id: 'integrations.admin.note', defaultMessage: 'Note', description: 'Column' },
    // Custom APIs
    addApi: { id: 'integrations.custom.add', defaultMessage: 'Add your API', description: 'Button and dialog title' },
    addApiText: {
      id: 'integrations.custom.addText',
      defaultMessage: 'Test calls it with your key. Private and local addresses are refused.',
      description: 'Dialog text',
    },
    apiName: { id: 'integrations.custom.name', defaultMessage: 'Name', description: 'Field label and column' },
    endpoint: { id: 'integrations.custom.endpoint', defaultMessage: 'Endpoint', description: 'Field label and column' },
    method: { id: 'integrations.custom.method', defaultMessage: 'Method', description: 'Field label and column' },
    apiKey: { id: 'integrations.custom.apiKey', defaultMessage: 'API key', description: 'Field label' },
    newApiKey: {
      id: 'integrations.custom.newApiKey',
      defaultMessage: 'New API key (leave empty to keep ••••{last4})',
      description: 'Field label in Configure',
    },
    authHeader: {
      id: 'integrations.custom.authHeader',
      defaultMessage: 'Key header (optional)',
      description: 'Field label',
    },
    authHeaderHint: {
      id: 'integrations.custom.authHeaderHint',
      defaultMessage: 'e.g. X-Api-Key; empty: Authorization: Bearer',
      description: 'Hint',
    },
    description: { id: 'integrations.custom.description', defaultMessage: 'Description', description: 'Field label' },
    add: { id: 'integrations.custom.submit', defaultMessage: 'Add API', description: 'Button' },
    adding: { id: 'integrations.custom.adding', defaultMessage: 'Adding…', description: 'Busy label' },
    added: { id: 'integrations.custom.added', defaultMessage: 'API Added Successfully', description: 'Toast title' },
    addFailed: { id: 'integrations.custom.addFailed', defaultMessage: 'Failed to Add API', description: 'Toast title' },
    addFailedText: {
      id: 'integrations.custom.addFailedText',
      defaultMessage: 'There was an error adding your custom API. Please try again.',
      description: 'Toast text',
    },
    noApis: { id: 'integrations.custom.none', defaultMessage: 'No custom API yet', description: 'Empty state' },
    connectedSystems: {
      id: 'integrations.custom.systems',
      defaultMessage: 'Connected systems',
      description: 'Table caption',
    },
    apiStatus: { id: 'integrations.custom.status', defaultMessage: 'Status', description: 'Column' },
    statusActive: { id: 'integrations.custom.active', defaultMessage: 'Active', description: 'Badge' },
    statusTesting: { id: 'integrations.custom.testing', defaultMessage: 'Testing', description: 'Badge' },
    usage: { id: 'integrations.custom.usage', defaultMessage: 'Calls', description: 'Column' },
    usageValue: {
      id: 'integrations.custom.usageValue',
      defaultMessage: '{count, plural, one {# call} other {# calls}}, {rate} errors',
      description: 'Call count and error rate',
    },
    lastUsed: { id: 'integrations.custom.lastUsed', defaultMessage: 'Last used', description: 'Column' },
    never: { id: 'integrations.custom.never', defaultMessage: 'Never', description: 'Last used: never' },
    test: { id: 'integrations.custom.test', defaultMessage: 'Test', description: 'Button' },
    testing: { id: 'integrations.custom.testingBusy', defaultMessage: 'Testing…', description: 'Busy label of Test' },
    testOk: {
      id: 'integrations.custom.testOk',
      defaultMessage: 'HTTP {status} in {ms} ms',
      description: 'Result of a successful test call',
    },
    testFailed: {
      id: 'integrations.custom.testFailed',
      defaultMessage: 'Failed after {ms} ms: {error}',
      description: 'Result of a failed test call',
    },
    rowActions: {
      id: 'integrations.custom.rowActions',
      defaultMessage: 'Actions for {name}',
      description: 'Group label of a row of the connected systems',
    },
    configure: { id: 'integrations.custom.configure', defaultMessage: 'Configure', description: 'Button' },
    configureTitle: {
      id: 'integrations.custom.configureTitle',
      defaultMessage: 'Configure {name}',
      description: 'Title',
    },
    deleted: { id: 'integrations.custom.deleted', defaultMessage: 'API Deleted', description: 'Toast title' },
    deleteFailed: {
      id: 'integrations.custom.deleteFailed',
      defaultMessage: 'Delete Failed',
      description: 'Toast title',
    },
    deleteFailedText: {
      id: 'integrations.custom.deleteFailedText',
      defaultMessage: 'Failed to delete the API. Please try again.',
      description: 'Toast text',
    },
    removeApiText: {
      id: 'integrations.custom.removeText',
      defaultMessage: 'Its key and recorded calls are deleted.',
      description: 'Confirmation text',
    },
  }),
);

/** Catalogue categories and features (INTEGRATION_CATEGORIES, INTEGRATION_FEATURES). */
export const catalogueMessages = plain(
  defineMessages({
    erp: { id: 'integrations.category.erp', defaultMessage: 'ERP', description: 'Catalogue category' },
    ecommerce: {
      id: 'integrations.category.ecommerce',
      defaultMessage: 'E-commerce',
      description: 'Catalogue category',
    },
    logistics: {
      id: 'integrations.category.logistics',
      defaultMessage: 'Logistics',
      description: 'Catalogue category',
    },
    warehouse: {
      id: 'integrations.category.warehouse',
      defaultMessage: 'Warehouse',
      description: 'Catalogue category',
    },
    accounting: {
      id: 'integrations.category.accounting',
      defaultMessage: 'Accounting',
      description: 'Catalogue category',
    },
    order_import: {
      id: 'integrations.feature.orderImport',
      defaultMessage: 'Orders become shipments',
      description: 'Feature',
    },
    fulfilment_tracking: {
      id: 'integrations.feature.fulfilmentTracking',
      defaultMessage: 'Tracking sent back',
      description: 'Feature',
    },
    order_notes: {
      id: 'integrations.feature.orderNotes',
      defaultMessage: 'Tracking in order notes',
      description: 'Feature',
    },
    webhooks: { id: 'integrations.feature.webhooks', defaultMessage: 'New orders by webhook', description: 'Feature' },
    scheduled_sync: {
      id: 'integrations.feature.scheduledSync',
      defaultMessage: 'Hourly or daily sync',
      description: 'Feature',
    },
    inventory: { id: 'integrations.feature.inventory', defaultMessage: 'Inventory', description: 'Feature' },
    invoices: { id: 'integrations.feature.invoices', defaultMessage: 'Invoices', description: 'Feature' },
    customers: {
      id: 'integrations.feature.customers',
      defaultMessage: 'Buyers matched to customers',
      description: 'Feature',
    },
    rates: { id: 'integrations.feature.rates', defaultMessage: 'Carrier rates', description: 'Feature' },
    pickups: { id: 'integrations.feature.pickups', defaultMessage: 'Pick-ups', description: 'Feature' },
    warehouses: { id: 'integrations.feature.warehouses', defaultMessage: 'Warehouse stock', description: 'Feature' },
  }),
);
