import {
  type CustomApiConnector,
  INTEGRATION_CATALOGUE,
  type Integration,
  type MarketplaceEntry,
  type SyncRun,
} from '@qafila/contracts';

export const fixtureIntegrations: Integration[] = [
  {
    id: 1,
    catalogueId: 'shopify',
    name: 'Shopify',
    category: 'ecommerce',
    status: 'connected',
    description: 'https://gulf-gadgets.myshopify.com',
    features: ['order_import', 'fulfilment_tracking', 'webhooks', 'scheduled_sync', 'customers'],
    enabled: true,
    schedule: 'hourly',
    lastSync: '2026-11-24T09:30:00.000Z',
    connectionHealth: 90,
    dataFlow: { incoming: 42, outgoing: 40 },
    lastError: null,
    webhookUrl: 'https://app.qafila.ae/api/integrations/shopify/webhook/Zk3u1xYq0bH9wQ2mV7cN5rT8pL4sD6aE',
    credentials: [
      { field: 'accessToken', last4: '9f2c' },
      { field: 'webhookSecret', last4: 'e81a' },
    ],
  },
  {
    id: 2,
    catalogueId: 'woocommerce',
    name: 'WooCommerce',
    category: 'ecommerce',
    status: 'error',
    description: 'https://souq.example.ae',
    features: ['order_import', 'order_notes', 'scheduled_sync', 'customers'],
    enabled: true,
    schedule: 'off',
    lastSync: '2026-11-24T08:00:00.000Z',
    connectionHealth: 60,
    dataFlow: { incoming: 7, outgoing: 7 },
    lastError: 'The store refused the credentials (HTTP 401)',
    webhookUrl: null,
    credentials: [
      { field: 'consumerKey', last4: '4567' },
      { field: 'consumerSecret', last4: '0a1b' },
    ],
  },
];

export const fixtureCatalogue: MarketplaceEntry[] = INTEGRATION_CATALOGUE.map((e) => ({
  id: e.id,
  name: e.name,
  category: e.category,
  features: [...e.features],
  implemented: e.implemented,
  connected: e.id === 'shopify',
  requestedAt: e.id === 'sap' ? '2026-11-20T10:00:00.000Z' : null,
}));

export const fixtureCustomApis: CustomApiConnector[] = [
  {
    name: 'Warehouse stock',
    endpoint: 'https://wms.gulfcargo.ae/api/v2/stock',
    method: 'GET',
    status: 'active',
    lastUsed: '2026-11-24T07:15:00.000Z',
    requestCount: 12,
    errorRate: 8.3,
    isCustom: true,
    description: 'Stock levels at Jebel Ali',
    authHeader: 'X-Api-Key',
    keyLast4: 'a9f0',
  },
];

export const fixtureRun: SyncRun = {
  id: 9,
  trigger: 'manual',
  startedAt: '2026-11-24T10:00:00.000Z',
  finishedAt: '2026-11-24T10:00:01.200Z',
  durationMs: 1200,
  incoming: 3,
  outgoing: 3,
  failed: 1,
  outcome: 'partial',
  error: null,
  errors: ['Order #1002: no active customer with the e-mail stranger@example.com'],
};
