import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, DEMO_PASSWORD, startTestServer, type TestServer, tokenOf } from './helpers.ts';

let srv: TestServer;
let admin: string;
let orgId: number;
beforeAll(async () => {
  srv = await startTestServer();
  admin = await login('/api/admin/login', 'admin', ADMIN_PASSWORD);
  const res = await srv.request('/api/admin/organizations', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(admin) },
    body: JSON.stringify({
      name: 'Oasis Cargo',
      subdomain: 'oasis',
      customDomain: 'track.oasiscargo.ae',
      adminEmail: 'it@oasiscargo.ae',
    }),
  });
  orgId = ((await res.json()) as { organization: { id: number } }).organization.id;
  await srv.request(`/api/admin/organizations/${orgId}/branding`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(admin) },
    body: JSON.stringify({
      primaryColor: '#C2410C',
      displayName: 'Oasis Tracking',
      logoUrl: 'https://oasiscargo.ae/l.png',
    }),
  });
});
afterAll(() => srv.close());

const login = (path: string, username: string, password: string) => tokenOf(srv, path, username, password);

/** GET /api/branding with a chosen Host header (fetch does not let a caller set it). */
function branding(host: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(`${srv.url}/api/branding`);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: url.hostname, port: url.port, path: url.pathname, headers: { host, ...bearer(token) } },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const oasis = {
  organizationId: expect.any(Number),
  displayName: 'Oasis Tracking',
  primaryColor: '#c2410c',
  logoUrl: 'https://oasiscargo.ae/l.png',
};

describe('GET /api/branding', () => {
  it('matches the custom domain and the subdomain of the product domain', async () => {
    expect(await branding('track.oasiscargo.ae')).toEqual({ status: 200, body: { source: 'host', ...oasis } });
    expect((await branding('oasis.qafila.ae:443')).body).toEqual({ source: 'host', ...oasis });
    expect((await branding('OASIS.QAFILA.AE')).body).toMatchObject({ source: 'host', organizationId: orgId });
  });

  it('falls back to the signed-in user’s organization, then the platform default', async () => {
    const demo = await login('/api/auth/login', 'demo', DEMO_PASSWORD);
    expect((await branding('localhost', demo)).body).toEqual({
      source: 'user',
      organizationId: expect.any(Number),
      displayName: 'Qafila Demo Logistics',
      primaryColor: '#0f766e',
      logoUrl: null,
    });
    const fallback = {
      source: 'default',
      organizationId: null,
      displayName: 'Qafila',
      primaryColor: '#0f766e',
      logoUrl: null,
    };
    for (const host of [
      'localhost',
      'qafila.ae',
      'unknown.qafila.ae',
      'x.oasis.qafila.ae',
      'oasis.qafila.ae.evil.com',
    ]) {
      expect((await branding(host)).body, host).toEqual(fallback);
    }
  });

  it('refuses custom domains under the product domain (they would take over another organization’s host)', async () => {
    for (const customDomain of ['demo.qafila.ae', 'qafila.ae', 'a.b.qafila.ae']) {
      const res = await srv.request(`/api/admin/organizations/${orgId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...bearer(admin) },
        body: JSON.stringify({ customDomain }),
      });
      expect(res.status, customDomain).toBe(400);
    }
  });

  it('stops showing a cancelled organization’s white label', async () => {
    await srv.request(`/api/admin/organizations/${orgId}/cancel`, { method: 'POST', headers: bearer(admin) });
    expect((await branding('track.oasiscargo.ae')).body).toMatchObject({ source: 'default' });
  });
});
