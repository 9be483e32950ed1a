import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, requestJson, startAdminServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let admin: string;
beforeAll(async () => {
  ({ srv, admin } = await startAdminServer());
});
afterAll(() => srv.close());

const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  requestJson(srv, method, path, token, body);

describe('audit log', () => {
  it('records every admin write with actor, before and after, newest first, filterable', async () => {
    const created = await json(
      await call('POST', '/api/admin/users', admin, {
        username: 'audited.user',
        email: 'audited@example.ae',
        password: 'a long enough password',
      }),
    );
    await call('PUT', `/api/admin/users/${created.id}`, admin, { planType: 'professional' });
    await call('POST', `/api/admin/users/${created.id}/features/ai-chat`, admin);
    await call('DELETE', `/api/admin/users/${created.id}/features/ai-chat`, admin);
    const org = await json(
      await call('POST', '/api/admin/organizations', admin, {
        name: 'Audit Co',
        subdomain: 'audit-co',
        adminEmail: 'a@audit.ae',
      }),
    );
    await call('POST', `/api/admin/organizations/${org.organization.id}/suspend`, admin);
    await call('DELETE', `/api/admin/users/${created.id}`, admin);
    // A refused write leaves no entry.
    expect((await call('POST', '/api/admin/organizations/1/cancel', admin)).status).toBe(409);

    const res = await call('GET', '/api/admin/audit', admin);
    expect(res.status).toBe(200);
    const entries = await json(res);
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'user.delete',
      'org.suspend',
      'org.create',
      'feature.revoke',
      'feature.assign',
      'user.update',
      'user.create',
    ]);
    const update = entries.find((e: { action: string }) => e.action === 'user.update');
    expect(update).toMatchObject({
      actor: { username: 'admin' },
      targetType: 'user',
      targetId: String(created.id),
      before: { planType: 'starter' },
      after: { planType: 'professional' },
    });
    expect(entries.find((e: { action: string }) => e.action === 'org.suspend')).toMatchObject({
      before: { status: 'active' },
      after: { status: 'suspended' },
    });
    expect(JSON.stringify(entries)).not.toMatch(/password_hash|passwordHash|scrypt/);

    const onlyOrgs = await json(await call('GET', '/api/admin/audit?action=org.*', admin));
    expect(onlyOrgs.map((e: { action: string }) => e.action)).toEqual(['org.suspend', 'org.create']);
    const one = await json(await call('GET', '/api/admin/audit?action=user.create&limit=1', admin));
    expect(one).toHaveLength(1);
    expect((await json(await call('GET', '/api/admin/audit?limit=2', admin))).length).toBe(2);
    expect((await call('GET', '/api/admin/audit?limit=0', admin)).status).toBe(400);
    expect((await call('GET', '/api/admin/audit?limit=abc', admin)).status).toBe(400);
    expect((await call('GET', '/api/admin/audit?action=DROP%20TABLE', admin)).status).toBe(400);
  });
});

describe('leads in the admin portal', () => {
  it('lists demo requests newest first', async () => {
    expect(await json(await call('GET', '/api/admin/leads', admin))).toEqual([]);
    for (const name of ['First Lead', 'Second Lead']) {
      const res = await call('POST', '/api/contact', undefined, {
        name,
        company: 'Dhow Traders',
        email: 'lead@dhow.ae',
      });
      expect(res.status).toBe(201);
    }
    const leads = await json(await call('GET', '/api/admin/leads', admin));
    expect(leads.map((l: { name: string }) => l.name)).toEqual(['Second Lead', 'First Lead']);
    expect(leads[0]).toMatchObject({ company: 'Dhow Traders', email: 'lead@dhow.ae', language: 'en' });
    expect(await json(await call('GET', '/api/admin/leads?limit=1', admin))).toHaveLength(1);
    expect((await call('GET', '/api/admin/leads?limit=-1', admin)).status).toBe(400);
  });
});
