import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  ConnectIntegration,
  type ConnectorKind,
  CreateCustomApi,
  CreateIntegrationRequest,
  type CustomApiConnector,
  type CustomApiTestResult,
  HEALTH_RUN_WINDOW,
  INTEGRATION_CATALOGUE,
  type Integration,
  type IntegrationRequestDto,
  type MarketplaceEntry,
  type SyncRun,
  ToggleIntegration,
  UpdateCustomApi,
  UpdateIntegration,
} from '@qafila/contracts';
import type { Logger } from 'pino';
import {
  IntegrationCall,
  IntegrationConnector,
  IntegrationOrder,
  IntegrationRequest,
  IntegrationRun,
  type Organization,
  User,
} from '../../db/entities/index.ts';
import { ConflictError, DomainError, InvalidInputError, NotFoundError, parseInput } from '../../domain/errors.ts';
import { createKeyedQueue } from '../../lib/keyed-queue.ts';
import { type Outbound, OutboundError } from '../../lib/outbound.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { recordAudit } from '../audit/service.ts';
import type { CargoService } from '../cargo/service.ts';
import {
  type ShopifyCredentials,
  ShopifyOrder,
  shopifyClient,
  shopifyOrderToStoreOrder,
  verifyShopifyHmac,
} from './shopify.ts';
import { type StoreClient, StoreError, type StoreOrder } from './store.ts';
import { type WooCredentials, wooClient } from './woocommerce.ts';

type Connector = IntegrationConnector;
type Trigger = SyncRun['trigger'];
type Caller = Pick<User, 'id' | 'username' | 'organization'>;
interface RunCounts {
  incoming: number;
  outgoing: number;
  errors: string[];
  /** The organization's active customers by lower-case e-mail. */
  customers: Map<string, User>;
}

/** The default place parcels leave from when a store does not say. */
export const DEFAULT_ORIGIN = 'Dubai, UAE';
const CATALOGUE = new Map(INTEGRATION_CATALOGUE.map((e) => [e.id, e]));
const SCHEDULE_MS = { hourly: 3_600_000, daily: 86_400_000 } as const;

export interface IntegrationServiceOptions {
  em: EntityManager;
  secrets: SecretBox;
  outbound: Outbound;
  cargo: Pick<CargoService, 'create'>;
  /** The origin of tracking links sent back to stores, e.g. `https://app.qafila.ae`. */
  publicOrigin: string;
  logger: Logger;
  now?: () => Date;
}

const last4 = (value: string) => value.slice(-4);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function toRunDto(r: IntegrationRun): SyncRun {
  return {
    id: r.id,
    trigger: r.trigger,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt.toISOString(),
    durationMs: r.durationMs,
    incoming: r.incoming,
    outgoing: r.outgoing,
    failed: r.failed,
    outcome: r.outcome,
    error: r.error ?? null,
    errors: r.errors,
  };
}

/** Which store an order came from: the connector's kind and the store's address. */
const sourceOf = (connector: Pick<IntegrationConnector, 'kind' | 'baseUrl'>) =>
  `${connector.kind}:${connector.baseUrl}`;

/** The tracking link a store shows its buyer: the customer's Qafila page opened on that shipment. */
export function trackingUrl(origin: string, trackingNumber: string): string {
  return `${origin}/app?track=${encodeURIComponent(trackingNumber)}`;
}

/**
 * The Integration Hub (issue 17, ADR 0031): connected stores and custom APIs of an organization, their sealed
 * credentials, sync runs and test calls. Every query is scoped to the caller's organization.
 */
export function createIntegrationService(options: IntegrationServiceOptions) {
  const { em, secrets, outbound, cargo, logger } = options;
  const now = options.now ?? (() => new Date());
  const queue = createKeyedQueue();

  function open<T>(connector: Connector): T {
    return JSON.parse(secrets.open(connector.sealedCredentials)) as T;
  }

  function clientOf(connector: Connector): StoreClient {
    if (connector.kind === 'shopify')
      return shopifyClient(outbound, connector.baseUrl, open<ShopifyCredentials>(connector));
    if (connector.kind === 'woocommerce')
      return wooClient(outbound, connector.baseUrl, open<WooCredentials>(connector));
    throw new InvalidInputError('A custom API has no sync');
  }

  async function storeOf(organizationId: number, id: number): Promise<Connector> {
    const connector = await em.findOne(IntegrationConnector, {
      id,
      organization: organizationId,
      kind: { $in: ['shopify', 'woocommerce'] },
    });
    if (!connector) throw new NotFoundError('Integration not found');
    return connector;
  }

  async function customOf(organizationId: number, name: string): Promise<Connector> {
    const connector = await em.findOne(IntegrationConnector, { organization: organizationId, kind: 'custom', name });
    if (!connector) throw new NotFoundError('Custom API not found');
    return connector;
  }

  /**
   * Deletes a connector with its runs and calls, audited. The shipments stay, and so does the record of the orders
   * taken (per organization and store), so that connecting the same store again does not take them twice.
   */
  async function removeConnector(user: Caller, connector: Connector, action: string): Promise<void> {
    recordAudit(em, { actor: user, action, targetType: 'integration', targetId: connector.name });
    await em.nativeDelete(IntegrationRun, { connector: connector.id });
    await em.nativeDelete(IntegrationCall, { connector: connector.id });
    em.remove(connector);
    await em.flush();
  }

  /** The sealed JSON of a connector's credentials and the hints that say which are set. */
  function sealed(credentials: Record<string, string>): Pick<Connector, 'sealedCredentials' | 'credentialHints'> {
    return {
      sealedCredentials: secrets.seal(JSON.stringify(credentials)),
      credentialHints: Object.entries(credentials).map(([field, value]) => ({ field, last4: last4(value) })),
    };
  }

  async function toIntegration(connector: Connector): Promise<Integration> {
    const runs = await em.find(
      IntegrationRun,
      { connector: connector.id },
      { orderBy: { startedAt: 'desc', id: 'desc' }, limit: HEALTH_RUN_WINDOW },
    );
    const entry = CATALOGUE.get(connector.kind)!;
    const last = runs[0];
    const ok = runs.filter((r) => r.outcome !== 'failed').length;
    const status = !connector.enabled
      ? 'disconnected'
      : !last
        ? 'pending'
        : last.outcome === 'failed'
          ? 'error'
          : 'connected';
    return {
      id: connector.id,
      catalogueId: connector.kind as ConnectorKind,
      name: entry.name,
      category: entry.category,
      status,
      description: connector.baseUrl,
      features: [...entry.features],
      enabled: connector.enabled,
      schedule: connector.schedule,
      lastSync: iso(last?.finishedAt),
      connectionHealth: runs.length ? Math.round((ok / runs.length) * 100) : null,
      dataFlow: {
        incoming: runs.reduce((n, r) => n + r.incoming, 0),
        outgoing: runs.reduce((n, r) => n + r.outgoing, 0),
      },
      lastError: last?.outcome === 'failed' ? (last.error ?? null) : null,
      webhookUrl:
        connector.kind === 'shopify' && connector.webhookKey
          ? `${options.publicOrigin}/api/integrations/shopify/webhook/${connector.webhookKey}`
          : null,
      credentials: connector.credentialHints,
    };
  }

  /** A row of the connected systems: a custom API, or a store (isCustom false), with figures from its test calls. */
  async function toCustomDto(connector: Connector): Promise<CustomApiConnector> {
    const calls = await em.find(IntegrationCall, { connector: connector.id }, { orderBy: { at: 'desc', id: 'desc' } });
    const failed = calls.filter((c) => !c.ok).length;
    const custom = connector.kind === 'custom';
    return {
      name: custom ? connector.name : CATALOGUE.get(connector.kind)!.name,
      endpoint: connector.baseUrl,
      method: connector.method ?? 'GET',
      status: calls[0]?.ok ? 'active' : 'testing',
      lastUsed: iso(calls[0]?.at),
      requestCount: calls.length,
      errorRate: calls.length ? Math.round((failed / calls.length) * 1000) / 10 : 0,
      isCustom: custom,
      integrationId: custom ? null : connector.id,
      description: connector.description ?? '',
      authHeader: connector.authHeader ?? null,
      keyLast4: connector.credentialHints[0]?.last4 ?? '',
    };
  }

  /** Records one test call of a connector and answers it. */
  async function recordCall(
    connector: Connector,
    outcome: { status: number | null; latencyMs: number; error: string | null },
  ): Promise<CustomApiTestResult> {
    const call = em.create(IntegrationCall, {
      connector: connector.id,
      at: now(),
      ok: outcome.error === null,
      ...outcome,
    });
    await em.flush();
    return { ok: call.ok, ...outcome, at: call.at.toISOString() };
  }

  /** Takes one order: a shipment for the customer with that e-mail, the mapping row, then the tracking sent back. */
  async function takeOrder(
    connector: Connector,
    organization: Organization,
    client: StoreClient,
    order: StoreOrder,
    counts: RunCounts,
  ) {
    const source = sourceOf(connector);
    let mapping = await em.findOne(
      IntegrationOrder,
      { organization: organization.id, source, externalId: order.externalId },
      { populate: ['shipment'] },
    );
    if (!mapping) {
      if (!order.email) {
        counts.errors.push(`Order ${order.name}: no buyer e-mail to match a customer`);
        return;
      }
      const customer = counts.customers.get(order.email.trim().toLowerCase());
      if (!customer) {
        counts.errors.push(`Order ${order.name}: no active customer with the e-mail ${order.email}`);
        return;
      }
      if (!order.destination) {
        counts.errors.push(`Order ${order.name}: no shipping address`);
        return;
      }
      try {
        const shipment = await cargo.create(organization, {
          customerId: customer.id,
          origin: connector.origin ?? DEFAULT_ORIGIN,
          destination: order.destination,
          service: 'standard',
          weightKg: order.weightKg,
          dimensionsCm: { length: 30, width: 20, height: 15 },
          declaredValueAed: order.declaredValueAed,
          description: order.description,
        });
        mapping = em.create(IntegrationOrder, {
          organization: organization.id,
          source,
          externalId: order.externalId,
          externalName: order.name.slice(0, 64),
          shipment: shipment.id,
          sentBackAt: null,
        });
        await em.flush();
        await em.populate(mapping, ['shipment']);
        counts.incoming++;
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        counts.errors.push(`Order ${order.name}: ${err.message}`);
        return;
      }
    }
    if (mapping.sentBackAt) return;
    const number = mapping.shipment.trackingNumber;
    try {
      await client.sendBack(order, { number, url: trackingUrl(options.publicOrigin, number) });
      mapping.sentBackAt = now();
      await em.flush();
      counts.outgoing++;
    } catch (err) {
      if (!(err instanceof StoreError)) throw err;
      counts.errors.push(`Order ${order.name}: tracking not sent back (${err.message})`);
    }
  }

  /** One recorded run: the orders (given, for a webhook; else read from the store) taken in order. */
  async function run(connector: Connector, trigger: Trigger, given?: StoreOrder[]): Promise<SyncRun> {
    return queue.run(`connector:${connector.id}`, async () => {
      const startedAt = now();
      const t0 = performance.now();
      const counts: RunCounts = { incoming: 0, outgoing: 0, errors: [], customers: new Map() };
      let error: string | null = null;
      try {
        const client = clientOf(connector);
        const orders = given ?? (await client.orders());
        const { organization } = await em.findOneOrFail(IntegrationConnector, connector.id, {
          populate: ['organization'],
        });
        // Buyers are matched to the organization's active customers by e-mail, case-insensitively.
        const customers = await em.find(User, {
          organization: organization.id,
          role: 'customer',
          deactivatedAt: null,
          email: { $ne: null },
        });
        for (const c of customers) counts.customers.set(c.email!.trim().toLowerCase(), c);
        for (const order of orders) await takeOrder(connector, organization, client, order, counts);
      } catch (err) {
        if (err instanceof StoreError || err instanceof OutboundError) error = err.message;
        else {
          logger.error({ err, connector: connector.id }, 'integration sync failed');
          error = 'Unexpected error during the sync';
        }
      }
      const record = em.create(IntegrationRun, {
        organization: connector.organization,
        connector: connector.id,
        trigger,
        startedAt,
        finishedAt: now(),
        durationMs: Math.max(0, Math.round(performance.now() - t0)),
        incoming: counts.incoming,
        outgoing: counts.outgoing,
        failed: counts.errors.length,
        outcome: error ? 'failed' : counts.errors.length ? 'partial' : 'success',
        error,
        errors: counts.errors.slice(0, 100),
      });
      await em.flush();
      return toRunDto(record);
    });
  }

  return {
    /** `GET /api/integrations/enterprise` */
    async list(organization: Pick<Organization, 'id'>): Promise<Integration[]> {
      const rows = await em.find(
        IntegrationConnector,
        { organization: organization.id, kind: { $in: ['shopify', 'woocommerce'] } },
        { orderBy: { id: 'asc' } },
      );
      return Promise.all(rows.map(toIntegration));
    },

    /** `GET /api/integrations/catalogue` */
    async catalogue(organization: Pick<Organization, 'id'>): Promise<MarketplaceEntry[]> {
      const connected = new Set(
        (await em.find(IntegrationConnector, { organization: organization.id }, { fields: ['kind'] })).map(
          (c) => c.kind,
        ),
      );
      const requests = await em.find(
        IntegrationRequest,
        { organization: organization.id },
        { orderBy: { createdAt: 'desc' } },
      );
      return INTEGRATION_CATALOGUE.map((e) => ({
        id: e.id,
        name: e.name,
        category: e.category,
        features: [...e.features],
        implemented: e.implemented,
        connected: connected.has(e.id as Connector['kind']),
        requestedAt: iso(requests.find((r) => r.integration === e.id)?.createdAt),
      }));
    },

    /** `POST /api/integrations/connect`: checked with a real call before anything is stored. */
    async connect(user: Caller, raw: unknown): Promise<Integration> {
      const input = parseInput(ConnectIntegration, raw);
      const kind = input.integration;
      const name = CATALOGUE.get(kind)!.name;
      if (await em.findOne(IntegrationConnector, { organization: user.organization.id, kind })) {
        throw new ConflictError(`${name} is already connected`);
      }
      const baseUrl = input.integration === 'shopify' ? input.storeUrl : input.siteUrl;
      const credentials: Record<string, string> =
        input.integration === 'shopify'
          ? {
              accessToken: input.accessToken,
              ...(input.webhookSecret ? { webhookSecret: input.webhookSecret } : {}),
            }
          : { consumerKey: input.consumerKey, consumerSecret: input.consumerSecret };
      const client =
        input.integration === 'shopify'
          ? shopifyClient(outbound, baseUrl, credentials as unknown as ShopifyCredentials)
          : wooClient(outbound, baseUrl, credentials as unknown as WooCredentials);
      try {
        await client.check();
      } catch (err) {
        if (err instanceof StoreError) throw new InvalidInputError(`Failed to connect ${name}: ${err.message}`);
        throw err;
      }
      const connector = em.create(IntegrationConnector, {
        organization: user.organization.id,
        kind,
        name: kind,
        baseUrl: baseUrl.replace(/\/+$/, ''),
        method: null,
        authHeader: null,
        description: null,
        origin: input.origin ?? null,
        enabled: true,
        schedule: 'off',
        ...sealed(credentials),
        webhookKey: kind === 'shopify' ? randomBytes(24).toString('base64url') : null,
        createdBy: user.id,
      });
      recordAudit(em, {
        actor: user,
        action: 'integration.connected',
        targetType: 'integration',
        targetId: kind,
        after: { baseUrl: connector.baseUrl },
      });
      await em.flush();
      return toIntegration(connector);
    },

    /** `POST /api/integrations/toggle` */
    async toggle(user: Caller, raw: unknown) {
      const input = parseInput(ToggleIntegration, raw);
      const connector = await storeOf(user.organization.id, input.integrationId);
      connector.enabled = input.enabled;
      recordAudit(em, {
        actor: user,
        action: input.enabled ? 'integration.enabled' : 'integration.disabled',
        targetType: 'integration',
        targetId: connector.kind,
      });
      await em.flush();
      return { integrationId: connector.id, status: (await toIntegration(connector)).status };
    },

    /** `PUT /api/integrations/:id` */
    async update(user: Caller, id: number, raw: unknown): Promise<Integration> {
      const input = parseInput(UpdateIntegration, raw);
      const connector = await storeOf(user.organization.id, id);
      if (input.schedule) connector.schedule = input.schedule;
      if (input.origin) connector.origin = input.origin;
      await em.flush();
      return toIntegration(connector);
    },

    /** `DELETE /api/integrations/:id`: the shipments it created stay. */
    async remove(user: Caller, id: number): Promise<void> {
      await removeConnector(user, await storeOf(user.organization.id, id), 'integration.removed');
    },

    /** `GET /api/integrations/:id/runs` */
    async runs(organization: Pick<Organization, 'id'>, id: number): Promise<SyncRun[]> {
      const connector = await storeOf(organization.id, id);
      const rows = await em.find(
        IntegrationRun,
        { connector: connector.id },
        { orderBy: { startedAt: 'desc', id: 'desc' }, limit: 20 },
      );
      return rows.map(toRunDto);
    },

    /** `POST /api/integrations/sync/:id` */
    async sync(organization: Pick<Organization, 'id'>, id: number, trigger: Trigger = 'manual'): Promise<SyncRun> {
      const connector = await storeOf(organization.id, id);
      if (!connector.enabled) throw new ConflictError('Turn the integration on before syncing it');
      return run(connector, trigger);
    },

    /**
     * Shopify's `orders/create` webhook: the HMAC of the raw body first (401, nothing stored, when wrong); other
     * topics and turned-off stores are acknowledged without a run.
     */
    async shopifyWebhook(webhookKey: string, rawBody: Buffer, headers: Record<string, string | undefined>) {
      const connector = await em.findOne(IntegrationConnector, { webhookKey, kind: 'shopify' });
      if (!connector) throw new NotFoundError('Unknown webhook');
      const secret = open<ShopifyCredentials>(connector).webhookSecret;
      if (!secret || !verifyShopifyHmac(rawBody, headers['x-shopify-hmac-sha256'], secret)) return false;
      if (headers['x-shopify-topic'] !== 'orders/create' || !connector.enabled) return true;
      let order: StoreOrder;
      try {
        order = shopifyOrderToStoreOrder(ShopifyOrder.parse(JSON.parse(rawBody.toString('utf8'))));
      } catch {
        throw new InvalidInputError('The webhook body is not a Shopify order');
      }
      await run(connector, 'webhook', [order]);
      return true;
    },

    /** Runs every enabled store whose schedule is due (the API's scheduler, every few minutes). */
    async runDue(): Promise<number> {
      const due = await em.find(IntegrationConnector, {
        kind: { $in: ['shopify', 'woocommerce'] },
        enabled: true,
        schedule: { $in: ['hourly', 'daily'] },
      });
      let ran = 0;
      for (const connector of due) {
        const last = await em.findOne(
          IntegrationRun,
          { connector: connector.id, trigger: { $in: ['manual', 'schedule'] } },
          { orderBy: { startedAt: 'desc', id: 'desc' } },
        );
        const every = SCHEDULE_MS[connector.schedule as 'hourly' | 'daily'];
        if (last && now().getTime() - last.startedAt.getTime() < every) continue;
        await run(connector, 'schedule');
        ran++;
      }
      return ran;
    },

    /** `GET /api/integrations/api-connectors` */
    async customApis(organization: Pick<Organization, 'id'>): Promise<CustomApiConnector[]> {
      const rows = await em.find(IntegrationConnector, { organization: organization.id }, { orderBy: { id: 'asc' } });
      const custom = rows.filter((r) => r.kind === 'custom').sort((a, b) => a.name.localeCompare(b.name));
      return Promise.all([...custom, ...rows.filter((r) => r.kind !== 'custom')].map(toCustomDto));
    },

    /** `POST /api/integrations/custom-api` */
    async addCustomApi(user: Caller, raw: unknown): Promise<CustomApiConnector> {
      const input = parseInput(CreateCustomApi, raw);
      if (
        await em.findOne(IntegrationConnector, { organization: user.organization.id, kind: 'custom', name: input.name })
      ) {
        throw new ConflictError(`A custom API named ${input.name} already exists`);
      }
      const connector = em.create(IntegrationConnector, {
        organization: user.organization.id,
        kind: 'custom',
        name: input.name,
        baseUrl: input.endpoint,
        method: input.method,
        authHeader: input.authHeader ?? null,
        description: input.description || null,
        origin: null,
        enabled: true,
        schedule: 'off',
        ...sealed({ apiKey: input.apiKey }),
        webhookKey: null,
        createdBy: user.id,
      });
      recordAudit(em, {
        actor: user,
        action: 'integration.custom_api_added',
        targetType: 'integration',
        targetId: input.name,
        after: { endpoint: input.endpoint, method: input.method },
      });
      await em.flush();
      return toCustomDto(connector);
    },

    /** `PUT /api/integrations/custom-api/:name` */
    async updateCustomApi(user: Caller, name: string, raw: unknown): Promise<CustomApiConnector> {
      const input = parseInput(UpdateCustomApi, raw);
      const connector = await customOf(user.organization.id, name);
      if (input.endpoint) connector.baseUrl = input.endpoint;
      if (input.method) connector.method = input.method;
      if (input.description !== undefined) connector.description = input.description || null;
      if (input.authHeader !== undefined) connector.authHeader = input.authHeader;
      if (input.apiKey) Object.assign(connector, sealed({ apiKey: input.apiKey }));
      await em.flush();
      return toCustomDto(connector);
    },

    /** `DELETE /api/integrations/custom-api/:name` */
    async removeCustomApi(user: Caller, name: string): Promise<void> {
      await removeConnector(user, await customOf(user.organization.id, name), 'integration.custom_api_removed');
    },

    /** `POST /api/integrations/custom-api/:name/test`: the real call, recorded whatever happens. */
    async testCustomApi(organization: Pick<Organization, 'id'>, name: string): Promise<CustomApiTestResult> {
      const connector = await customOf(organization.id, name);
      const { apiKey } = open<{ apiKey: string }>(connector);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (connector.authHeader) headers[connector.authHeader] = apiKey;
      else headers.authorization = `Bearer ${apiKey}`;
      const method = connector.method ?? 'GET';
      let status: number | null = null;
      let latencyMs = 0;
      let error: string | null = null;
      try {
        const res = await outbound({
          url: connector.baseUrl,
          method,
          headers:
            method === 'GET' || method === 'DELETE' ? headers : { ...headers, 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
        });
        status = res.status;
        latencyMs = res.latencyMs;
        if (status >= 400) error = `HTTP ${status}`;
      } catch (err) {
        if (!(err instanceof OutboundError)) throw err;
        latencyMs = err.latencyMs;
        error = err.message;
      }
      return recordCall(connector, { status, latencyMs, error });
    },

    /** `POST /api/integrations/:id/test`: the store's cheap authenticated call, recorded. */
    async testStore(organization: Pick<Organization, 'id'>, id: number): Promise<CustomApiTestResult> {
      const connector = await storeOf(organization.id, id);
      const t0 = performance.now();
      let error: string | null = null;
      try {
        await clientOf(connector).check();
      } catch (err) {
        if (!(err instanceof StoreError)) throw err;
        error = err.message;
      }
      const latencyMs = Math.round(performance.now() - t0);
      return recordCall(connector, { status: error ? null : 200, latencyMs, error });
    },

    /** `POST /api/integrations/requests` */
    async request(user: Caller, raw: unknown): Promise<IntegrationRequestDto> {
      const input = parseInput(CreateIntegrationRequest, raw);
      const row = em.create(IntegrationRequest, {
        organization: user.organization.id,
        requestedBy: user.id,
        integration: input.integration,
        note: input.note || null,
      });
      await em.flush();
      const [dto] = await this.requests({ id: row.id });
      return dto!;
    },

    /** `GET /api/admin/integration-requests` and `qafila integrations requests` */
    async requests(where: { id?: number } = {}): Promise<IntegrationRequestDto[]> {
      const rows = await em.find(IntegrationRequest, where, {
        populate: ['organization', 'requestedBy'],
        orderBy: { createdAt: 'desc', id: 'desc' },
      });
      return rows.map((r) => ({
        id: r.id,
        integration: r.integration,
        organizationId: r.organization.id,
        organizationName: r.organization.name,
        requestedBy: r.requestedBy?.username ?? null,
        note: r.note ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

export type IntegrationService = ReturnType<typeof createIntegrationService>;
