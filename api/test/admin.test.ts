import { FEATURE_KEYS } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_FEATURES } from '../src/db/seed.ts';
import {
  ADMIN_PASSWORD,
  bearer,
  DEMO_PASSWORD,
  json,
  requestJson,
  signIn,
  startAdminServer,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let srv: TestServer;
let admin: string;
beforeAll(async () => {
  ({ srv, admin } = await startAdminServer());
});
afterAll(() => srv.close());

const adminLogin = (username: string, password: string) => signIn(srv, '/api/admin/login', username, password);
const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  requestJson(srv, method, path, token, body);

const enterprise = {
  username: 'mariam.ops',
  email: 'mariam@gulftraders.ae',
  password: 'a long enough password',
  name: 'Mariam Al Suwaidi',
  companyName: 'Gulf Traders LLC',
  phoneNumber: '+971 50 111 2233',
  planType: 'starter',
  isEnterprise: true,
};

describe('admin sign-in', () => {
  it('answers a token for the super admin and Invalid credentials otherwise', async () => {
    expect(admin).toMatch(/^v1\./);
    expect(await adminLogin('admin', 'wrong password!!')).toEqual({ status: 401, error: 'Invalid credentials' });
    // A customer cannot sign in to the admin portal.
    expect((await adminLogin('demo', DEMO_PASSWORD)).status).toBe(401);
  });

  it('admin tokens are not user tokens and vice versa', async () => {
    expect((await call('GET', '/api/auth/me', admin)).status).toBe(401);
    const user = await json<{ token: string }>(
      await srv.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
      }),
    );
    expect((await call('GET', '/api/admin/users', user.token)).status).toBe(403);
    expect((await call('GET', '/api/admin/users', undefined)).status).toBe(401);
  });

  it('GET /api/admin/info describes the signed-in admin', async () => {
    expect(await json(await call('GET', '/api/admin/info', admin))).toMatchObject({
      username: 'admin',
      role: 'super_admin',
    });
  });
});

describe('users', () => {
  it('creates an enterprise user (forced to the enterprise plan) in an organization of their own', async () => {
    const res = await call('POST', '/api/admin/users', admin, enterprise);
    expect(res.status).toBe(201);
    const user = await json<{ id: number; planType: string; isEnterprise: boolean; role: string; features: string[] }>(
      res,
    );
    expect(user).toMatchObject({
      username: 'mariam.ops',
      planType: 'enterprise',
      isEnterprise: true,
      role: 'org_admin',
      features: [],
    });
    expect(JSON.stringify(user)).not.toMatch(/password/i);
    const orgs = await json<{ name: string; subscriptionTier: string }[]>(
      await call('GET', '/api/admin/organizations', admin),
    );
    expect(orgs.find((o) => o.name === 'Gulf Traders LLC')?.subscriptionTier).toBe('enterprise');
  });

  it('creates an individual user forced to starter', async () => {
    const res = await call('POST', '/api/admin/users', admin, {
      ...enterprise,
      username: 'omar',
      email: 'omar@example.ae',
      planType: 'enterprise',
      isEnterprise: false,
    });
    expect(await json(res)).toMatchObject({ planType: 'starter', isEnterprise: false });
  });

  it.each([
    [{ ...enterprise }, 409, 'A user with this username already exists'],
    [{ ...enterprise, username: 'other.name' }, 409, 'A user with this email already exists'],
    [{ ...enterprise, username: 'x', email: 'x@y.ae' }, 400, 'username must be'],
    [{ ...enterprise, username: 'newname', email: 'bad' }, 400, 'email must be a valid e-mail address'],
    [{ ...enterprise, username: 'newname2', email: 'n2@y.ae', password: 'short' }, 400, 'at least 12 characters'],
    [
      { ...enterprise, username: 'samesame12345', email: 'n3@y.ae', password: 'samesame12345' },
      400,
      'same as the username',
    ],
  ])('refuses %o with %i', async (body, status, error) => {
    const res = await call('POST', '/api/admin/users', admin, body);
    expect(res.status).toBe(status);
    expect((await json<{ error: string }>(res)).error).toContain(error);
  });

  it('lists users without super admins, edits the plan freely, deletes', async () => {
    const list = await json<{ id: number; username: string }[]>(await call('GET', '/api/admin/users', admin));
    expect(list.map((u) => u.username)).toEqual(expect.arrayContaining(['demo', 'mariam.ops', 'omar']));
    expect(list.map((u) => u.username)).not.toContain('admin');
    const omar = list.find((u) => u.username === 'omar')!;
    const edited = await call('PUT', `/api/admin/users/${omar.id}`, admin, {
      planType: 'professional',
      companyName: 'Omar Co',
    });
    expect(await json(edited)).toMatchObject({ planType: 'professional', companyName: 'Omar Co' });
    expect((await call('PUT', `/api/admin/users/${omar.id}`, admin, { planType: 'gold' })).status).toBe(400);
    expect((await call('DELETE', `/api/admin/users/${omar.id}`, admin)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${omar.id}`, admin)).status).toBe(404);
    expect((await call('PUT', '/api/admin/users/99999', admin, { name: 'x' })).status).toBe(404);
  });

  it('refuses to delete a customer who owns shipments, and never deletes a super admin', async () => {
    const res = await call('DELETE', '/api/admin/users/1', admin);
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toMatch(/owns shipments/);
    const adminId = await json<{ id: number }>(await call('GET', '/api/admin/info', admin));
    expect((await call('DELETE', `/api/admin/users/${adminId.id}`, admin)).status).toBe(404);
  });
});

describe('features', () => {
  it('lists the catalogue and assigns features that the user then sees enabled', async () => {
    const features = await json<{ id: string; category: string; isActive: boolean }[]>(
      await call('GET', '/api/admin/features', admin),
    );
    expect(features).toHaveLength(FEATURE_KEYS.length);
    expect(new Set(features.map((f) => f.category))).toEqual(
      new Set(['core', 'uae', 'compliance', 'analytics', 'integration', 'others']),
    );

    const created = await json<{ id: number }>(
      await call('POST', '/api/admin/users', admin, { ...enterprise, username: 'feature.user', email: 'f@u.ae' }),
    );
    for (const f of ['document-processing', 'ai-chat']) {
      const res = await call('POST', `/api/admin/users/${created.id}/features/${f}`, admin);
      expect(res.status).toBe(200);
      expect((await json<{ message: string }>(res)).message).toMatch(/assigned successfully/);
    }
    expect((await call('POST', `/api/admin/users/${created.id}/features/not-a-feature`, admin)).status).toBe(404);
    expect(await json(await call('GET', '/api/admin/statistics', admin))).toEqual({
      totalFeatures: FEATURE_KEYS.length,
      // Two here and the seeded organization admin ops's.
      totalAssociations: 2 + OPS_FEATURES.length,
    });

    const login = await json<{ token: string }>(
      await srv.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'feature.user', password: enterprise.password }),
      }),
    );
    expect(await json(await call('GET', '/api/features/enabled', login.token))).toEqual([
      'overview',
      'document-processing',
      'ai-chat',
    ]);

    const removed = await call('DELETE', `/api/admin/users/${created.id}/features/ai-chat`, admin);
    expect(await json(removed)).toEqual({ message: 'Feature removed successfully' });
    expect((await call('DELETE', `/api/admin/users/${created.id}/features/ai-chat`, admin)).status).toBe(404);
    expect(await json(await call('GET', '/api/features/enabled', login.token))).toEqual([
      'overview',
      'document-processing',
    ]);
    expect((await call('GET', '/api/features/enabled', undefined)).status).toBe(401);
  });
});

describe('plans', () => {
  it('serves the plans as data, with Custom priced by sales', async () => {
    const plans = await json<
      { id: string; monthlyBaseFee: number | null; includedApiCalls: number; contactSales: boolean }[]
    >(await call('GET', '/api/billing/plans', undefined));
    expect(plans.map((p) => [p.id, p.monthlyBaseFee, p.includedApiCalls])).toEqual([
      ['starter', 299, 1000],
      ['professional', 899, 10000],
      ['enterprise', 2999, -1],
      ['custom', null, -1],
    ]);
    expect(plans.at(-1)?.contactSales).toBe(true);
  });
});

describe('change password', () => {
  it('checks the current password, enforces the policy and revokes the other admin sessions', async () => {
    const other = await startTestServer();
    const login = async (password: string) =>
      (
        await json<{ token: string }>(
          await other.request('/api/admin/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'admin', password }),
          }),
        )
      ).token;
    const a = await login(ADMIN_PASSWORD);
    const b = await login(ADMIN_PASSWORD);
    const change = (body: unknown) =>
      other.request('/api/admin/change-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(a) },
        body: JSON.stringify(body),
      });
    expect(
      await json(await change({ currentPassword: 'nope nope nope', newPassword: 'another long password' })),
    ).toEqual({
      error: 'Current password is incorrect',
    });
    expect((await change({ currentPassword: ADMIN_PASSWORD, newPassword: 'short' })).status).toBe(400);
    const ok = await change({ currentPassword: ADMIN_PASSWORD, newPassword: 'another long password' });
    expect(await json(ok)).toEqual({ success: true });
    expect((await other.request('/api/admin/info', { headers: bearer(a) })).status).toBe(200);
    expect((await other.request('/api/admin/info', { headers: bearer(b) })).status).toBe(401);
    expect(await login('another long password')).toMatch(/^v1\./);
    await other.close();
  });
});
