import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  json,
  requestJson,
  signIn,
  startAdminServer,
  type TestServer,
} from './helpers.ts';

let srv: TestServer;
let admin: string;
beforeAll(async () => {
  ({ srv, admin } = await startAdminServer());
});
afterAll(() => srv.close());

const login = (path: string, username: string, password: string) => signIn(srv, path, username, password);
const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  requestJson(srv, method, path, token, body);

const gulf = {
  name: 'Gulf Star Logistics',
  subdomain: 'gulfstar',
  subscriptionTier: 'professional',
  adminEmail: 'Noura.Admin@gulfstar.ae',
  adminName: 'Noura Al Mansoori',
};

describe('organizations', () => {
  let orgId: number;
  let orgAdmin: { username: string; password: string };

  it('creates an organization with its first org admin; the password is answered once', async () => {
    const res = await call('POST', '/api/admin/organizations', admin, gulf);
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.organization).toMatchObject({
      name: 'Gulf Star Logistics',
      subdomain: 'gulfstar',
      subscriptionTier: 'professional',
      status: 'active',
      userCount: 1,
      monthlyUsage: 0,
      customDomain: null,
      settings: {
        branding: { primaryColor: '#0f766e' },
        featureFlags: {
          'shipment-tracking': true,
          'document-processing': true,
          compliance: true,
          'customs-ai': true,
          'free-zone-compliance': true,
          analytics: false,
          'fleet-management': false,
        },
      },
    });
    expect(body.admin).toMatchObject({ username: 'noura.admin', email: 'noura.admin@gulfstar.ae' });
    expect(body.admin.password).toEqual(expect.any(String));
    orgId = body.organization.id;
    orgAdmin = { username: body.admin.username, password: body.admin.password };
    const signedIn = await login('/api/auth/login', orgAdmin.username, orgAdmin.password);
    expect(signedIn.status).toBe(200);
    // The list shows it, without the password.
    const list = await json(await call('GET', '/api/admin/organizations', admin));
    expect(list.find((o: { id: number }) => o.id === orgId)).toMatchObject({ userCount: 1 });
    expect(JSON.stringify(list)).not.toContain(orgAdmin.password);
  });

  it('makes the admin username unique and refuses taken subdomains, domains and e-mails with 409', async () => {
    const res = await call('POST', '/api/admin/organizations', admin, {
      ...gulf,
      subdomain: 'gulfstar-two',
      adminEmail: 'noura.admin@other.ae',
      customDomain: 'Portal.GulfStar.ae',
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.admin.username).toBe('noura.admin-2');
    expect(body.organization.customDomain).toBe('portal.gulfstar.ae');
    const dupSub = await call('POST', '/api/admin/organizations', admin, { ...gulf, adminEmail: 'x@y.ae' });
    expect(dupSub.status).toBe(409);
    expect(await json(dupSub)).toEqual({ error: 'An organization with this subdomain already exists' });
    const dupDomain = await call('POST', '/api/admin/organizations', admin, {
      ...gulf,
      subdomain: 'gulfstar-three',
      adminEmail: 'z@y.ae',
      customDomain: 'portal.gulfstar.ae',
    });
    expect(dupDomain.status).toBe(409);
    const dupEmail = await call('POST', '/api/admin/organizations', admin, { ...gulf, subdomain: 'gulfstar-four' });
    expect(dupEmail.status).toBe(409);
    expect(await json(dupEmail)).toEqual({ error: 'A user with this email already exists' });
  });

  it('validates: required fields, subdomain rules, reserved words, tiers', async () => {
    for (const missing of ['name', 'subdomain', 'adminEmail']) {
      const res = await call('POST', '/api/admin/organizations', admin, { ...gulf, [missing]: ' ' });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ error: 'Organization name, subdomain, and admin email are required' });
    }
    for (const subdomain of ['ab', '-abc', 'abc-', 'ABC_def', 'a'.repeat(64), 'www', 'api', 'admin', 'app']) {
      const res = await call('POST', '/api/admin/organizations', admin, { ...gulf, subdomain, adminEmail: 'v@v.ae' });
      expect(res.status, subdomain).toBe(400);
    }
    expect(
      (
        await call('POST', '/api/admin/organizations', admin, {
          ...gulf,
          subdomain: 'ok-sub',
          subscriptionTier: 'gold',
        })
      ).status,
    ).toBe(400);
    expect((await call('POST', '/api/admin/organizations', admin, {})).status).toBe(400);
  });

  it('edits an organization; 404 for an unknown one', async () => {
    const res = await call('PUT', `/api/admin/organizations/${orgId}`, admin, {
      name: 'Gulf Star Logistics LLC',
      subscriptionTier: 'enterprise',
      status: 'cancelled', // ignored: status changes go through the lifecycle routes
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      name: 'Gulf Star Logistics LLC',
      subscriptionTier: 'enterprise',
      status: 'active',
    });
    expect((await call('PUT', '/api/admin/organizations/99999', admin, { name: 'x' })).status).toBe(404);
    expect((await call('PUT', `/api/admin/organizations/${orgId}`, admin, { subdomain: 'demo' })).status).toBe(409);
  });

  it('sets branding with strict colours and feature flags with known keys only', async () => {
    const ok = await call('PUT', `/api/admin/organizations/${orgId}/branding`, admin, {
      primaryColor: '#AA3300',
      displayName: 'Gulf Star',
      logoUrl: 'https://cdn.gulfstar.ae/logo.svg',
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).settings.branding).toEqual({
      primaryColor: '#aa3300',
      displayName: 'Gulf Star',
      logoUrl: 'https://cdn.gulfstar.ae/logo.svg',
    });
    for (const bad of [
      { primaryColor: 'red' },
      { primaryColor: '#abc' },
      { primaryColor: '#12345g' },
      { primaryColor: '#1234567' },
      { logoUrl: 'javascript:alert(1)' },
      { logoUrl: 'http://insecure.example/logo.png' },
      { primaryColor: '#123456', extra: 1 },
      {},
    ]) {
      expect(
        (await call('PUT', `/api/admin/organizations/${orgId}/branding`, admin, bad)).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
    const cleared = await json(
      await call('PUT', `/api/admin/organizations/${orgId}/branding`, admin, { logoUrl: null }),
    );
    expect(cleared.settings.branding).toEqual({ primaryColor: '#aa3300', displayName: 'Gulf Star' });

    const flags = await call('PUT', `/api/admin/organizations/${orgId}/feature-flags`, admin, {
      analytics: true,
      'shipment-tracking': false,
    });
    expect(flags.status).toBe(200);
    expect((await json(flags)).settings.featureFlags).toMatchObject({
      analytics: true,
      'shipment-tracking': false,
      compliance: true,
    });
    expect((await call('PUT', `/api/admin/organizations/${orgId}/feature-flags`, admin, { bogus: true })).status).toBe(
      400,
    );
    expect(
      (await call('PUT', `/api/admin/organizations/${orgId}/feature-flags`, admin, { analytics: 'yes' })).status,
    ).toBe(400);
  });

  it('suspending blocks sign-in and live tokens with 403; reactivating restores them; cancelling too', async () => {
    const live = await login('/api/auth/login', orgAdmin.username, orgAdmin.password);
    expect((await call('GET', '/api/auth/me', live.token)).status).toBe(200);

    const suspended = await call('POST', `/api/admin/organizations/${orgId}/suspend`, admin);
    expect(suspended.status).toBe(200);
    expect((await json(suspended)).status).toBe('suspended');
    const me = await call('GET', '/api/auth/me', live.token);
    expect(me.status).toBe(403);
    expect(await json(me)).toEqual({ error: 'Your organization is suspended' });
    expect(await login('/api/auth/login', orgAdmin.username, orgAdmin.password)).toEqual({
      status: 403,
      error: 'Your organization is suspended',
    });
    // A wrong password still says nothing about the organization.
    expect((await login('/api/auth/login', orgAdmin.username, 'wrong password here')).status).toBe(401);
    // Signing out still works.
    expect((await call('POST', '/api/auth/logout', live.token)).status).toBe(200);
    expect((await call('POST', `/api/admin/organizations/${orgId}/suspend`, admin)).status).toBe(409);

    expect((await call('POST', `/api/admin/organizations/${orgId}/reactivate`, admin)).status).toBe(200);
    const again = await login('/api/auth/login', orgAdmin.username, orgAdmin.password);
    expect(again.status).toBe(200);
    expect((await call('POST', `/api/admin/organizations/${orgId}/reactivate`, admin)).status).toBe(409);

    expect((await call('POST', `/api/admin/organizations/${orgId}/cancel`, admin)).status).toBe(200);
    const cancelled = await call('GET', '/api/auth/me', again.token);
    expect(cancelled.status).toBe(403);
    expect(await json(cancelled)).toEqual({ error: 'Your organization has been cancelled' });
    expect((await login('/api/auth/login', orgAdmin.username, orgAdmin.password)).error).toBe(
      'Your organization has been cancelled',
    );
    expect((await call('POST', `/api/admin/organizations/${orgId}/cancel`, admin)).status).toBe(409);
  });

  it('protects the platform organization and refuses cancelling the demo one', async () => {
    const list = await json(await call('GET', '/api/admin/organizations', admin));
    const platform = list.find((o: { subdomain: string }) => o.subdomain === 'platform');
    const demo = list.find((o: { subdomain: string }) => o.subdomain === 'demo');
    expect((await call('POST', `/api/admin/organizations/${platform.id}/suspend`, admin)).status).toBe(409);
    expect((await call('POST', `/api/admin/organizations/${platform.id}/cancel`, admin)).status).toBe(409);
    expect((await call('POST', `/api/admin/organizations/${demo.id}/cancel`, admin)).status).toBe(409);
    // Suspending the demo organization is possible when asked for explicitly, and reversible.
    expect((await call('POST', `/api/admin/organizations/${demo.id}/suspend`, admin)).status).toBe(200);
    expect((await login('/api/auth/login', 'demo', DEMO_PASSWORD)).status).toBe(403);
    expect((await call('POST', `/api/admin/organizations/${demo.id}/reactivate`, admin)).status).toBe(200);
    expect((await login('/api/auth/login', 'demo', DEMO_PASSWORD)).status).toBe(200);
    // The super admin still signs in.
    expect((await login('/api/admin/login', 'admin', ADMIN_PASSWORD)).status).toBe(200);
  });
});
