import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, json, requestJson, startTestServer, type TestServer, tokenOf } from './helpers.ts';

let srv: TestServer;
let admin: string;
const orgs: { id: number; adminId: number; token: string }[] = [];
beforeAll(async () => {
  srv = await startTestServer();
  admin = await login('/api/admin/login', 'admin', ADMIN_PASSWORD);
  for (const sub of ['alpha', 'bravo']) {
    const res = await call('POST', '/api/admin/organizations', admin, {
      name: `${sub} Freight`,
      subdomain: `${sub}-freight`,
      subscriptionTier: 'professional',
      adminEmail: `owner@${sub}.ae`,
    });
    const body = (await res.json()) as {
      organization: { id: number };
      admin: { id: number; username: string; password: string };
    };
    orgs.push({
      id: body.organization.id,
      adminId: body.admin.id,
      token: await login('/api/auth/login', body.admin.username, body.admin.password),
    });
  }
});
afterAll(() => srv.close());

const login = (path: string, username: string, password: string) => tokenOf(srv, path, username, password);
const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  requestJson(srv, method, path, token, body);

const PASSWORD = 'an org user password';

describe('/api/org/users', () => {
  let alphaUser: number;
  let bravoUser: number;

  it('creates users in the caller’s organization only, with the allowed roles', async () => {
    const [alpha, bravo] = orgs as [(typeof orgs)[0], (typeof orgs)[0]];
    const res = await call('POST', '/api/org/users', alpha.token, {
      username: 'alpha.dispatcher',
      email: 'dispatch@alpha.ae',
      password: PASSWORD,
      name: 'Dispatcher',
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({
      organizationId: alpha.id,
      role: 'org_user',
      planType: 'professional',
      isEnterprise: false,
    });
    alphaUser = created.id;
    bravoUser = (
      await json(
        await call('POST', '/api/org/users', bravo.token, {
          username: 'bravo.customer',
          email: 'c@bravo.ae',
          password: PASSWORD,
          role: 'customer',
        }),
      )
    ).id;
    // The new user signs in.
    expect(await login('/api/auth/login', 'alpha.dispatcher', PASSWORD)).toMatch(/^v1\./);
    const list = await json(await call('GET', '/api/org/users', alpha.token));
    expect(list.map((u: { username: string }) => u.username).sort()).toEqual(['alpha.dispatcher', 'owner']);
  });

  it('refuses mass assignment, super_admin, duplicates and weak passwords', async () => {
    const alpha = orgs[0]!;
    const base = { username: 'alpha.x', email: 'x@alpha.ae', password: PASSWORD };
    for (const extra of [
      { organizationId: orgs[1]!.id },
      { role: 'super_admin' },
      { isEnterprise: true },
      { id: 999 },
      { createdAt: '2020-01-01T00:00:00Z' },
      { planType: 'enterprise' },
    ]) {
      const res = await call('POST', '/api/org/users', alpha.token, { ...base, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    expect((await call('POST', '/api/org/users', alpha.token, { ...base, password: 'short' })).status).toBe(400);
    // A taken username gets the same neutral answer whether its holder is in this organization or another one.
    const ownTaken = await call('POST', '/api/org/users', alpha.token, { ...base, username: 'alpha.dispatcher' });
    const foreignTaken = await call('POST', '/api/org/users', alpha.token, { ...base, username: 'bravo.customer' });
    expect([ownTaken.status, await json(ownTaken)]).toEqual([
      409,
      { error: 'This username is not available: choose another one' },
    ]);
    expect([foreignTaken.status, await json(foreignTaken)]).toEqual([
      409,
      { error: 'This username is not available: choose another one' },
    ]);
    // E-mail addresses are unique within the organization only: another organization's address says nothing.
    const sameOrgEmail = await call('POST', '/api/org/users', alpha.token, { ...base, email: 'owner@alpha.ae' });
    expect([sameOrgEmail.status, await json(sameOrgEmail)]).toEqual([
      409,
      { error: 'A user with this email already exists in your organization' },
    ]);
    const otherOrgEmail = await call('POST', '/api/org/users', alpha.token, {
      ...base,
      username: 'alpha.shared',
      email: 'c@bravo.ae',
    });
    expect(otherOrgEmail.status).toBe(201);
    await call('DELETE', `/api/org/users/${(await json(otherOrgEmail)).id}`, alpha.token);
    expect((await call('PUT', `/api/org/users/${alphaUser}`, alpha.token, { role: 'super_admin' })).status).toBe(400);
    expect(
      (await call('PUT', `/api/org/users/${alphaUser}`, alpha.token, { organizationId: orgs[1]!.id })).status,
    ).toBe(400);
  });

  it('isolates tenants: another organization’s user is 404 for read, update and delete', async () => {
    const alpha = orgs[0]!;
    const list = await json(await call('GET', '/api/org/users', alpha.token));
    expect(list.some((u: { id: number }) => u.id === bravoUser)).toBe(false);
    expect((await call('PUT', `/api/org/users/${bravoUser}`, alpha.token, { name: 'Hijack' })).status).toBe(404);
    expect((await call('DELETE', `/api/org/users/${bravoUser}`, alpha.token)).status).toBe(404);
    expect((await call('PUT', '/api/org/users/1', alpha.token, { name: 'Hijack' })).status).toBe(404);
    expect((await call('DELETE', '/api/org/users/1', alpha.token)).status).toBe(404);
    // The super admin is nobody's to manage.
    expect((await call('DELETE', '/api/org/users/2', alpha.token)).status).toBe(404);
  });

  it('updates and deletes members; not their own role or account; non-admins get 403', async () => {
    const alpha = orgs[0]!;
    const upd = await call('PUT', `/api/org/users/${alphaUser}`, alpha.token, {
      role: 'org_admin',
      name: 'Lead Dispatcher',
    });
    expect(upd.status).toBe(200);
    expect(await json(upd)).toMatchObject({ role: 'org_admin', name: 'Lead Dispatcher', organizationId: alpha.id });
    expect((await call('PUT', `/api/org/users/${alpha.adminId}`, alpha.token, { role: 'customer' })).status).toBe(409);
    expect((await call('DELETE', `/api/org/users/${alpha.adminId}`, alpha.token)).status).toBe(409);

    const userToken = await login('/api/auth/login', 'bravo.customer', PASSWORD);
    expect((await call('GET', '/api/org/users', userToken)).status).toBe(403);
    expect((await call('GET', '/api/org/users', undefined)).status).toBe(401);

    expect((await call('DELETE', `/api/org/users/${alphaUser}`, alpha.token)).status).toBe(200);
    expect((await call('DELETE', `/api/org/users/${alphaUser}`, alpha.token)).status).toBe(404);
    const audit = await json(await call('GET', '/api/admin/audit?action=user.', admin));
    expect(
      audit.map((e: { action: string; actor: { username: string } }) => `${e.action}:${e.actor.username}`),
    ).toEqual(expect.arrayContaining(['user.delete:owner', 'user.update:owner', 'user.create:owner']));
  });
  it('does not delete a customer under their conversations (409), as before chat sessions could lose their customer', async () => {
    const bravo = orgs[1]!;
    const customerToken = await login('/api/auth/login', 'bravo.customer', PASSWORD);
    const me = await json(await call('GET', '/api/auth/me', customerToken));
    const sent = await call('POST', `/api/chat/${'c'.repeat(32)}/messages`, customerToken, {
      content: 'Where is my shipment?',
      userId: me.id,
      channel: 'web',
    });
    expect(sent.status).toBe(201);
    const refused = await call('DELETE', `/api/org/users/${me.id}`, bravo.token);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe('This user still owns shipments or conversations and cannot be deleted');
    expect((await call('GET', `/api/chat/${'c'.repeat(32)}/messages`, customerToken)).status).toBe(200);
  });
});
