import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserFeature } from '../src/db/entities/index.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
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
let key: string;
let superAdmin: string;
let demoOrgId: number;

beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
  const em = srv.services.orm.em.fork();
  em.create(UserFeature, { user: actors.orgAdminSame.id, feature: 'api-management' });
  await em.flush();
  const admin = await tokenOf(srv, '/api/auth/login', 'admin_demo', PASSWORD);
  const res = await requestJson(srv, 'POST', '/api/org/api-keys', admin, {
    name: 'ERP',
    scopes: ['shipments:read', 'documents:read'],
  });
  expect(res.status).toBe(201);
  key = (await json(res)).key;
  superAdmin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
  const orgs = await json(await srv.request('/api/admin/organizations', { headers: bearer(superAdmin) }));
  demoOrgId = orgs.find((o: { subdomain: string }) => o.subdomain === 'demo').id;
});
afterAll(() => srv.close());

const setFlags = (flags: Record<string, boolean>) =>
  requestJson(srv, 'PUT', `/api/admin/organizations/${demoOrgId}/feature-flags`, superAdmin, flags);

describe('an API key and its organization’s feature flags', () => {
  it('reads nothing of a feature the organization has turned off, and again once it is on', async () => {
    const shipments = () => srv.request('/api/org/shipments', { headers: bearer(key) });
    const documents = () => srv.request('/api/org/documents', { headers: bearer(key) });
    expect((await shipments()).status).toBe(200);
    expect((await documents()).status).toBe(200);

    expect((await setFlags({ 'shipment-tracking': false })).status).toBe(200);
    const off = await shipments();
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ error: 'This feature is not enabled for your organization' });
    // Another flag's feature is unaffected.
    expect((await documents()).status).toBe(200);

    expect((await setFlags({ 'shipment-tracking': true, 'document-processing': false })).status).toBe(200);
    expect((await shipments()).status).toBe(200);
    expect((await documents()).status).toBe(403);
    await setFlags({ 'document-processing': true });
  });
});
