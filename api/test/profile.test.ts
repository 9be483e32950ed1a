import type { Profile } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/db/entities/index.ts';
import { type Actors, bearer, json, PASSWORD, seedActors, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

const put = (body: unknown, token = actors.staffSame.token) =>
  srv.request('/api/me', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const changePassword = (body: unknown, token: string) =>
  srv.request('/api/me/password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
const login = async (username: string, password: string) => {
  const res = await srv.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, token: res.status === 200 ? (await json<{ token: string }>(res)).token : '' };
};

describe('GET /api/me', () => {
  it('answers the signed-in user of any role, and 401 to visitors', async () => {
    const staff = await json<Profile>(await srv.request('/api/me', { headers: bearer(actors.staffSame.token) }));
    expect(staff).toEqual({
      id: actors.staffSame.id,
      username: 'staff_demo',
      name: 'staff_demo',
      email: 'staff_demo@example.ae',
      jobTitle: null,
      companyName: null,
      phoneNumber: null,
      role: 'org_user',
      organizationName: 'Qafila Demo Logistics',
      language: null,
      emailNotifications: true,
    });
    const customer = await srv.request('/api/me', { headers: bearer(actors.customerA.token) });
    expect((await json<Profile>(customer)).role).toBe('customer');
    expect((await srv.request('/api/me')).status).toBe(401);
  });
});

describe('PUT /api/me', () => {
  it('saves the personal, company, contact and preference fields', async () => {
    const res = await put({
      name: '  Mariam Al Suwaidi ',
      email: 'Mariam@Example.AE',
      jobTitle: 'Operations Lead',
      companyName: 'Qafila Demo Logistics',
      phoneNumber: '+971 50 123 4567',
      language: 'ar',
      emailNotifications: false,
    });
    expect(res.status).toBe(200);
    const profile = await json<Profile>(res);
    expect(profile).toMatchObject({
      name: 'Mariam Al Suwaidi',
      email: 'mariam@example.ae',
      jobTitle: 'Operations Lead',
      companyName: 'Qafila Demo Logistics',
      phoneNumber: '+971 50 123 4567',
      language: 'ar',
      emailNotifications: false,
    });
    expect(await json<Profile>(await srv.request('/api/me', { headers: bearer(actors.staffSame.token) }))).toEqual(
      profile,
    );
    // The language is the same preference as /api/me/preferences, both ways.
    const prefs = await srv.request('/api/me/preferences', { headers: bearer(actors.staffSame.token) });
    expect((await json<{ language: string }>(prefs)).language).toBe('ar');
    await srv.request('/api/me/preferences', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(actors.staffSame.token) },
      body: JSON.stringify({ language: 'en' }),
    });
    expect(
      (await json<Profile>(await srv.request('/api/me', { headers: bearer(actors.staffSame.token) }))).language,
    ).toBe('en');
    // Audited with the values before and after.
    const audit = await srv.services.orm.em
      .fork()
      .find(AuditEntry, { action: 'profile.update', targetId: String(actors.staffSame.id) });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ jobTitle: 'Operations Lead', emailNotifications: false });
    expect(audit[0]!.before).toMatchObject({ jobTitle: null, emailNotifications: true });
  });

  it('clears optional fields with an empty string and leaves absent ones alone', async () => {
    const profile = await json<Profile>(await put({ jobTitle: '', phoneNumber: '' }));
    expect(profile).toMatchObject({ jobTitle: null, phoneNumber: null, name: 'Mariam Al Suwaidi' });
  });

  it('refuses an e-mail address another user of the organization has (409)', async () => {
    const res = await put({ email: 'CUST_A@example.ae' });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ error: 'A user with this email already exists' });
    // Keeping one's own address is fine.
    expect((await put({ email: 'mariam@example.ae' })).status).toBe(200);
  });

  it("answers another organization's e-mail address like an unused one (no enumeration across tenants)", async () => {
    // staff_falcon@example.ae belongs to a user of another organization.
    const res = await put({ email: 'staff_falcon@example.ae' }, actors.customerB.token);
    expect(res.status).toBe(200);
    expect((await json<Profile>(res)).email).toBe('staff_falcon@example.ae');
  });

  it.each([
    [{ role: 'org_admin' }, /role|Unrecognized/i],
    [{ username: 'someone' }, /username|Unrecognized/i],
    [{ name: 'Ok', organizationId: 2 }, /organizationId|Unrecognized/i],
    [{ name: '' }, /name must not be empty/],
    [{ name: 'x'.repeat(101) }, /at most 100/],
    [{ email: 'not-an-email' }, /valid e-mail/],
    [{ phoneNumber: 'call me' }, /phone number/],
    [{ language: 'fr' }, /language/],
    [{ emailNotifications: 'yes' }, /true or false/],
    [{ jobTitle: 'x'.repeat(101) }, /at most 100/],
    ['[1,2]', /expected object|Invalid input/i],
  ])('refuses %o without changing anything', async (body, error) => {
    const before = await json<Profile>(await srv.request('/api/me', { headers: bearer(actors.staffSame.token) }));
    const res = await put(body);
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toMatch(error);
    const after = await json<Profile>(await srv.request('/api/me', { headers: bearer(actors.staffSame.token) }));
    expect(after).toEqual(before);
  });

  it('is refused to visitors', async () => {
    const res = await srv.request('/api/me', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Visitor' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/me/password', () => {
  const NEW = 'a brand new passphrase for cust_b';

  it('changes the password, keeps the current session and revokes the others', async () => {
    const other = await login('cust_b', PASSWORD);
    const current = await login('cust_b', PASSWORD);
    const res = await changePassword({ currentPassword: PASSWORD, newPassword: NEW }, current.token);
    expect(res.status).toBe(200);
    expect((await srv.request('/api/me', { headers: bearer(current.token) })).status).toBe(200);
    expect((await srv.request('/api/me', { headers: bearer(other.token) })).status).toBe(401);
    expect((await srv.request('/api/me', { headers: bearer(actors.customerB.token) })).status).toBe(401);
    expect((await login('cust_b', PASSWORD)).status).toBe(401);
    expect((await login('cust_b', NEW)).status).toBe(200);
    const audit = await srv.services.orm.em
      .fork()
      .find(AuditEntry, { action: 'profile.change-password', targetId: String(actors.customerB.id) });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(NEW);
  });

  it.each([
    [{ currentPassword: 'wrong password!', newPassword: 'another long passphrase' }, 'Current password is incorrect'],
    [{ currentPassword: NEW, newPassword: 'short' }, /at least 12/],
    [{ currentPassword: NEW, newPassword: NEW }, /differ from the current/],
    [{ newPassword: 'another long passphrase' }, /currentPassword/],
    [{ currentPassword: NEW, newPassword: 'another long passphrase', extra: 1 }, null],
  ])('refuses %o', async (body, error) => {
    const { token } = await login('cust_b', NEW);
    const res = await changePassword(body, token);
    if (error === null) {
      // Unknown keys are ignored here; the change goes through, so put the password back.
      expect(res.status).toBe(200);
      expect(
        (await changePassword({ currentPassword: 'another long passphrase', newPassword: NEW }, token)).status,
      ).toBe(200);
      return;
    }
    expect(res.status).toBe(400);
    const body400 = await json<{ error: string }>(res);
    if (typeof error === 'string') expect(body400).toEqual({ error });
    else expect(body400.error).toMatch(error);
  });

  it('refuses a new password equal to the username', async () => {
    const em = srv.services.orm.em.fork();
    const { User } = await import('../src/db/entities/index.ts');
    const { hashPassword } = await import('../src/modules/auth/password.ts');
    const long = em.create(User, {
      organization: (await em.findOneOrFail(User, { id: actors.customerA.id }, { populate: ['organization'] }))
        .organization,
      username: 'long.username.customer',
      role: 'customer',
      passwordHash: await hashPassword(PASSWORD),
    });
    await em.flush();
    const { token } = await login(long.username, PASSWORD);
    const res = await changePassword({ currentPassword: PASSWORD, newPassword: 'Long.Username.Customer' }, token);
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toMatch(/username/);
  });

  it('limits wrong current passwords to 5 in 15 minutes (429 with Retry-After)', async () => {
    const { token } = await login('cust_a', PASSWORD);
    for (let i = 0; i < 5; i++) {
      const res = await changePassword({ currentPassword: `wrong ${i} password`, newPassword: 'x'.repeat(20) }, token);
      expect(res.status).toBe(400);
    }
    const limited = await changePassword({ currentPassword: PASSWORD, newPassword: 'y'.repeat(20) }, token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<{ error: string }>(limited)).error).toMatch(/Too many attempts/);
    expect((await login('cust_a', PASSWORD)).status).toBe(200);
  });

  it('is refused to visitors', async () => {
    const res = await srv.request('/api/me/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'another long passphrase' }),
    });
    expect(res.status).toBe(401);
  });
});
