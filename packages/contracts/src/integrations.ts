import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { safeText } from './text.ts';

/**
 * The Integration Hub (spec 001 §2 "Integration Hub", issue 17, ADR 0031): the catalogue of connectors, the
 * organization's connected e-commerce stores (Shopify, WooCommerce) with their recorded sync runs, and its custom
 * REST APIs with their recorded test calls. Credentials are write-only: no response ever carries one.
 */

export const INTEGRATION_CATEGORIES = ['erp', 'ecommerce', 'logistics', 'warehouse', 'accounting'] as const;
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

/** What a connector does; the UI names each in the reader's language. */
export const INTEGRATION_FEATURES = [
  'order_import',
  'fulfilment_tracking',
  'order_notes',
  'webhooks',
  'scheduled_sync',
  'inventory',
  'invoices',
  'customers',
  'rates',
  'pickups',
  'warehouses',
] as const;
export type IntegrationFeature = (typeof INTEGRATION_FEATURES)[number];

/** The connectors that can be connected today; the rest of the catalogue can be requested. */
export const CONNECTOR_KINDS = ['shopify', 'woocommerce'] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];

export interface CatalogueEntry {
  id: string;
  /** A product name, the same in every language. */
  name: string;
  category: IntegrationCategory;
  features: readonly IntegrationFeature[];
  /** True: Connect works; false: "Request" records that the organization wants it. */
  implemented: boolean;
}

const entry = (
  id: string,
  name: string,
  category: IntegrationCategory,
  features: readonly IntegrationFeature[],
  implemented = false,
): CatalogueEntry => ({ id, name, category, features, implemented });

/** The Marketplace, in display order. Honest: only `implemented` entries connect. */
export const INTEGRATION_CATALOGUE: readonly CatalogueEntry[] = [
  entry(
    'shopify',
    'Shopify',
    'ecommerce',
    ['order_import', 'fulfilment_tracking', 'webhooks', 'scheduled_sync', 'customers'],
    true,
  ),
  entry(
    'woocommerce',
    'WooCommerce',
    'ecommerce',
    ['order_import', 'order_notes', 'scheduled_sync', 'customers'],
    true,
  ),
  entry('sap', 'SAP S/4HANA', 'erp', ['order_import', 'inventory', 'invoices']),
  entry('oracle-netsuite', 'Oracle NetSuite', 'erp', ['order_import', 'inventory', 'invoices']),
  entry('odoo', 'Odoo', 'erp', ['order_import', 'inventory', 'invoices', 'customers']),
  entry('aramex', 'Aramex', 'logistics', ['rates', 'pickups', 'fulfilment_tracking']),
  entry('dhl-express', 'DHL Express', 'logistics', ['rates', 'pickups', 'fulfilment_tracking']),
  entry('manhattan-wms', 'Manhattan WMS', 'warehouse', ['warehouses', 'inventory']),
  entry('zoho-books', 'Zoho Books', 'accounting', ['invoices', 'customers']),
  entry('quickbooks', 'QuickBooks Online', 'accounting', ['invoices', 'customers']),
  entry('xero', 'Xero', 'accounting', ['invoices', 'customers']),
];

/** The Shopify Admin REST API version every call names. */
export const SHOPIFY_API_VERSION = '2025-07';
export const CONNECTOR_SCHEDULES = ['off', 'hourly', 'daily'] as const;
export type ConnectorSchedule = (typeof CONNECTOR_SCHEDULES)[number];
/** Health is the share of successful runs among this many most recent ones. */
export const HEALTH_RUN_WINDOW = 10;
export const INTEGRATION_STATUSES = ['connected', 'disconnected', 'error', 'pending'] as const;
export const SYNC_TRIGGERS = ['manual', 'schedule', 'webhook'] as const;
export const SYNC_OUTCOMES = ['success', 'partial', 'failed'] as const;
export const CUSTOM_API_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** `GET /api/integrations/enterprise`: one connected store, in the spec's Integration shape plus what the UI needs. */
export const Integration = z
  .object({
    id: z.number().int().positive(),
    /** The catalogue entry (`shopify`, `woocommerce`). */
    catalogueId: z.enum(CONNECTOR_KINDS),
    name: z.string(),
    category: z.enum(INTEGRATION_CATEGORIES),
    /** disconnected: turned off; pending: no run yet; error: the last run failed; connected otherwise. */
    status: z.enum(INTEGRATION_STATUSES),
    /** The store's address (not a secret). */
    description: z.string(),
    features: z.array(z.enum(INTEGRATION_FEATURES)),
    enabled: z.boolean(),
    schedule: z.enum(CONNECTOR_SCHEDULES),
    /** When the last run finished; null: never. */
    lastSync: IsoDateTime.nullable(),
    /** Percent of successful runs among the last ten; null: no runs yet. */
    connectionHealth: z.number().min(0).max(100).nullable(),
    /** Orders taken in and tracking numbers sent back by the last ten runs. */
    dataFlow: z.object({ incoming: z.number().int().nonnegative(), outgoing: z.number().int().nonnegative() }),
    lastError: z.string().nullable(),
    /** Shopify: the address to register for the `orders/create` webhook (with the webhook secret). */
    webhookUrl: z.string().nullable(),
    /** Which credentials are stored; their values are never returned. */
    credentials: z.array(z.object({ field: z.string(), last4: z.string() })),
  })
  .meta({ id: 'Integration' });
export type Integration = z.infer<typeof Integration>;

/** `GET /api/integrations/catalogue`: the Marketplace with this organization's state of each entry. */
export const MarketplaceEntry = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.enum(INTEGRATION_CATEGORIES),
    features: z.array(z.enum(INTEGRATION_FEATURES)),
    implemented: z.boolean(),
    connected: z.boolean(),
    /** When someone of the organization last asked for it; null: never. */
    requestedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'MarketplaceEntry' });
export type MarketplaceEntry = z.infer<typeof MarketplaceEntry>;

const urlText = (field: string) =>
  safeText(
    z
      .string({ error: `${field} is required` })
      .trim()
      .min(1, { error: `${field} is required` })
      .max(500, { error: `${field} must be at most 500 characters` })
      .refine(
        (v) => {
          try {
            const u = new URL(v);
            return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
          } catch {
            return false;
          }
        },
        { error: `${field} must be an http(s) address` },
      ),
    field,
  );
const secretText = (field: string, min = 1) =>
  safeText(
    z
      .string({ error: `${field} is required` })
      .trim()
      .min(min, { error: `${field} is required` })
      .max(500, { error: `${field} must be at most 500 characters` }),
    field,
  );
const originText = safeText(z.string().trim().min(2).max(200), 'origin');

/** `POST /api/integrations/connect`: the catalogue entry and that connector's credentials. */
export const ConnectIntegration = z
  .discriminatedUnion(
    'integration',
    [
      z.object({
        integration: z.literal('shopify'),
        /** `https://<shop>.myshopify.com` */
        storeUrl: urlText('storeUrl'),
        accessToken: secretText('accessToken'),
        /** The app's client secret that signs webhooks (X-Shopify-Hmac-Sha256); without it webhooks are refused. */
        webhookSecret: secretText('webhookSecret').optional(),
        /** Where the parcels leave from (the shipment's origin). */
        origin: originText.optional(),
      }),
      z.object({
        integration: z.literal('woocommerce'),
        siteUrl: urlText('siteUrl'),
        consumerKey: secretText('consumerKey'),
        consumerSecret: secretText('consumerSecret'),
        origin: originText.optional(),
      }),
    ],
    { error: 'integration must be a connector that can be connected (shopify, woocommerce)' },
  )
  .meta({ id: 'ConnectIntegration' });
export type ConnectIntegration = z.infer<typeof ConnectIntegration>;

/** `PUT /api/integrations/:id`: the Config dialog. */
export const UpdateIntegration = z
  .object({ schedule: z.enum(CONNECTOR_SCHEDULES).optional(), origin: originText.optional() })
  .meta({ id: 'UpdateIntegration' });

/** `POST /api/integrations/toggle`: the spec's body was not shown; these are its fields. */
export const ToggleIntegration = z
  .object({ integrationId: z.number().int().positive(), enabled: z.boolean() })
  .meta({ id: 'ToggleIntegration' });
export const ToggledIntegration = z
  .object({ integrationId: z.number().int().positive(), status: z.enum(INTEGRATION_STATUSES) })
  .meta({ id: 'ToggledIntegration' });

/** One recorded sync run. */
export const SyncRun = z
  .object({
    id: z.number().int().positive(),
    trigger: z.enum(SYNC_TRIGGERS),
    startedAt: IsoDateTime,
    finishedAt: IsoDateTime,
    durationMs: z.number().int().nonnegative(),
    /** Orders that became shipments. */
    incoming: z.number().int().nonnegative(),
    /** Tracking numbers sent back to the store (fulfilments, order notes). */
    outgoing: z.number().int().nonnegative(),
    /** Orders skipped or not sent back, each with its reason in `errors`. */
    failed: z.number().int().nonnegative(),
    outcome: z.enum(SYNC_OUTCOMES),
    error: z.string().nullable(),
    errors: z.array(z.string()),
  })
  .meta({ id: 'SyncRun' });
export type SyncRun = z.infer<typeof SyncRun>;

const customName = safeText(
  z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(100, { error: 'name must be at most 100 characters' }),
  'name',
);
const headerName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'authHeader must be an HTTP header name' })
  .refine((h) => !['host', 'content-length', 'connection', 'transfer-encoding'].includes(h.toLowerCase()), {
    error: 'authHeader cannot be that header',
  });
const description = safeText(
  z.string().trim().max(500, { error: 'description must be at most 500 characters' }),
  'description',
);

/** `POST /api/integrations/custom-api`: the spec's form, plus the header that carries the key. */
export const CreateCustomApi = z
  .object({
    name: customName,
    endpoint: urlText('endpoint'),
    method: z.enum(CUSTOM_API_METHODS, { error: 'method must be GET, POST, PUT, DELETE or PATCH' }).default('GET'),
    apiKey: secretText('apiKey'),
    description: description.optional(),
    /** The header that carries the key; absent: `Authorization: Bearer <key>`. */
    authHeader: headerName.optional(),
  })
  .meta({ id: 'CreateCustomApi' });
export type CreateCustomApi = z.input<typeof CreateCustomApi>;

/** `PUT /api/integrations/custom-api/:name`: Configure; an absent field is kept (the key too). */
export const UpdateCustomApi = z
  .object({
    endpoint: urlText('endpoint').optional(),
    method: z.enum(CUSTOM_API_METHODS, { error: 'method must be GET, POST, PUT, DELETE or PATCH' }).optional(),
    apiKey: secretText('apiKey').optional(),
    description: description.optional(),
    authHeader: headerName.nullable().optional(),
  })
  .meta({ id: 'UpdateCustomApi' });
export type UpdateCustomApi = z.infer<typeof UpdateCustomApi>;

/** `GET /api/integrations/api-connectors`: the spec's Custom API connector, figures from the recorded calls. */
export const CustomApiConnector = z
  .object({
    name: z.string(),
    endpoint: z.string(),
    method: z.enum(CUSTOM_API_METHODS),
    /** active: its last test succeeded; testing: not tested yet or the last test failed. */
    status: z.enum(['active', 'testing']),
    lastUsed: IsoDateTime.nullable(),
    requestCount: z.number().int().nonnegative(),
    /** Percent of failed calls; 0 without calls. */
    errorRate: z.number().min(0).max(100),
    /** False for a connected store, listed with the custom APIs as the spec's "connected systems" (no Remove here). */
    isCustom: z.boolean(),
    /** A connected store's id (its Test is `POST /api/integrations/:id/test`); null for a custom API. */
    integrationId: z.number().int().positive().nullable(),
    description: z.string(),
    authHeader: z.string().nullable(),
    /** The last four characters of the stored key. */
    keyLast4: z.string(),
  })
  .meta({ id: 'CustomApiConnector' });
export type CustomApiConnector = z.infer<typeof CustomApiConnector>;

export const CustomApiNameParams = z.object({ name: z.string().min(1).max(100) });

/** `POST /api/integrations/custom-api/:name/test`: the recorded call. */
export const CustomApiTestResult = z
  .object({
    ok: z.boolean(),
    status: z.number().int().nullable(),
    latencyMs: z.number().int().nonnegative(),
    error: z.string().nullable(),
    at: IsoDateTime,
  })
  .meta({ id: 'CustomApiTestResult' });
export type CustomApiTestResult = z.infer<typeof CustomApiTestResult>;

/** `POST /api/integrations/requests`: the organization asks for a connector that is not built yet. */
export const CreateIntegrationRequest = z
  .object({
    integration: z.string().refine((id) => INTEGRATION_CATALOGUE.some((e) => e.id === id && !e.implemented), {
      error: 'integration must be a catalogue entry that cannot be connected yet',
    }),
    note: safeText(z.string().trim().max(1000, { error: 'note must be at most 1000 characters' }), 'note', {
      multiline: true,
    }).optional(),
  })
  .meta({ id: 'CreateIntegrationRequest' });

export const IntegrationRequestDto = z
  .object({
    id: z.number().int().positive(),
    integration: z.string(),
    organizationId: z.number().int().positive(),
    organizationName: z.string(),
    requestedBy: z.string().nullable(),
    note: z.string().nullable(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'IntegrationRequest' });
export type IntegrationRequestDto = z.infer<typeof IntegrationRequestDto>;
