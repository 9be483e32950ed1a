import { createHash } from 'node:crypto';
import { API_KEY_RATE_LIMIT_PER_MINUTE, type ApiKeyScope } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKey, AuditEntry, Organization, UserFeature } from '../src/db/entities/index.ts';
import {
  type Actors,
  bearer,
  json,
  PASSWORD,
  requestJson,
  seedActors,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';

let srv: TestServer;
let actors: Actors;
/** Fresh sign-ins after the api-management feature was given (features are read with the session). */
let admin: string;
let staff: string;
let adminOther: string;

/** Gives the API Management section's feature to these users. */
async function grantApiManagement(userIds: number[]) {
  const em = srv.services.orm.em.fork();
  for (const user of userIds) em.create(UserFeature, { user, feature: 'api-management' });
  await em.flush();
}

async function createKey(token: string, scopes: ApiKeyScope[], name = 'ERP'): Promise<{ key: string; id: number }> {
  const res = await requestJson(srv, 'POST', '/api/org/api-keys', token, { name, scopes });
  expect(res.status).toBe(201);
  const body = await json(res);
  return { key: body.key, id: body.apiKey.id };
}

const get = (path: string, key?: string) => srv.request(path, { headers: bearer(key) });

beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
  await grantApiManagement([actors.orgAdminSame.id, actors.staffSame.id, actors.orgAdminOther.id]);
  admin = await tokenOf(srv, '/api/auth/login', 'admin_demo', PASSWORD);
  staff = await tokenOf(srv, '/api/auth/login', 'staff_demo', PASSWORD);
  adminOther = await tokenOf(srv, '/api/auth/login', 'admin_falcon', PASSWORD);
});
afterAll(() => srv.close());

describe('API keys: creation, listing, hashing', () => {
  it('shows the key once, lists only its prefix, and stores only its SHA-256 hash', async () => {
    const res = await requestJson(srv, 'POST', '/api/org/api-keys', admin, {
      name: 'Warehouse ERP',
      scopes: ['shipments:read', 'tracking:read'],
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.key).toMatch(/^qk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({
      name: 'Warehouse ERP',
      prefix: created.key.slice(0, 12),
      scopes: ['shipments:read', 'tracking:read'],
      createdBy: 'admin_demo',
      lastUsedAt: null,
      revokedAt: null,
    });

    const list = await json(await get('/api/org/api-keys', staff));
    expect(list.map((k: { id: number }) => k.id)).toContain(created.apiKey.id);
    expect(JSON.stringify(list)).not.toContain(created.key);

    // The database never holds the full key: not in the key's row, not in the audit.
    const em = srv.services.orm.em.fork();
    const row = await em.findOneOrFail(ApiKey, { id: created.apiKey.id });
    expect(row.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    const conn = em.getConnection();
    const stored = JSON.stringify([
      await conn.execute('select * from api_keys'),
      await conn.execute('select * from audit_entries'),
    ]);
    expect(stored).not.toContain(created.key);
    expect(stored).toContain(created.key.slice(0, 12));
    expect(await em.count(AuditEntry, { action: 'api-key.created', targetId: created.apiKey.prefix })).toBe(1);
  });

  it('lets only organization admins create and revoke keys; staff list them, customers and visitors not', async () => {
    const body = { name: 'x', scopes: ['tracking:read'] };
    expect((await requestJson(srv, 'POST', '/api/org/api-keys', staff, body)).status).toBe(403);
    expect((await requestJson(srv, 'POST', '/api/org/api-keys', actors.customerA.token, body)).status).toBe(403);
    expect((await requestJson(srv, 'POST', '/api/org/api-keys', undefined, body)).status).toBe(401);
    expect((await get('/api/org/api-keys', actors.customerA.token)).status).toBe(403);
    // Staff without the api-management feature: 403 like any section.
    expect((await get('/api/org/api-keys', actors.staffOther.token)).status).toBe(403);
  });

  it('refuses bad input with a 400 naming it', async () => {
    const bad = async (b: unknown) => json(await requestJson(srv, 'POST', '/api/org/api-keys', admin, b));
    expect((await bad({ name: 'x', scopes: [] })).error).toMatch(/at least one scope/);
    expect((await bad({ name: 'x', scopes: ['admin:all'] })).error).toMatch(/scopes must be among/);
    expect((await bad({ name: '', scopes: ['tracking:read'] })).error).toMatch(/name/);
    expect((await bad({ name: 'x', scopes: ['tracking:read', 'tracking:read'] })).error).toMatch(/repeat/);
  });
});

describe('API keys: calling the API', () => {
  it("acts as its organization on the routes of its scopes: the organization's shipments only", async () => {
    const { key } = await createKey(admin, ['shipments:read']);
    const { key: otherKey } = await createKey(adminOther, ['shipments:read']);
    // Alternating the two keys: the response cache of GET /api/org/shipments keeps them apart.
    const detail = await get(`/api/org/shipments/${actors.customerA.shipmentId}`, key);
    expect(detail.status).toBe(200);
    expect((await json(detail)).trackingNumber).toBe(actors.customerA.trackingNumber);
    expect((await get(`/api/org/shipments/${actors.customerOther.shipmentId}`, key)).status).toBe(404);
    for (let i = 0; i < 2; i++) {
      const mine = await json(await get('/api/org/shipments', key));
      const numbers = mine.items.map((s: { trackingNumber: string }) => s.trackingNumber);
      expect(numbers).toContain(actors.customerA.trackingNumber);
      expect(numbers).not.toContain(actors.customerOther.trackingNumber);
      const theirs = await json(await get('/api/org/shipments', otherKey));
      expect(theirs.items.map((s: { trackingNumber: string }) => s.trackingNumber)).toEqual([
        actors.customerOther.trackingNumber,
      ]);
    }
  });

  it('answers 403 for a route whose scope the key lacks, and 401 on every route that takes no key', async () => {
    const { key } = await createKey(admin, ['tracking:read']);
    const refused = await get('/api/org/shipments', key);
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toBe('This API key lacks the scope shipments:read');
    const tracked = await get(`/api/org/tracking?q=${actors.customerA.trackingNumber}`, key);
    expect(tracked.status).toBe(200);
    expect((await json(tracked)).results).toHaveLength(1);
    // Another organization's shipment is not found (an empty result, as for a number that does not exist).
    const foreign = await get(`/api/org/tracking?q=${actors.customerOther.trackingNumber}`, key);
    expect((await json(foreign)).results).toEqual([]);
    for (const path of [
      '/api/org/api-keys',
      '/api/auth/me',
      '/api/org/customers',
      '/api/admin/users',
      '/api/notifications',
    ]) {
      const res = await get(path, key);
      expect(res.status, path).toBe(401);
    }
    expect(
      (await requestJson(srv, 'POST', '/api/org/api-keys', key, { name: 'x', scopes: ['tracking:read'] })).status,
    ).toBe(401);
  });

  it('writes with shipments:write: creates a shipment and changes a status in its organization only', async () => {
    const { key } = await createKey(admin, ['shipments:write']);
    const created = await requestJson(srv, 'POST', '/api/org/shipments', key, {
      customerId: actors.customerA.id,
      origin: 'Jebel Ali Free Zone, Dubai',
      destination: 'Al Ain, UAE',
      service: 'freight_road',
      weightKg: 12,
      dimensionsCm: { length: 10, width: 10, height: 10 },
      declaredValueAed: 100,
    });
    expect(created.status).toBe(201);
    // A customer of another organization cannot be given a shipment.
    const foreign = await requestJson(srv, 'POST', '/api/org/shipments', key, {
      customerId: actors.customerOther.id,
      origin: 'Dubai',
      destination: 'Sharjah',
      service: 'freight_road',
      weightKg: 1,
      dimensionsCm: { length: 1, width: 1, height: 1 },
      declaredValueAed: 1,
    });
    expect(foreign.status).toBe(400);
    const status = { status: 'customs_clearance', reason: 'At the port' };
    const changed = await requestJson(srv, 'POST', `/api/shipments/${actors.customerA.shipmentId}/status`, key, status);
    expect(changed.status).toBe(200);
    expect((await json(changed)).status).toBe('customs_clearance');
    const other = await requestJson(
      srv,
      'POST',
      `/api/shipments/${actors.customerOther.shipmentId}/status`,
      key,
      status,
    );
    expect(other.status).toBe(404);
  });

  it("reads the organization's documents with documents:read", async () => {
    const { key } = await createKey(admin, ['documents:read']);
    const res = await get('/api/org/documents', key);
    expect(res.status).toBe(200);
    const docs = await json(res);
    expect(docs.length).toBeGreaterThan(0);
    expect(
      docs.every((d: { trackingNumber: string }) => d.trackingNumber !== actors.customerOther.trackingNumber),
    ).toBe(true);
    expect((await get(`/api/org/documents?shipmentId=${actors.customerOther.shipmentId}`, key)).status).toBe(404);
  });

  it('stops working once revoked; another organization cannot revoke it; unknown keys are 401', async () => {
    const { key, id } = await createKey(admin, ['shipments:read']);
    expect((await get('/api/org/shipments', key)).status).toBe(200);
    expect((await requestJson(srv, 'DELETE', `/api/org/api-keys/${id}`, adminOther)).status).toBe(404);
    expect((await get('/api/org/shipments', key)).status).toBe(200);
    const revoked = await requestJson(srv, 'DELETE', `/api/org/api-keys/${id}`, admin);
    expect(revoked.status).toBe(200);
    expect((await json(revoked)).revokedAt).not.toBeNull();
    const after = await get('/api/org/shipments', key);
    expect(after.status).toBe(401);
    expect((await json(after)).error).toBe('Invalid or revoked API key');
    expect((await get('/api/org/shipments', `qk_live_${'A'.repeat(43)}`)).status).toBe(401);
    // As with a stale session token, signing in and the health probe ignore it.
    expect((await get('/api/health', key)).status).toBe(200);
    const signIn = await srv.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(key) },
      body: JSON.stringify({ username: 'admin_demo', password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect((await get('/api/org/shipments', 'qk_nonsense')).status).toBe(401);
  });

  it('records its last use, counts its calls in the usage meter and on the usage page', async () => {
    const { key, id } = await createKey(admin, ['tracking:read']);
    const orgId = (await srv.services.orm.em.fork().findOneOrFail(Organization, { subdomain: 'demo' })).id;
    const before = (await srv.services.meter.apiCalls([orgId])).get(orgId) ?? 0;
    await get(`/api/org/tracking?q=${actors.customerA.trackingNumber}`, key);
    await get(`/api/org/tracking?q=${actors.customerA.trackingNumber}`, key);
    expect((await srv.services.meter.apiCalls([orgId])).get(orgId)).toBe(before + 2);
    const keys = await json(await get('/api/org/api-keys', admin));
    expect(keys.find((k: { id: number }) => k.id === id).lastUsedAt).not.toBeNull();
    const usage = await json(await get('/api/org/api-usage', staff));
    expect(usage.totals.keyCalls).toBeGreaterThanOrEqual(2);
    expect(usage.days).toHaveLength(30);
    const tracking = usage.endpoints.find((e: { endpoint: string }) => e.endpoint === 'GET /api/org/tracking');
    expect(tracking.calls).toBeGreaterThanOrEqual(2);
    expect(usage.keys.active).toBeGreaterThan(0);
    // Another organization's page counts its own calls only.
    const other = await json(await get('/api/org/api-usage', adminOther));
    expect(other.endpoints.find((e: { endpoint: string }) => e.endpoint === 'GET /api/org/tracking')).toBeUndefined();
  });

  it(`is limited to ${API_KEY_RATE_LIMIT_PER_MINUTE} calls a minute per key (429 with Retry-After)`, async () => {
    const { key } = await createKey(admin, ['webhooks:manage']);
    const { key: second } = await createKey(admin, ['webhooks:manage']);
    for (let i = 0; i < API_KEY_RATE_LIMIT_PER_MINUTE; i++) {
      const res = await get('/api/org/webhooks', key);
      expect(res.status).toBe(200);
    }
    const limited = await get('/api/org/webhooks', key);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get('/api/org/webhooks', second)).status).toBe(200);
  });

  it("answers 403 once the key's organization is suspended", async () => {
    const { key } = await createKey(adminOther, ['shipments:read']);
    const em = srv.services.orm.em.fork();
    const falcon = await em.findOneOrFail(Organization, { subdomain: 'falcon' });
    falcon.status = 'suspended';
    await em.flush();
    try {
      const res = await get('/api/org/shipments', key);
      expect(res.status).toBe(403);
      expect((await json(res)).error).toBe('Your organization is suspended');
    } finally {
      falcon.status = 'active';
      await em.flush();
    }
  });
});
