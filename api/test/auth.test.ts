import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, DEMO_PASSWORD, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

const login = (username: unknown, password: unknown, headers: Record<string, string> = {}) =>
  srv.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });

describe('POST /api/auth/login', () => {
  it('signs the demo customer in with a token and the user', async () => {
    const res = await login('demo', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { token: string; user: Record<string, unknown> };
    expect(body.token).toMatch(/^v1\.[\w-]{43}\.\d+\.[\w-]+$/);
    expect(body.user).toEqual({
      id: 1,
      username: 'demo',
      name: 'Demo Customer',
      email: 'demo@qafila.ae',
      role: 'customer',
      organizationId: expect.any(Number),
      organizationName: 'Qafila Demo Logistics',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    expect((await login('  DEMO ', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown user', async () => {
    const wrong = await login('demo', 'not the password at all');
    const unknown = await login('nobody-here', 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid credentials' });
    expect(await unknown.json()).toEqual({ error: 'Invalid credentials' });
  });

  it('does not sign the super admin in here (the admin portal has its own sign-in)', async () => {
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.status).toBe(401);
  });

  it.each([
    [{}, 'username'],
    [{ username: 'demo' }, 'password'],
    [{ username: '   ', password: 'x' }, 'username'],
    [{ username: 42, password: 'x' }, 'username'],
  ])('answers bad input %o with 400 naming %s', async (body, field) => {
    const res = await srv.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(field);
  });

  it('delays an account from the address that failed, with 429 and Retry-After, while other accounts sign in', async () => {
    const other = await startTestServer();
    const attempt = (u: string, p: string) =>
      other.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: u, password: p }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt('demo', 'wrong password!!')).status).toBe(401);
    const limited = await attempt('demo', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many sign-in attempts/);
    // The per-IP failure budget (50) is not exhausted by one account's five failures.
    expect((await attempt('nobody', 'x')).status).toBe(401);
    await other.close();
  });

  it('limits failures per IP with 429 (password spraying)', async () => {
    const other = await startTestServer();
    let last = 0;
    for (let i = 0; i < 51; i++) {
      const res = await other.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `user${i}`, password: 'x' }),
      });
      last = res.status;
    }
    expect(last).toBe(429);
    await other.close();
  }, 120_000);
});

describe('sessions', () => {
  it('GET /api/auth/me answers the signed-in user, and 401 without or with a bad token', async () => {
    const { token } = (await (await login('demo', DEMO_PASSWORD)).json()) as { token: string };
    const me = await srv.request('/api/auth/me', { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: 1, username: 'demo' });
    expect((await srv.request('/api/auth/me')).status).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    const bad = await srv.request('/api/auth/me', { headers: bearer(forged) });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'Invalid or expired token' });
  });

  it('logout revokes the token', async () => {
    const { token } = (await (await login('demo', DEMO_PASSWORD)).json()) as { token: string };
    const out = await srv.request('/api/auth/logout', { method: 'POST', headers: bearer(token) });
    expect(out.status).toBe(200);
    expect((await srv.request('/api/auth/me', { headers: bearer(token) })).status).toBe(401);
    // A revoked token does not lock the user out of signing in again.
    expect((await login('demo', DEMO_PASSWORD, bearer(token))).status).toBe(200);
  });

  it('a user token is not an admin token: 403 on admin paths', async () => {
    const { token } = (await (await login('demo', DEMO_PASSWORD)).json()) as { token: string };
    const res = await srv.request('/api/admin/users', { headers: bearer(token) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Admin access required' });
  });
});
