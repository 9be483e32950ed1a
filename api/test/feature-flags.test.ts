import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actors,
  ADMIN_PASSWORD,
  bearer,
  seedActors,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';

let srv: TestServer;
let admin: string;
let actors: Actors;
let demoOrgId: number;
let falconOrgId: number;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
  admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
  const orgs = (await (await get('/api/admin/organizations', admin)).json()) as { id: number; subdomain: string }[];
  demoOrgId = orgs.find((o) => o.subdomain === 'demo')!.id;
  falconOrgId = orgs.find((o) => o.subdomain === 'falcon')!.id;
});
afterAll(() => srv.close());

const get = (path: string, token?: string) => srv.request(path, { headers: bearer(token) });
const setFlags = (orgId: number, flags: Record<string, boolean>) =>
  srv.request(`/api/admin/organizations/${orgId}/feature-flags`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(admin) },
    body: JSON.stringify(flags),
  });
const NOT_ENABLED = { error: 'This feature is not enabled for your organization' };

describe('organization feature flags enforced by the API', () => {
  it('shipment-tracking guards tracking for the organization’s users and the demo workspace’s visitors', async () => {
    const track = `/api/shipments/track/${actors.customerA.trackingNumber}`;
    expect((await get(track, actors.customerA.token)).status).toBe(200);
    expect((await get('/api/shipments/track/QAF-240001')).status).toBe(200);
    expect((await setFlags(demoOrgId, { 'shipment-tracking': false })).status).toBe(200);
    const off = await get(track, actors.customerA.token);
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual(NOT_ENABLED);
    expect(await (await get('/api/shipments/track/QAF-240001')).json()).toEqual(NOT_ENABLED);
    // Another organization keeps its own flags: its staff still get an ordinary answer.
    expect(
      (await get(`/api/shipments/track/${actors.customerOther.trackingNumber}`, actors.staffOther.token)).status,
    ).toBe(200);
    // Other modules of the organization are unaffected.
    expect((await get(`/api/shipments/customer/${actors.customerA.id}`, actors.customerA.token)).status).toBe(200);
    await setFlags(demoOrgId, { 'shipment-tracking': true });
    expect((await get(track, actors.customerA.token)).status).toBe(200);
  });

  it('compliance guards the compliance check', async () => {
    const path = `/api/shipments/${actors.customerOther.shipmentId}/compliance`;
    expect((await get(path, actors.staffOther.token)).status).toBe(200);
    await setFlags(falconOrgId, { compliance: false });
    const off = await get(path, actors.staffOther.token);
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual(NOT_ENABLED);
    expect((await get(`/api/shipments/${actors.customerA.shipmentId}/compliance`, actors.customerA.token)).status).toBe(
      200,
    );
    await setFlags(falconOrgId, { compliance: true });
    expect((await get(path, actors.staffOther.token)).status).toBe(200);
  });

  it('document-processing guards the documents archive', async () => {
    const path = `/api/shipments/${actors.customerA.shipmentId}/documents/archive`;
    expect((await get(path, actors.customerA.token)).status).toBe(200);
    await setFlags(demoOrgId, { 'document-processing': false });
    expect((await get(path, actors.customerA.token)).status).toBe(403);
    expect((await get('/api/shipments/1/documents/archive')).status).toBe(403);
    await setFlags(demoOrgId, { 'document-processing': true });
    expect((await get(path, actors.customerA.token)).status).toBe(200);
    // The demo workspace's anonymous visitors never get the archive (signed-in users only).
    expect((await get('/api/shipments/1/documents/archive')).status).toBe(401);
  });
});
