import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeServer,
  fakeShopify,
  fakeWoo,
  SHOPIFY_TOKEN,
  SHOPIFY_WEBHOOK_SECRET,
  sendJson,
  shopifyHmac,
  shopifyOrder,
  WOO_KEY,
  WOO_SECRET,
  wooOrder,
} from './fake-stores.ts';
import {
  type Actors,
  json,
  requestJson,
  seedActors,
  staffWithoutFeatures,
  startAdminServer,
  startTestServer,
  type TestServer,
} from './helpers.ts';

/** Gives these users the Integration Hub's feature (the section `integrations`). */
async function giveHub(srv: TestServer, userIds: number[]) {
  const { UserFeature } = await import('../src/db/entities/index.ts');
  const em = srv.services.orm.em.fork();
  for (const user of userIds) em.create(UserFeature, { user, feature: 'enterprise-integrations' });
  await em.flush();
}

async function connectShopify(srv: TestServer, token: string, storeUrl: string, extra: Record<string, string> = {}) {
  return requestJson(srv, 'POST', '/api/integrations/connect', token, {
    integration: 'shopify',
    storeUrl,
    accessToken: SHOPIFY_TOKEN,
    webhookSecret: SHOPIFY_WEBHOOK_SECRET,
    ...extra,
  });
}

describe('Integration Hub', () => {
  let srv: TestServer;
  let admin: string;
  let actors: Actors;
  let shop: Awaited<ReturnType<typeof fakeShopify>>;
  let woo: Awaited<ReturnType<typeof fakeWoo>>;
  let shopifyId: number;

  beforeAll(async () => {
    ({ srv, admin } = await startAdminServer({ QAFILA_OUTBOUND_ALLOW: '127.0.0.1' }));
    actors = await seedActors(srv);
    await giveHub(srv, [actors.staffSame.id, actors.orgAdminSame.id, actors.orgAdminOther.id, actors.staffOther.id]);
    shop = await fakeShopify([
      // Customer A's e-mail in other letter case: matched all the same.
      shopifyOrder(450789469, 1001, 'CUST_A@example.ae'),
      shopifyOrder(450789470, 1002, 'stranger@example.com'),
      shopifyOrder(450789471, 1003, 'cust_b@example.ae', 'Abu Dhabi'),
    ]);
    woo = await fakeWoo([wooOrder(727, 'cust_b@example.ae'), wooOrder(728, 'cust_a@example.ae')]);
  });
  afterAll(async () => {
    await shop.close();
    await woo.close();
    await srv.close();
  });

  it('is for staff with the section; changes for organization admins', async () => {
    expect((await requestJson(srv, 'GET', '/api/integrations/enterprise')).status).toBe(401);
    expect((await requestJson(srv, 'GET', '/api/integrations/enterprise', actors.customerA.token)).status).toBe(403);
    const without = await staffWithoutFeatures(srv, 'no_hub');
    expect((await requestJson(srv, 'GET', '/api/integrations/enterprise', without)).status).toBe(403);
    const list = await requestJson(srv, 'GET', '/api/integrations/enterprise', actors.staffSame.token);
    expect(list.status).toBe(200);
    expect(await json(list)).toEqual([]);
    const refused = await connectShopify(srv, actors.staffSame.token, shop.url);
    expect(refused.status).toBe(403);
    const custom = await requestJson(srv, 'POST', '/api/integrations/custom-api', actors.staffSame.token, {
      name: 'ERP',
      endpoint: 'https://erp.example.com',
      apiKey: 'k',
    });
    expect(custom.status).toBe(403);
  });

  it('refuses to connect a store that refuses the credentials, and stores nothing', async () => {
    const res = await connectShopify(srv, actors.orgAdminSame.token, shop.url, { accessToken: 'wrong' });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('Failed to connect Shopify: The store refused the credentials (HTTP 401)');
    expect(
      await json(await requestJson(srv, 'GET', '/api/integrations/enterprise', actors.orgAdminSame.token)),
    ).toEqual([]);
  });

  it('connects Shopify with sealed credentials that are never returned', async () => {
    const res = await connectShopify(srv, actors.orgAdminSame.token, shop.url);
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain(SHOPIFY_TOKEN);
    expect(text).not.toContain(SHOPIFY_WEBHOOK_SECRET);
    const body = JSON.parse(text);
    shopifyId = body.id;
    expect(body).toMatchObject({
      catalogueId: 'shopify',
      name: 'Shopify',
      category: 'ecommerce',
      status: 'pending',
      lastSync: null,
      connectionHealth: null,
      dataFlow: { incoming: 0, outgoing: 0 },
      credentials: [
        { field: 'accessToken', last4: SHOPIFY_TOKEN.slice(-4) },
        { field: 'webhookSecret', last4: SHOPIFY_WEBHOOK_SECRET.slice(-4) },
      ],
    });
    expect(body.webhookUrl).toMatch(/\/api\/integrations\/shopify\/webhook\/[A-Za-z0-9_-]{32}$/);
    // The database holds the credentials sealed (AES-256-GCM), never in clear.
    const [row] = await srv.services.orm.em
      .getConnection()
      .execute<{ sealed_credentials: string }[]>('select sealed_credentials from integration_connectors');
    expect(row!.sealed_credentials).toMatch(/^v1\./);
    expect(row!.sealed_credentials).not.toContain(SHOPIFY_TOKEN);
    const again = await connectShopify(srv, actors.orgAdminSame.token, shop.url);
    expect(again.status).toBe(409);
    const catalogue = await json(await requestJson(srv, 'GET', '/api/integrations/catalogue', actors.staffSame.token));
    expect(catalogue.find((e: { id: string }) => e.id === 'shopify')).toMatchObject({
      implemented: true,
      connected: true,
    });
    expect(catalogue.find((e: { id: string }) => e.id === 'sap')).toMatchObject({
      implemented: false,
      connected: false,
    });
  });

  it('syncs: open orders become shipments of the customers with those e-mails, tracking goes back as fulfilments', async () => {
    const res = await requestJson(srv, 'POST', `/api/integrations/sync/${shopifyId}`, actors.staffSame.token);
    expect(res.status).toBe(200);
    const run = await json(res);
    expect(run).toMatchObject({
      trigger: 'manual',
      incoming: 2,
      outgoing: 2,
      failed: 1,
      outcome: 'partial',
      error: null,
    });
    expect(run.errors).toEqual(['Order #1002: no active customer with the e-mail stranger@example.com']);
    // Both pages were read (Link header, page_info).
    expect(shop.received.some((r) => r.path.includes('page_info=page2'))).toBe(true);
    const { Shipment } = await import('../src/db/entities/index.ts');
    const shipments = await srv.services.orm.em
      .fork()
      .find(Shipment, { description: { $like: 'Shopify order%' } }, { orderBy: { id: 'asc' } });
    expect(shipments.map((s) => [s.customer.id, s.destination])).toEqual([
      [actors.customerA.id, 'Sheikh Zayed Road 1, Dubai, United Arab Emirates'],
      [actors.customerB.id, 'Sheikh Zayed Road 1, Abu Dhabi, United Arab Emirates'],
    ]);
    expect(shipments[0]!.weightKg).toBe(1.5);
    expect(shipments[0]!.declaredValueAed).toBe(598.94);
    expect(shop.fulfilments.map((f) => f.orderId)).toEqual([450789469, 450789471]);
    expect(shop.fulfilments[0]!.tracking).toEqual({
      number: shipments[0]!.trackingNumber,
      url: expect.stringMatching(new RegExp(`/app\\?track=${shipments[0]!.trackingNumber}$`)),
      company: 'Qafila',
    });
    // Again: nothing new, nothing sent twice.
    const second = await json(
      await requestJson(srv, 'POST', `/api/integrations/sync/${shopifyId}`, actors.orgAdminSame.token),
    );
    expect(second).toMatchObject({ incoming: 0, outgoing: 0, failed: 1, outcome: 'partial' });
    expect(shop.fulfilments).toHaveLength(2);
    const [integration] = await json(
      await requestJson(srv, 'GET', '/api/integrations/enterprise', actors.staffSame.token),
    );
    expect(integration).toMatchObject({
      status: 'connected',
      connectionHealth: 100,
      dataFlow: { incoming: 2, outgoing: 2 },
    });
    expect(integration.lastSync).not.toBeNull();
    const runs = await json(
      await requestJson(srv, 'GET', `/api/integrations/${shopifyId}/runs`, actors.staffSame.token),
    );
    expect(runs).toHaveLength(2);
    // Listed among the connected systems, where Test makes the store's authenticated call and records it.
    const test = await json(
      await requestJson(srv, 'POST', `/api/integrations/${shopifyId}/test`, actors.staffSame.token),
    );
    expect(test).toMatchObject({ ok: true, status: 200, error: null });
    const systems = await json(
      await requestJson(srv, 'GET', '/api/integrations/api-connectors', actors.staffSame.token),
    );
    expect(systems).toEqual([
      expect.objectContaining({
        name: 'Shopify',
        isCustom: false,
        integrationId: shopifyId,
        endpoint: shop.url,
        status: 'active',
        requestCount: 1,
        keyLast4: SHOPIFY_TOKEN.slice(-4),
      }),
    ]);
    expect(
      (await requestJson(srv, 'POST', `/api/integrations/${shopifyId}/test`, actors.staffOther.token)).status,
    ).toBe(404);
  });

  it('re-seals the stored credentials under a new key (qafila secrets rotate)', async () => {
    const { randomBytes } = await import('node:crypto');
    const { createSecretBox } = await import('../src/lib/secret-box.ts');
    const { rotateSecrets, SEALED_COLUMNS } = await import('../src/modules/secrets/rotate.ts');
    const column = SEALED_COLUMNS.find((c) => c.table === 'integration_connectors')!;
    expect(column.column).toBe('sealed_credentials');
    const box = createSecretBox({ current: randomBytes(32), previous: [srv.services.config.encryption.current] });
    const em = srv.services.orm.em.fork();
    const report = await rotateSecrets(em, box, { dryRun: true, columns: [column] });
    expect(report.columns[0]).toMatchObject({ values: 1, resealed: 1, failed: 0 });
    const [row] = await em
      .getConnection()
      .execute<{ sealed_credentials: string }[]>('select sealed_credentials from integration_connectors');
    expect(JSON.parse(box.open(row!.sealed_credentials))).toEqual({
      accessToken: SHOPIFY_TOKEN,
      webhookSecret: SHOPIFY_WEBHOOK_SECRET,
    });
  });

  it('keeps another organization out: 404 for its admin, and it sees none of them', async () => {
    const other = actors.orgAdminOther.token;
    expect((await requestJson(srv, 'POST', `/api/integrations/sync/${shopifyId}`, other)).status).toBe(404);
    expect((await requestJson(srv, 'GET', `/api/integrations/${shopifyId}/runs`, other)).status).toBe(404);
    expect((await requestJson(srv, 'PUT', `/api/integrations/${shopifyId}`, other, { schedule: 'daily' })).status).toBe(
      404,
    );
    expect((await requestJson(srv, 'DELETE', `/api/integrations/${shopifyId}`, other)).status).toBe(404);
    const toggle = await requestJson(srv, 'POST', '/api/integrations/toggle', other, {
      integrationId: shopifyId,
      enabled: false,
    });
    expect(toggle.status).toBe(404);
    expect(await json(await requestJson(srv, 'GET', '/api/integrations/enterprise', other))).toEqual([]);
  });

  it("takes Shopify's orders/create webhook only with a valid HMAC of the raw body", async () => {
    const [integration] = await json(
      await requestJson(srv, 'GET', '/api/integrations/enterprise', actors.staffSame.token),
    );
    const path = new URL(integration.webhookUrl).pathname;
    const body = JSON.stringify(shopifyOrder(450789480, 1010, 'cust_a@example.ae', 'Al Ain'));
    const post = (hmac: string, payload = body) =>
      srv.request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'orders/create',
          'x-shopify-hmac-sha256': hmac,
          'x-shopify-shop-domain': 'test.myshopify.com',
        },
        body: payload,
      });
    const { Shipment, IntegrationRun } = await import('../src/db/entities/index.ts');
    const count = async () => {
      const em = srv.services.orm.em.fork();
      return [
        await em.count(Shipment, { description: { $like: 'Shopify order #1010%' } }),
        await em.count(IntegrationRun, {}),
      ];
    };
    const before = await count();
    const tampered = await post(shopifyHmac(body), body.replace('Al Ain', 'Al Quoz'));
    expect(tampered.status).toBe(401);
    expect((await post(shopifyHmac(body, 'another-secret'))).status).toBe(401);
    expect((await post('')).status).toBe(401);
    expect(await count()).toEqual(before);
    const ok = await post(shopifyHmac(body));
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ received: true });
    const [shipments, runs] = await count();
    expect(shipments).toBe(1);
    expect(runs).toBe(before[1]! + 1);
    // Sent as another content type, the body is read raw and checked the same way.
    const text = JSON.stringify(shopifyOrder(450789481, 1011, 'cust_b@example.ae'));
    const raw = await srv.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        'x-shopify-topic': 'orders/create',
        'x-shopify-hmac-sha256': shopifyHmac(text),
      },
      body: text,
    });
    expect(raw.status).toBe(200);
    // Another topic is acknowledged without a run.
    const other = await srv.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/updated',
        'x-shopify-hmac-sha256': shopifyHmac(body),
      },
      body,
    });
    expect(other.status).toBe(200);
    expect((await count())[1]).toBe(before[1]! + 2);
    const unknown = await srv.request('/api/integrations/shopify/webhook/0123456789abcdef0123', {
      method: 'POST',
      body: '{}',
    });
    expect(unknown.status).toBe(404);
  });

  it('records a failed run when the store cannot be reached; health and status follow the runs', async () => {
    const { IntegrationConnector } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    const row = await em.findOneOrFail(IntegrationConnector, shopifyId);
    const baseUrl = row.baseUrl;
    row.baseUrl = 'http://169.254.169.254';
    await em.flush();
    const run = await json(
      await requestJson(srv, 'POST', `/api/integrations/sync/${shopifyId}`, actors.staffSame.token),
    );
    expect(run).toMatchObject({
      outcome: 'failed',
      incoming: 0,
      error: 'The address is private or reserved, so Qafila does not call it',
    });
    const [integration] = await json(
      await requestJson(srv, 'GET', '/api/integrations/enterprise', actors.staffSame.token),
    );
    // Runs so far: partial, partial, two webhook successes, failed → 4 of 5 successful.
    expect(integration).toMatchObject({ status: 'error', connectionHealth: 80, lastError: run.error });
    row.baseUrl = baseUrl;
    await em.flush();
  });

  it('turns a store off and on, and configures its schedule', async () => {
    const off = await requestJson(srv, 'POST', '/api/integrations/toggle', actors.orgAdminSame.token, {
      integrationId: shopifyId,
      enabled: false,
    });
    expect(await json(off)).toEqual({ integrationId: shopifyId, status: 'disconnected' });
    expect((await requestJson(srv, 'POST', `/api/integrations/sync/${shopifyId}`, actors.staffSame.token)).status).toBe(
      409,
    );
    await requestJson(srv, 'POST', '/api/integrations/toggle', actors.orgAdminSame.token, {
      integrationId: shopifyId,
      enabled: true,
    });
    const put = await requestJson(srv, 'PUT', `/api/integrations/${shopifyId}`, actors.orgAdminSame.token, {
      schedule: 'hourly',
      origin: 'Jebel Ali Free Zone, Dubai',
    });
    expect(await json(put)).toMatchObject({ schedule: 'hourly', enabled: true });
    expect(
      (
        await requestJson(srv, 'PUT', `/api/integrations/${shopifyId}`, actors.orgAdminSame.token, {
          schedule: 'weekly',
        })
      ).status,
    ).toBe(400);
  });

  it('runs the stores whose schedule is due', async () => {
    const { withOrmContext } = await import('../src/db/orm-context.ts');
    const ran = await withOrmContext(srv.services.orm.em, () => srv.services.integrations.runDue());
    // The last manual run was moments ago: an hourly schedule is not due yet.
    expect(ran).toBe(0);
    // An hour and a minute later it is: one run with trigger schedule.
    const { IntegrationRun } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await em.nativeUpdate(IntegrationRun, { connector: shopifyId }, { startedAt: hourAgo, finishedAt: hourAgo });
    expect(await withOrmContext(srv.services.orm.em, () => srv.services.integrations.runDue())).toBe(1);
    const runs = await json(
      await requestJson(srv, 'GET', `/api/integrations/${shopifyId}/runs`, actors.staffSame.token),
    );
    expect(runs[0]).toMatchObject({ trigger: 'schedule' });
    expect(await withOrmContext(srv.services.orm.em, () => srv.services.integrations.runDue())).toBe(0);
  });

  it('connects WooCommerce: processing orders become shipments, order notes carry the tracking', async () => {
    const res = await requestJson(srv, 'POST', '/api/integrations/connect', actors.orgAdminSame.token, {
      integration: 'woocommerce',
      siteUrl: `${woo.url}/`,
      consumerKey: WOO_KEY,
      consumerSecret: WOO_SECRET,
    });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const run = await json(await requestJson(srv, 'POST', `/api/integrations/sync/${id}`, actors.staffSame.token));
    expect(run).toMatchObject({ incoming: 2, outgoing: 2, failed: 0, outcome: 'success' });
    expect(woo.notes.map((n) => n.orderId)).toEqual([727, 728]);
    expect(woo.notes[0]!.customer_note).toBe(true);
    expect(woo.notes[0]!.note).toMatch(/^Shipped with Qafila, tracking number QAF-\d+: .+\/app\?track=QAF-\d+$/);
    const { Shipment } = await import('../src/db/entities/index.ts');
    const s = await srv.services.orm.em
      .fork()
      .findOneOrFail(Shipment, { description: { $like: 'WooCommerce order #727%' } });
    // USD 29.35 at the 3.6725 peg.
    expect(s.declaredValueAed).toBe(107.79);
    expect(s.customer.id).toBe(actors.customerB.id);
    const bad = await requestJson(srv, 'POST', '/api/integrations/connect', actors.orgAdminOther.token, {
      integration: 'woocommerce',
      siteUrl: woo.url,
      consumerKey: WOO_KEY,
      consumerSecret: 'cs_wrong',
    });
    expect((await json(bad)).error).toBe('Failed to connect WooCommerce: The store refused the credentials (HTTP 401)');
  });

  it('removes a store; its shipments stay', async () => {
    const { Shipment } = await import('../src/db/entities/index.ts');
    const before = await srv.services.orm.em.fork().count(Shipment, {});
    const list = await json(await requestJson(srv, 'GET', '/api/integrations/enterprise', actors.orgAdminSame.token));
    const wooId = list.find((i: { catalogueId: string }) => i.catalogueId === 'woocommerce').id;
    expect((await requestJson(srv, 'DELETE', `/api/integrations/${wooId}`, actors.staffSame.token)).status).toBe(403);
    expect(
      await json(await requestJson(srv, 'DELETE', `/api/integrations/${wooId}`, actors.orgAdminSame.token)),
    ).toEqual({ success: true });
    expect(await srv.services.orm.em.fork().count(Shipment, {})).toBe(before);
    // Connected again: the orders it took before are not taken twice, nor their notes sent again.
    const again = await requestJson(srv, 'POST', '/api/integrations/connect', actors.orgAdminSame.token, {
      integration: 'woocommerce',
      siteUrl: woo.url,
      consumerKey: WOO_KEY,
      consumerSecret: WOO_SECRET,
    });
    const run = await json(
      await requestJson(srv, 'POST', `/api/integrations/sync/${(await json(again)).id}`, actors.staffSame.token),
    );
    expect(run).toMatchObject({ incoming: 0, outgoing: 0, failed: 0, outcome: 'success' });
    expect(woo.notes).toHaveLength(2);
    expect(await srv.services.orm.em.fork().count(Shipment, {})).toBe(before);
  });

  it('records requests for connectors not built yet; the super admin lists them', async () => {
    const res = await requestJson(srv, 'POST', '/api/integrations/requests', actors.staffSame.token, {
      integration: 'sap',
      note: 'S/4HANA 2023',
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ integration: 'sap', requestedBy: 'staff_demo', note: 'S/4HANA 2023' });
    expect(
      (await requestJson(srv, 'POST', '/api/integrations/requests', actors.staffSame.token, { integration: 'shopify' }))
        .status,
    ).toBe(400);
    expect((await requestJson(srv, 'GET', '/api/admin/integration-requests', actors.orgAdminSame.token)).status).toBe(
      403,
    );
    const all = await json(await requestJson(srv, 'GET', '/api/admin/integration-requests', admin));
    expect(all).toEqual([expect.objectContaining({ integration: 'sap', organizationName: expect.any(String) })]);
    const catalogue = await json(await requestJson(srv, 'GET', '/api/integrations/catalogue', actors.staffSame.token));
    expect(catalogue.find((e: { id: string }) => e.id === 'sap').requestedAt).not.toBeNull();
  });

  describe('custom APIs', () => {
    let api: Awaited<ReturnType<typeof fakeServer>>;
    beforeAll(async () => {
      api = await fakeServer((req, res) => {
        if (req.path === '/fail') return sendJson(res, 500, { error: 'boom' });
        if (req.path === '/to-metadata') {
          res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
          return res.end();
        }
        if (req.path === '/to-loopback') {
          res.writeHead(302, { location: `http://127.0.0.2:${new URL(api.url).port}/` });
          return res.end();
        }
        sendJson(res, 200, { status: 'ok' });
      });
    });
    afterAll(() => api.close());

    const add = (body: Record<string, unknown>) =>
      requestJson(srv, 'POST', '/api/integrations/custom-api', actors.orgAdminSame.token, body);
    const test = (name: string) =>
      requestJson(srv, 'POST', `/api/integrations/custom-api/${encodeURIComponent(name)}/test`, actors.staffSame.token);

    it('adds one with a sealed key, tests it with the real call and counts the calls', async () => {
      const res = await add({
        name: 'Warehouse API',
        endpoint: `${api.url}/status`,
        method: 'GET',
        apiKey: 'sk_live_abcdef123456',
        description: 'Stock levels',
      });
      expect(res.status).toBe(201);
      const text = await res.text();
      expect(text).not.toContain('sk_live_abcdef123456');
      expect(JSON.parse(text)).toMatchObject({
        name: 'Warehouse API',
        status: 'testing',
        requestCount: 0,
        errorRate: 0,
        isCustom: true,
        keyLast4: '3456',
      });
      expect((await add({ name: 'Warehouse API', endpoint: api.url, apiKey: 'x' })).status).toBe(409);
      const result = await json(await test('Warehouse API'));
      expect(result).toMatchObject({ ok: true, status: 200, error: null });
      expect(result.latencyMs).toBeGreaterThanOrEqual(0);
      expect(api.received.at(-1)!.headers.authorization).toBe('Bearer sk_live_abcdef123456');
      const [listed] = await json(
        await requestJson(srv, 'GET', '/api/integrations/api-connectors', actors.staffSame.token),
      );
      expect(listed).toMatchObject({ status: 'active', requestCount: 1, errorRate: 0 });
      expect(listed.lastUsed).not.toBeNull();
    });

    it('sends the key in the header the organization chose, and counts failures in the error rate', async () => {
      await add({
        name: 'ERP',
        endpoint: `${api.url}/fail`,
        method: 'POST',
        apiKey: 'erp-key-0001',
        authHeader: 'X-Api-Key',
      });
      const result = await json(await test('ERP'));
      expect(result).toMatchObject({ ok: false, status: 500, error: 'HTTP 500' });
      expect(api.received.at(-1)!.headers['x-api-key']).toBe('erp-key-0001');
      expect(api.received.at(-1)!.method).toBe('POST');
      const put = await requestJson(srv, 'PUT', '/api/integrations/custom-api/ERP', actors.orgAdminSame.token, {
        endpoint: `${api.url}/ok`,
      });
      expect(await json(put)).toMatchObject({ endpoint: `${api.url}/ok`, keyLast4: '0001' });
      await test('ERP');
      const list = await json(
        await requestJson(srv, 'GET', '/api/integrations/api-connectors', actors.staffSame.token),
      );
      expect(list.find((c: { name: string }) => c.name === 'ERP')).toMatchObject({
        status: 'active',
        requestCount: 2,
        errorRate: 50,
      });
    });

    it.each([
      ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
      ['a private range (10/8)', 'http://10.0.0.1/'],
      ['a private range (192.168/16)', 'http://192.168.1.1/'],
      ['a redirect to the metadata address', '/to-metadata'],
      ['a redirect to loopback', '/to-loopback'],
    ])('refuses %s', async (_, target) => {
      const endpoint = target.startsWith('/') ? `${api.url}${target}` : target;
      const name = `SSRF ${target}`.slice(0, 100);
      expect((await add({ name, endpoint, apiKey: 'k' })).status).toBe(201);
      const result = await json(await test(name));
      expect(result).toMatchObject({
        ok: false,
        status: null,
        error: 'The address is private or reserved, so Qafila does not call it',
      });
    });

    it("removes a custom API (its admins only); another organization's is not found", async () => {
      expect(
        (await requestJson(srv, 'DELETE', '/api/integrations/custom-api/ERP', actors.orgAdminOther.token)).status,
      ).toBe(404);
      expect(
        (await requestJson(srv, 'POST', '/api/integrations/custom-api/ERP/test', actors.staffOther.token)).status,
      ).toBe(404);
      expect(
        (await requestJson(srv, 'DELETE', '/api/integrations/custom-api/ERP', actors.staffSame.token)).status,
      ).toBe(403);
      expect(
        await json(await requestJson(srv, 'DELETE', '/api/integrations/custom-api/ERP', actors.orgAdminSame.token)),
      ).toEqual({ success: true });
      const list = await json(
        await requestJson(srv, 'GET', '/api/integrations/api-connectors', actors.staffSame.token),
      );
      expect(list.map((c: { name: string }) => c.name)).not.toContain('ERP');
    });
  });
});

describe('Integration Hub without an outbound allow list', () => {
  it('refuses loopback, and a name that resolves to it, for Test and Connect', async () => {
    const srv = await startTestServer();
    const actors = await seedActors(srv);
    await giveHub(srv, [actors.orgAdminSame.id]);
    const local = await fakeServer((_req, res) => sendJson(res, 200, { shop: {} }));
    try {
      const port = new URL(local.url).port;
      for (const endpoint of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, `http://[::1]:${port}/`]) {
        const name = `Local ${endpoint}`;
        await requestJson(srv, 'POST', '/api/integrations/custom-api', actors.orgAdminSame.token, {
          name,
          endpoint,
          apiKey: 'k',
        });
        const result = await json(
          await requestJson(
            srv,
            'POST',
            `/api/integrations/custom-api/${encodeURIComponent(name)}/test`,
            actors.orgAdminSame.token,
          ),
        );
        expect(result, endpoint).toMatchObject({
          ok: false,
          error: 'The address is private or reserved, so Qafila does not call it',
        });
      }
      expect(local.received).toHaveLength(0);
      const connect = await connectShopify(srv, actors.orgAdminSame.token, `http://localhost:${port}`);
      expect(connect.status).toBe(400);
      expect((await json(connect)).error).toBe(
        'Failed to connect Shopify: The address is private or reserved, so Qafila does not call it',
      );
    } finally {
      await local.close();
      await srv.close();
    }
  });
});
