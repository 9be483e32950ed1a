import { LAST_ADMIN_MESSAGE } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actors,
  bearer,
  json,
  PASSWORD,
  requestJson,
  seedActors,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  requestJson(srv, method, path, token, body);
const tokenIn = (link: string) => link.split('/invite/')[1]!;
const NEW_PASSWORD = 'a long invitee password';

/** Every caller but an organization admin: 401 for a visitor, 403 for the others. */
async function onlyOrgAdmins(method: string, path: string, body?: unknown) {
  expect((await call(method, path, undefined, body)).status).toBe(401);
  for (const who of [actors.customerA, actors.staffSame])
    expect((await call(method, path, who.token, body)).status).toBe(403);
}

describe('the Team page', () => {
  it('is for organization admins only, and lists their own organization’s staff', async () => {
    await onlyOrgAdmins('GET', '/api/org/team');
    const team = await json(await call('GET', '/api/org/team', actors.orgAdminSame.token));
    const names = team.members.map((m: { username: string }) => m.username).sort();
    expect(names).toEqual(['admin_demo', 'ops', 'staff_demo']);
    const staff = team.members.find((m: { username: string }) => m.username === 'staff_demo');
    expect(staff).toMatchObject({ role: 'org_user', active: true, twoFactor: false, features: expect.any(Array) });
    expect(staff.lastSignInAt).toEqual(expect.any(String));
    // The organization's features: not whatsapp-integration, whose organization flag is off by default (the demo turns carbon-tracking on since issue 19).
    const givable = team.features.map((f: { id: string }) => f.id);
    expect(givable).toContain('cargo-management');
    expect(givable).not.toContain('whatsapp-integration');
    expect(team.features[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
  });

  it('shows Team and Customers in the sidebar of organization admins only', async () => {
    const admin = await json(await call('GET', '/api/dashboard/sections', actors.orgAdminSame.token));
    expect(admin.sections).toEqual(expect.arrayContaining(['team', 'customers']));
    const staff = await json(await call('GET', '/api/dashboard/sections', actors.staffSame.token));
    expect(staff.sections).not.toContain('team');
    expect(staff.sections).not.toContain('customers');
  });

  it('invites a member of staff by a single-use link; they choose a username and password and are signed in', async () => {
    await onlyOrgAdmins('POST', '/api/org/invitations', { email: 'x@y.ae' });
    const res = await call('POST', '/api/org/invitations', actors.orgAdminSame.token, {
      email: 'New.Hire@Example.ae',
      role: 'org_user',
      features: ['cargo-management'],
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({ emailed: false, invitation: { email: 'new.hire@example.ae', role: 'org_user' } });
    expect(created.link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = tokenIn(created.link);
    // Only the hash is stored.
    const { Invitation } = await import('../src/db/entities/index.ts');
    const row = await srv.services.orm.em.fork().findOneOrFail(Invitation, { id: created.invitation.id });
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // Pending on the Team page; a second invitation to the same address is refused.
    const team = await json(await call('GET', '/api/org/team', actors.orgAdminSame.token));
    expect(team.invitations.map((i: { email: string }) => i.email)).toContain('new.hire@example.ae');
    expect(
      (await call('POST', '/api/org/invitations', actors.orgAdminSame.token, { email: 'new.hire@example.ae' })).status,
    ).toBe(409);

    const preview = await json(await call('GET', `/api/invitations/${token}`, undefined));
    expect(preview).toEqual({
      organizationName: expect.any(String),
      email: 'new.hire@example.ae',
      role: 'org_user',
      suggestedUsername: 'new.hire',
    });
    // The password rule of every new password.
    const weak = await call('POST', `/api/invitations/${token}/accept`, undefined, {
      username: 'new.hire',
      name: 'New Hire',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    const taken = await call('POST', `/api/invitations/${token}/accept`, undefined, {
      username: 'staff_demo',
      name: 'New Hire',
      password: NEW_PASSWORD,
    });
    expect(taken.status).toBe(409);
    const accepted = await call('POST', `/api/invitations/${token}/accept`, undefined, {
      username: 'new.hire',
      name: 'New Hire',
      password: NEW_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    const session = await json(accepted);
    expect(session.user).toMatchObject({ username: 'new.hire', role: 'org_user', email: 'new.hire@example.ae' });
    const sections = await json(await call('GET', '/api/dashboard/sections', session.token));
    expect(sections.sections).toContain('shipments');
    expect((await signIn(srv, '/api/auth/login', 'new.hire', NEW_PASSWORD)).status).toBe(200);
    // Single use.
    const again = await call('POST', `/api/invitations/${token}/accept`, undefined, {
      username: 'new.hire2',
      name: 'Again',
      password: NEW_PASSWORD,
    });
    expect(again.status).toBe(410);
    expect((await json(again)).error).toMatch(/already been used/);
    expect((await call('GET', `/api/invitations/${token}`, undefined)).status).toBe(410);
    expect((await call('GET', `/api/invitations/${'A'.repeat(43)}`, undefined)).status).toBe(404);
  });

  it('never gives a feature the organization does not have', async () => {
    const invite = await call('POST', '/api/org/invitations', actors.orgAdminSame.token, {
      email: 'cold@example.ae',
      features: ['whatsapp-integration'],
    });
    expect(invite.status).toBe(403);
    expect((await json(invite)).error).toMatch(/does not have the feature whatsapp-integration/);
    const update = await call('PUT', `/api/org/team/${actors.staffSame.id}`, actors.orgAdminSame.token, {
      features: ['cargo-management', 'whatsapp-integration'],
    });
    expect(update.status).toBe(403);
    // An organization admin is never a super admin, and roles are the organization's.
    expect(
      (await call('POST', '/api/org/invitations', actors.orgAdminSame.token, { email: 'z@x.ae', role: 'super_admin' }))
        .status,
    ).toBe(400);
  });

  it('resends (the old link dies) and revokes invitations of its own organization only', async () => {
    const created = await json(
      await call('POST', '/api/org/invitations', actors.orgAdminSame.token, { email: 'later@example.ae' }),
    );
    const id = created.invitation.id;
    await onlyOrgAdmins('POST', `/api/org/invitations/${id}/resend`);
    expect((await call('POST', `/api/org/invitations/${id}/resend`, actors.orgAdminOther.token)).status).toBe(404);
    expect((await call('DELETE', `/api/org/invitations/${id}`, actors.orgAdminOther.token)).status).toBe(404);
    const resent = await json(await call('POST', `/api/org/invitations/${id}/resend`, actors.orgAdminSame.token));
    expect(resent.link).not.toBe(created.link);
    expect((await call('GET', `/api/invitations/${tokenIn(created.link)}`, undefined)).status).toBe(404);
    expect((await call('GET', `/api/invitations/${tokenIn(resent.link)}`, undefined)).status).toBe(200);
    await onlyOrgAdmins('DELETE', `/api/org/invitations/${id}`);
    expect((await call('DELETE', `/api/org/invitations/${id}`, actors.orgAdminSame.token)).status).toBe(200);
    const revoked = await call('GET', `/api/invitations/${tokenIn(resent.link)}`, undefined);
    expect(revoked.status).toBe(410);
    expect((await json(revoked)).error).toMatch(/revoked/);
    expect((await call('DELETE', `/api/org/invitations/${id}`, actors.orgAdminSame.token)).status).toBe(404);
  });

  it('refuses an expired link with a clear message', async () => {
    const created = await json(
      await call('POST', '/api/org/invitations', actors.orgAdminSame.token, { email: 'slow@example.ae' }),
    );
    const { Invitation } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    const row = await em.findOneOrFail(Invitation, { id: created.invitation.id });
    // Seven days and a second later.
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    row.expiresAt = new Date(Date.now() - 1000);
    await em.flush();
    const res = await call('GET', `/api/invitations/${tokenIn(created.link)}`, undefined);
    expect(res.status).toBe(410);
    expect((await json(res)).error).toMatch(/expired/);
  });

  it('changes roles and features within the organization; another organization’s admin gets 404', async () => {
    const path = `/api/org/team/${actors.staffSame.id}`;
    await onlyOrgAdmins('PUT', path, { role: 'org_user' });
    expect((await call('PUT', path, actors.orgAdminOther.token, { role: 'org_admin' })).status).toBe(404);
    // A customer is not a member of staff.
    expect((await call('PUT', `/api/org/team/${actors.customerA.id}`, actors.orgAdminSame.token, {})).status).toBe(404);
    const updated = await json(
      await call('PUT', path, actors.orgAdminSame.token, { features: ['cargo-management', 'live-tracking'] }),
    );
    expect(updated.features.sort()).toEqual(['cargo-management', 'live-tracking']);
  });

  it('keeps one active admin: the last one cannot demote themselves (409), and nobody deactivates themselves', async () => {
    const falconAdmin = `/api/org/team/${actors.orgAdminOther.id}`;
    const demote = await call('PUT', falconAdmin, actors.orgAdminOther.token, { role: 'org_user' });
    expect(demote.status).toBe(409);
    expect((await json(demote)).error).toBe(LAST_ADMIN_MESSAGE);
    const self = await call('PUT', falconAdmin, actors.orgAdminOther.token, { active: false });
    expect(self.status).toBe(409);
    // With a second active admin, stepping down is fine: promote staff_falcon, then step down, then back.
    const { User } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    const second = await em.findOneOrFail(User, { username: 'staff_falcon' });
    second.role = 'org_admin';
    second.deactivatedAt = new Date();
    await em.flush();
    // A deactivated admin does not count.
    expect((await call('PUT', falconAdmin, actors.orgAdminOther.token, { role: 'org_user' })).status).toBe(409);
    second.deactivatedAt = null;
    await em.flush();
    expect((await call('PUT', falconAdmin, actors.orgAdminOther.token, { role: 'org_user' })).status).toBe(200);
    // Back as they were, through the new admin.
    const { token } = await signIn(srv, '/api/auth/login', 'staff_falcon', PASSWORD);
    expect((await call('PUT', falconAdmin, token, { role: 'org_admin' })).status).toBe(200);
    second.role = 'org_user';
    await em.flush();
  });

  it('deactivating ends the sessions and blocks sign-in; reactivating lets them in again', async () => {
    const { hashPassword } = await import('../src/modules/auth/password.ts');
    const { User, Organization } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    em.create(User, {
      organization: await em.findOneOrFail(Organization, { subdomain: 'demo' }),
      username: 'leaving',
      email: 'leaving@example.ae',
      role: 'org_user',
      passwordHash: await hashPassword(PASSWORD),
    });
    await em.flush();
    const before = await signIn(srv, '/api/auth/login', 'leaving', PASSWORD);
    expect(before.status).toBe(200);
    const id = (await json(await call('GET', '/api/auth/me', before.token))).id;
    const off = await json(await call('PUT', `/api/org/team/${id}`, actors.orgAdminSame.token, { active: false }));
    expect(off.active).toBe(false);
    expect((await call('GET', '/api/auth/me', before.token)).status).toBe(401);
    const refused = await signIn(srv, '/api/auth/login', 'leaving', PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatch(/deactivated/);
    // A wrong password still gets the generic answer.
    expect((await signIn(srv, '/api/auth/login', 'leaving', 'not the password at all')).status).toBe(401);
    await call('PUT', `/api/org/team/${id}`, actors.orgAdminSame.token, { active: true });
    expect((await signIn(srv, '/api/auth/login', 'leaving', PASSWORD)).status).toBe(200);
  });
});

describe('the plan’s user limit', () => {
  it('applies when an invitation is sent and again when it is accepted (402)', async () => {
    const { Organization, Plan, User } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    const falcon = await em.findOneOrFail(Organization, { subdomain: 'falcon' });
    const plan = await em.findOneOrFail(Plan, { id: falcon.subscriptionTier });
    const saved = plan.userLimit;
    const seats = await em.count(User, { organization: falcon.id, role: { $in: ['org_admin', 'org_user'] } });
    plan.userLimit = seats + 1;
    await em.flush();
    try {
      const invited = await call('POST', '/api/org/invitations', actors.orgAdminOther.token, {
        email: 'seat@falcon.ae',
      });
      expect(invited.status).toBe(201);
      const { link } = await json(invited);
      // Customers take no seat.
      const customer = await call('POST', '/api/org/customer-accounts', actors.orgAdminOther.token, {
        name: 'Falcon Client',
        email: 'client@falcon.ae',
      });
      expect(customer.status).toBe(201);
      em.create(User, {
        organization: falcon,
        username: 'seat.taker',
        email: 'seat.taker@falcon.ae',
        role: 'org_user',
        passwordHash: 'x',
      });
      await em.flush();
      const accepted = await call('POST', `/api/invitations/${tokenIn(link)}/accept`, undefined, {
        username: 'seat.invitee',
        name: 'Seat',
        password: NEW_PASSWORD,
      });
      expect(accepted.status).toBe(402);
      expect((await json(accepted)).error).toMatch(/plan/i);
      const more = await call('POST', '/api/org/invitations', actors.orgAdminOther.token, { email: 'more@falcon.ae' });
      expect(more.status).toBe(402);
    } finally {
      plan.userLimit = saved;
      await em.flush();
    }
  });
});

describe('the Customers page', () => {
  it('creates a customer with an invitation link; they choose a password and sign in; staff can ship to them', async () => {
    await onlyOrgAdmins('POST', '/api/org/customer-accounts', { name: 'X', email: 'x@y.ae' });
    const res = await call('POST', '/api/org/customer-accounts', actors.orgAdminSame.token, {
      name: 'Gulf Traders',
      email: 'buyer@gulf.ae',
      phoneNumber: '+971501112233',
      companyName: 'Gulf Traders LLC',
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.customer).toMatchObject({ name: 'Gulf Traders', active: true, invited: true, shipments: 0 });
    // New Shipment's customer picker sees them at once.
    const picker = await json(await call('GET', '/api/org/customers', actors.staffSame.token));
    expect(picker.map((c: { id: number }) => c.id)).toContain(created.customer.id);
    // Not signed in before they accept.
    const token = tokenIn(created.link);
    const preview = await json(await call('GET', `/api/invitations/${token}`, undefined));
    expect(preview).toMatchObject({ role: 'customer', email: 'buyer@gulf.ae' });
    const accepted = await json(
      await call('POST', `/api/invitations/${token}/accept`, undefined, {
        username: 'gulf.buyer',
        name: 'Gulf Buyer',
        password: NEW_PASSWORD,
      }),
    );
    expect(accepted.user).toMatchObject({ id: created.customer.id, role: 'customer', username: 'gulf.buyer' });
    expect((await signIn(srv, '/api/auth/login', 'gulf.buyer', NEW_PASSWORD)).status).toBe(200);
    const list = await json(await call('GET', '/api/org/customer-accounts?q=gulf', actors.orgAdminSame.token));
    expect(list).toEqual([expect.objectContaining({ id: created.customer.id, invited: false })]);
  });

  it('lists its own customers with their shipment and conversation counts; another organization’s are 404', async () => {
    await onlyOrgAdmins('GET', '/api/org/customer-accounts');
    const mine = await json(await call('GET', '/api/org/customer-accounts', actors.orgAdminSame.token));
    expect(mine.find((c: { id: number }) => c.id === actors.customerA.id)).toMatchObject({ shipments: 1 });
    expect(mine.map((c: { id: number }) => c.id)).not.toContain(actors.customerOther.id);
    const path = `/api/org/customer-accounts/${actors.customerA.id}`;
    await onlyOrgAdmins('PUT', path, { name: 'X' });
    expect((await call('PUT', path, actors.orgAdminOther.token, { name: 'Hijack' })).status).toBe(404);
    expect(
      (await call('PUT', `/api/org/customer-accounts/${actors.staffSame.id}`, actors.orgAdminSame.token, {})).status,
    ).toBe(404);
  });

  it('edits and deactivates a customer (their sessions end, sign-in refused)', async () => {
    const path = `/api/org/customer-accounts/${actors.customerB.id}`;
    const edited = await json(
      await call('PUT', path, actors.orgAdminSame.token, { companyName: 'B Co', active: false }),
    );
    expect(edited).toMatchObject({ companyName: 'B Co', active: false });
    expect((await call('GET', '/api/auth/me', actors.customerB.token)).status).toBe(401);
    expect((await signIn(srv, '/api/auth/login', 'cust_b', PASSWORD)).status).toBe(403);
    // New Shipment no longer offers them.
    const picker = async () =>
      (await json(await call('GET', '/api/org/customers', actors.staffSame.token))).map((c: { id: number }) => c.id);
    expect(await picker()).not.toContain(actors.customerB.id);
    // Nor does the API take them for a new shipment, one by one or in a CSV.
    const create = await call('POST', '/api/org/shipments', actors.staffSame.token, {
      customerId: actors.customerB.id,
      origin: 'Dubai',
      destination: 'Sharjah',
      service: 'express',
      weightKg: 5,
      dimensionsCm: { length: 10, width: 10, height: 10 },
      declaredValueAed: 100,
    });
    expect(create.status).toBe(400);
    expect((await json(create)).error).toMatch(/deactivated/);
    await call('PUT', path, actors.orgAdminSame.token, { active: true });
    expect((await signIn(srv, '/api/auth/login', 'cust_b', PASSWORD)).status).toBe(200);
    expect(await picker()).toContain(actors.customerB.id);
  });

  it('imports customers from CSV all or nothing, every problem by line', async () => {
    const upload = (token: string | undefined, body: string, type = 'text/csv') =>
      srv.request('/api/org/customer-accounts/import', {
        method: 'POST',
        headers: { 'content-type': type, ...bearer(token) },
        body,
      });
    expect((await upload(undefined, 'name,email,phone,company\n')).status).toBe(401);
    expect((await upload(actors.staffSame.token, 'name,email,phone,company\n')).status).toBe(403);
    expect((await upload(actors.orgAdminSame.token, '{}', 'application/json')).status).toBe(415);
    const { User } = await import('../src/db/entities/index.ts');
    const count = () => srv.services.orm.em.fork().count(User, { role: 'customer' });
    const before = await count();
    const bad = await upload(
      actors.orgAdminSame.token,
      'name,email,phone,company\nAmina Trading,amina@trade.ae,,\n,nobody@trade.ae,,\nDup,amina@trade.ae,,\nOld,cust_a@example.ae,,\n',
    );
    expect(bad.status).toBe(400);
    const body = await json(bad);
    expect(body.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [3, 'name'],
      [4, 'email'],
      [5, 'email'],
    ]);
    expect(await count()).toBe(before);
    const header = await upload(actors.orgAdminSame.token, 'email,name\nx@y.ae,X\n');
    expect((await json(header)).errors[0]).toMatchObject({ line: 1, field: 'header' });
    const ok = await upload(
      actors.orgAdminSame.token,
      'name,email,phone,company\nAmina Trading,amina@trade.ae,+971500000001,Amina LLC\n"Khalid, Sons",khalid@trade.ae,,\n',
    );
    expect(ok.status).toBe(201);
    const result = await json(ok);
    expect(result).toMatchObject({ imported: 2, emailed: false });
    expect(result.customers.map((c: { email: string }) => c.email)).toEqual(['amina@trade.ae', 'khalid@trade.ae']);
    expect(await count()).toBe(before + 2);
    // Another organization does not see them.
    const other = await json(await call('GET', '/api/org/customer-accounts?q=trade.ae', actors.orgAdminOther.token));
    expect(other).toEqual([]);
  });
});
