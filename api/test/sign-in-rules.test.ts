import { ORG_TWO_FACTOR_SELF_FIRST, TWO_FACTOR_SETUP_REQUIRED, TWO_FACTOR_STILL_REQUIRED } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDevice, publicSessionId } from '../src/modules/sessions/service.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
  json,
  PASSWORD,
  requestJson,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';
import { totpTestServer } from './totp-clock.ts';

// Issue 16: the sessions list with revoke, an organization's rule that its staff use two-factor sign-in, and the
// server's rule for the super admin (QAFILA_ADMIN_REQUIRE_TWO_FACTOR).

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

// Each TOTP code is accepted once: `freshCode` moves the (fake) clock on a 30-second step first.
const server = totpTestServer();
const { freshCode } = server;
let srv: TestServer;
let actors: Actors;
beforeAll(() => {
  srv = server.srv();
  actors = server.actors();
});

const get = (path: string, token?: string) => requestJson(srv, 'GET', path, token);
const post = (path: string, token?: string, body?: unknown) => requestJson(srv, 'POST', path, token, body ?? {});
const put = (path: string, token?: string, body?: unknown) => requestJson(srv, 'PUT', path, token, body ?? {});
const del = (path: string, token?: string) => requestJson(srv, 'DELETE', path, token);

/** Signs in from a given browser; the token. */
async function loginFrom(userAgent: string, username: string, password = PASSWORD, path = '/api/auth/login') {
  const res = await srv.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return json(res);
}

async function enrol(token: string, base = '/api/me/two-factor') {
  const { secret } = await json(await post(`${base}/setup`, token));
  const confirm = await post(`${base}/confirm`, token, { code: freshCode(secret) });
  expect(confirm.status).toBe(200);
  return secret as string;
}

describe('device names', () => {
  it('names the browser and system, and the kind of device, from the user agent', () => {
    expect(describeDevice(DESKTOP_UA)).toEqual({ device: 'Chrome 140 on Windows', deviceType: 'desktop' });
    expect(describeDevice(PHONE_UA)).toEqual({ device: 'Safari 17 on iOS', deviceType: 'mobile' });
    expect(describeDevice(null)).toEqual({ device: null, deviceType: null });
    expect(describeDevice('curl/8.5.0').deviceType).toBeNull();
  });
});

describe('sessions list', () => {
  it('lists the caller’s live sessions with device, IP and times, marks the current one, never the secret id', async () => {
    const phone = (await loginFrom(PHONE_UA, 'cust_b')).token as string;
    const desktop = (await loginFrom(DESKTOP_UA, 'cust_b')).token as string;
    const res = await get('/api/me/sessions', desktop);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = await json<Record<string, unknown>[]>(res);
    // seedActors' sign-in, the phone and the desktop.
    expect(list).toHaveLength(3);
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Chrome 140 on Windows', deviceType: 'desktop', ip: '127.0.0.1' });
    expect(list.some((s) => s.device === 'Safari 17 on iOS' && !s.current)).toBe(true);
    for (const s of list) {
      expect(s.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(Date.parse(String(s.expiresAt))).toBeGreaterThan(Date.parse(String(s.lastSeenAt)));
    }
    const { Session } = await import('../src/db/entities/index.ts');
    const rows = await srv.services.orm.em.fork().find(Session, { user: actors.customerB.id });
    for (const row of rows) expect(JSON.stringify(list)).not.toContain(row.id);
    expect((await get('/api/me/two-factor', phone)).status).toBe(200);
  });

  it('revokes one session: its token stops working at once; the others keep working', async () => {
    const phone = (await loginFrom(PHONE_UA, 'cust_a')).token as string;
    const desktop = (await loginFrom(DESKTOP_UA, 'cust_a')).token as string;
    const list = await json<{ id: string; device: string }[]>(await get('/api/me/sessions', desktop));
    const target = list.find((s) => s.device === 'Safari 17 on iOS');
    const res = await del(`/api/me/sessions/${target?.id}`, desktop);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true });
    expect((await get('/api/auth/me', phone)).status).toBe(401);
    expect((await get('/api/auth/me', desktop)).status).toBe(200);
    expect((await get('/api/me/sessions', desktop).then(json)).length).toBe(list.length - 1);
    // The same id again, an unknown one, a malformed one.
    expect((await del(`/api/me/sessions/${target?.id}`, desktop)).status).toBe(404);
    expect((await del('/api/me/sessions/AAAAAAAAAAAAAAAA', desktop)).status).toBe(404);
    expect((await del('/api/me/sessions/not-an-id', desktop)).status).toBe(400);
  });

  it('never reaches another account’s session, in the same organization or another (404)', async () => {
    const { Session } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    for (const owner of [actors.staffSame.id, actors.staffOther.id]) {
      const theirs = await em.find(Session, { user: owner, revokedAt: null });
      expect(theirs.length).toBeGreaterThan(0);
      for (const s of theirs) {
        expect((await del(`/api/me/sessions/${publicSessionId(s.id)}`, actors.customerA.token)).status).toBe(404);
      }
    }
    expect((await get('/api/auth/me', actors.staffSame.token)).status).toBe(200);
    expect((await get('/api/auth/me', actors.staffOther.token)).status).toBe(200);
  });

  it('revoke-others ends every session but the current one', async () => {
    const a = (await loginFrom(DESKTOP_UA, 'staff_falcon')).token as string;
    const b = (await loginFrom(PHONE_UA, 'staff_falcon')).token as string;
    const res = await post('/api/me/sessions/revoke-others', a);
    expect(res.status).toBe(200);
    expect((await json(res)).revoked).toBeGreaterThanOrEqual(2);
    expect((await get('/api/auth/me', b)).status).toBe(401);
    expect((await get('/api/auth/me', actors.staffOther.token)).status).toBe(401);
    expect((await get('/api/me/sessions', a).then(json)).map((s: { current: boolean }) => s.current)).toEqual([true]);
    actors.staffOther.token = a;
  });

  it('visitors get 401; the super admin has their own list under /api/admin/sessions; the kinds do not mix', async () => {
    expect((await get('/api/me/sessions')).status).toBe(401);
    expect((await del('/api/me/sessions/AAAAAAAAAAAAAAAA')).status).toBe(401);
    expect((await post('/api/me/sessions/revoke-others')).status).toBe(401);
    const admin = (await loginFrom(DESKTOP_UA, 'admin', ADMIN_PASSWORD, '/api/admin/login')).token as string;
    const list = await json<{ current: boolean; device: string }[]>(await get('/api/admin/sessions', admin));
    expect(list.find((s) => s.current)?.device).toBe('Chrome 140 on Windows');
    expect((await get('/api/admin/sessions', actors.customerA.token)).status).toBe(403);
    expect((await get('/api/me/sessions', admin)).status).toBe(401);
    const other = (await loginFrom(PHONE_UA, 'admin', ADMIN_PASSWORD, '/api/admin/login')).token as string;
    const phone = (await json<{ id: string; current: boolean }[]>(await get('/api/admin/sessions', admin))).find(
      (s) => !s.current,
    );
    expect((await del(`/api/admin/sessions/${phone?.id}`, admin)).status).toBe(200);
    expect((await get('/api/admin/info', other)).status).toBe(401);
    expect((await post('/api/admin/sessions/revoke-others', admin)).status).toBe(200);
  });
});

describe('an organization requires two-factor sign-in of its staff', () => {
  it('only organization admins read and set the rule (customers, staff: 403; visitors: 401)', async () => {
    expect((await get('/api/org/security')).status).toBe(401);
    expect((await get('/api/org/security', actors.customerA.token)).status).toBe(403);
    expect((await get('/api/org/security', actors.staffSame.token)).status).toBe(403);
    expect((await put('/api/org/security', actors.staffSame.token, { requireTwoFactor: true })).status).toBe(403);
    const res = await get('/api/org/security', actors.orgAdminSame.token);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.requireTwoFactor).toBe(false);
    const names = body.staffWithoutTwoFactor.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin_demo', 'staff_demo']));
    // Its own organization's staff only.
    expect(names).not.toContain('staff_falcon');
    expect(names).not.toContain('cust_a');
    expect((await put('/api/org/security', actors.orgAdminSame.token, { requireTwoFactor: 'yes' })).status).toBe(400);
  });

  it('needs the admin’s own two-factor sign-in first (409), then applies to their organization only; audited', async () => {
    const refused = await put('/api/org/security', actors.orgAdminSame.token, { requireTwoFactor: true });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ error: ORG_TWO_FACTOR_SELF_FIRST });
    await enrol(actors.orgAdminSame.token);
    const ok = await put('/api/org/security', actors.orgAdminSame.token, { requireTwoFactor: true });
    expect(ok.status).toBe(200);
    const body = await json(ok);
    expect(body.requireTwoFactor).toBe(true);
    expect(body.staffWithoutTwoFactor.map((u: { username: string }) => u.username)).not.toContain('admin_demo');
    expect((await json(await get('/api/org/security', actors.orgAdminOther.token))).requireTwoFactor).toBe(false);
    const { AuditEntry } = await import('../src/db/entities/index.ts');
    const audit = await srv.services.orm.em.fork().find(AuditEntry, { action: 'organization.two-factor.require' });
    expect(audit).toHaveLength(1);
  });

  it('staff without it may then only set it up: 403 elsewhere, /api/auth/me says so, public calls as a visitor', async () => {
    const token = actors.staffSame.token;
    const blocked = await get('/api/dashboard/sections', token);
    expect(blocked.status).toBe(403);
    expect(await json(blocked)).toEqual({ error: TWO_FACTOR_SETUP_REQUIRED });
    expect((await get('/api/org/shipments', token)).status).toBe(403);
    const me = await json(await get('/api/auth/me', token));
    expect(me).toMatchObject({ username: 'staff_demo', twoFactorSetupRequired: true });
    expect((await json(await get('/api/me/two-factor', token))).required).toBe(true);
    expect((await get('/api/me/sessions', token)).status).toBe(200);
    // A public call answers as for a visitor rather than refusing.
    expect((await get('/api/health', token)).status).toBe(200);
    // Signing in still works (with the password alone: there is nothing else yet) and lands in the same state.
    const login = await loginFrom(DESKTOP_UA, 'staff_demo');
    expect(login.user.twoFactorSetupRequired).toBe(true);
    // Staff of another organization, customers of this one: not concerned.
    expect((await get('/api/dashboard/sections', actors.staffOther.token)).status).toBe(200);
    expect((await get('/api/shipments', actors.customerA.token)).status).not.toBe(403);
    expect((await json(await get('/api/auth/me', actors.customerA.token))).twoFactorSetupRequired).toBeUndefined();
    // Once it is on, everything works again, and it cannot be turned off while required.
    const secret = await enrol(token);
    expect((await get('/api/dashboard/sections', token)).status).toBe(200);
    expect((await json(await get('/api/auth/me', token))).twoFactorSetupRequired).toBeUndefined();
    const off = await post('/api/me/two-factor/disable', token, { password: PASSWORD, code: freshCode(secret) });
    expect(off.status).toBe(409);
    expect(await json(off)).toEqual({ error: TWO_FACTOR_STILL_REQUIRED });
  });

  it('when the rule is lifted, staff without it work again', async () => {
    const { User } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    const staff = await em.findOneOrFail(User, { username: 'staff_demo' });
    staff.totpEnabledAt = null;
    await em.flush();
    expect((await get('/api/dashboard/sections', actors.staffSame.token)).status).toBe(403);
    const lifted = await put('/api/org/security', actors.orgAdminSame.token, { requireTwoFactor: false });
    expect(lifted.status).toBe(200);
    expect((await get('/api/dashboard/sections', actors.staffSame.token)).status).toBe(200);
  });
});

describe('the server requires two-factor sign-in of the super admin', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ QAFILA_ADMIN_REQUIRE_TWO_FACTOR: 'true' });
  });
  afterAll(() => strict.close());

  it('until it is on, the portal may only set it up; then it works and cannot be turned off', async () => {
    const admin = await tokenOf(strict, '/api/admin/login', 'admin', ADMIN_PASSWORD);
    const call = (method: string, path: string, body?: unknown) => requestJson(strict, method, path, admin, body);
    const blocked = await call('GET', '/api/admin/users');
    expect(blocked.status).toBe(403);
    expect(await json(blocked)).toEqual({ error: TWO_FACTOR_SETUP_REQUIRED });
    expect((await json(await call('GET', '/api/admin/two-factor'))).required).toBe(true);
    const { secret } = await json(await call('POST', '/api/admin/two-factor/setup'));
    expect((await call('POST', '/api/admin/two-factor/confirm', { code: freshCode(secret) })).status).toBe(200);
    expect((await call('GET', '/api/admin/users')).status).toBe(200);
    const off = await call('POST', '/api/admin/two-factor/disable', {
      password: ADMIN_PASSWORD,
      code: freshCode(secret),
    });
    expect(off.status).toBe(409);
    // Customers and staff of that server are not concerned.
    expect(strict.services.config.adminRequiresTwoFactor).toBe(true);
  });

  it('is off by default', () => {
    expect(srv.services.config.adminRequiresTwoFactor).toBe(false);
  });
});
