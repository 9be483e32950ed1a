import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { bearer, DEMO_PASSWORD, startTestServer, type TestServer } from './helpers.ts';

// Issue 12 item 10: trusted proxies, Cache-Control on signed-in answers, the CSP, owner-only database files.

const signIn = (srv: TestServer, password: string, headers: Record<string, string>) =>
  srv.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: 'demo', password }),
  });

/** Five failures from one forwarded address, then the right password from another: 200 when the header counts. */
async function rightPasswordFromAnotherForwardedAddress(srv: TestServer, from: string, then: string) {
  for (let i = 0; i < 5; i++) expect((await signIn(srv, `wrong ${i}`, { 'x-forwarded-for': from })).status).toBe(401);
  return (await signIn(srv, DEMO_PASSWORD, { 'x-forwarded-for': then })).status;
}

/** A visitor's first chat request sets the visitor cookie. */
const visitorCookie = async (srv: TestServer, headers: Record<string, string> = {}) => {
  const res = await srv.request('/api/chat/deploy-test-session/messages', { headers });
  return res.headers.get('set-cookie') ?? '';
};

describe('QAFILA_TRUST_PROXY and QAFILA_PUBLIC_ORIGIN', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'qafila-config-'));
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['off', 0],
    ['true', 1],
    ['ON', 1],
    ['2', 2],
  ])('reads QAFILA_TRUST_PROXY=%s as %i proxies', (value, proxies) => {
    expect(loadConfig({ QAFILA_DATA_DIR: dataDir(), QAFILA_TRUST_PROXY: value }).trustProxy).toBe(proxies);
  });

  it('refuses other values, naming the variable', () => {
    expect(() => loadConfig({ QAFILA_DATA_DIR: dataDir(), QAFILA_TRUST_PROXY: 'maybe' })).toThrowError(
      /QAFILA_TRUST_PROXY/,
    );
    expect(() => loadConfig({ QAFILA_DATA_DIR: dataDir(), QAFILA_PUBLIC_ORIGIN: 'qafila.ae' })).toThrowError(
      ConfigError,
    );
    expect(loadConfig({ QAFILA_DATA_DIR: dataDir(), QAFILA_PUBLIC_ORIGIN: 'https://Qafila.ae/' }).publicOrigin).toBe(
      'https://qafila.ae',
    );
  });
});

describe('QAFILA_TRUST_PROXY off (the default)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer();
  });
  afterAll(() => srv.close());

  it('ignores X-Forwarded-For: a client cannot pick its address', async () => {
    expect(await rightPasswordFromAnotherForwardedAddress(srv, '198.51.100.1', '198.51.100.2')).toBe(429);
  });

  it('ignores X-Forwarded-Proto: no HSTS, no Secure cookie', async () => {
    const res = await srv.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const cookie = await visitorCookie(srv, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/qafila/i);
    expect(cookie).not.toMatch(/;\s*secure/i);
  });
});

describe('QAFILA_TRUST_PROXY on', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ QAFILA_TRUST_PROXY: 'true' });
  });
  afterAll(() => srv.close());

  it('takes the client address from X-Forwarded-For', async () => {
    expect(await rightPasswordFromAnotherForwardedAddress(srv, '198.51.100.11', '198.51.100.12')).toBe(200);
  });

  it('trusts only the entry the proxy appended, not addresses a client wrote before it', async () => {
    const status = await rightPasswordFromAnotherForwardedAddress(
      srv,
      '10.0.0.1, 198.51.100.21',
      '10.0.0.2, 198.51.100.21',
    );
    expect(status).toBe(429);
  });

  it('sends HSTS and Secure cookies when the proxy says the request was https, and neither for http', async () => {
    const https = await srv.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(await visitorCookie(srv, { 'x-forwarded-proto': 'https' })).toMatch(/;\s*secure/i);
    const http = await srv.request('/api/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
    expect(await visitorCookie(srv, { 'x-forwarded-proto': 'http' })).not.toMatch(/;\s*secure/i);
  });
});

describe('Cache-Control and CSP', () => {
  let srv: TestServer;
  let token: string;
  beforeAll(async () => {
    srv = await startTestServer({ QAFILA_PUBLIC_ORIGIN: 'https://qafila.example/' });
    token = ((await (await signIn(srv, DEMO_PASSWORD, {})).json()) as { token: string }).token;
  });
  afterAll(() => srv.close());

  it.each([
    '/api/auth/me',
    '/api/me',
    '/api/shipments/customer/1',
    '/api/notifications',
    '/api/branding',
    '/api/features/enabled',
    '/app',
  ])('answers a signed-in GET %s with Cache-Control: no-store', async (path) => {
    const res = await srv.request(path, { headers: bearer(token) });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers every /api/ request no-store but the public cacheable ones, signed in or not', async () => {
    expect((await srv.request('/api/auth/me')).headers.get('cache-control')).toBe('no-store');
    expect((await srv.request('/api/no-such-route')).headers.get('cache-control')).toBe('no-store');
    expect((await srv.request('/api/billing/plans')).headers.get('cache-control')).toBe('no-store');
    expect((await srv.request('/api/branding')).headers.get('cache-control')).toBe('no-cache');
    expect((await srv.request('/app')).headers.get('cache-control')).toBe('no-cache');
  });

  it("allows connections to 'self' and the public origin only, no ws:/wss: host", async () => {
    const csp = (await srv.request('/')).headers.get('content-security-policy') ?? '';
    const connect = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' https://qafila.example");
    expect(csp).not.toMatch(/\bwss?:/);
  });

  it("is connect-src 'self' alone without a public origin", async () => {
    const plain = await startTestServer();
    const csp = (await plain.request('/api/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self';");
    await plain.close();
  });
});

describe('database files', () => {
  it('creates the data folder 0700 and the SQLite file, its -wal and -shm 0600', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'qafila-modes-'));
    const dataDir = join(parent, 'data');
    const db = join(dataDir, 'qafila.sqlite');
    // The embedded database's files, whichever database the rest of the suite runs on.
    const srv = await startTestServer({ QAFILA_DATA_DIR: dataDir, DATABASE_URL: `sqlite:${db}` });
    try {
      // A write, so that the write-ahead log is in use.
      expect((await signIn(srv, DEMO_PASSWORD, {})).status).toBe(200);
      const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
      expect(mode(dataDir)).toBe('700');
      expect(mode(db)).toBe('600');
      expect(mode(`${db}-wal`)).toBe('600');
      expect(mode(`${db}-shm`)).toBe('600');
    } finally {
      await srv.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
