import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../src/http/rate-limit.ts';
import { ADMIN_PASSWORD, bearer, DEMO_PASSWORD, OPS_PASSWORD, startTestServer, type TestServer } from './helpers.ts';

// Sign-in throttling (issue 12 item 6): progressive delays per (account, address), a per-address failure limit, a
// per-account slow-down that never holds back the right password from a clean address, failures only, and separate
// buckets for the customer and the admin sign-in. The server trusts one proxy, so X-Forwarded-For is the address.

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ QAFILA_TRUST_PROXY: '1' });
});
afterAll(() => srv.close());

const signIn = (path: '/api/auth/login' | '/api/admin/login', username: string, password: string, ip: string) =>
  srv.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ username, password }),
  });
const login = (username: string, password: string, ip: string) => signIn('/api/auth/login', username, password, ip);
const retryAfter = (res: Response) => Number(res.headers.get('retry-after'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('sign-in throttling over HTTP', () => {
  it('wrong passwords from one address never stop the right password from another', async () => {
    for (let i = 0; i < 5; i++) expect((await login('demo', `wrong password ${i}`, '198.51.100.1')).status).toBe(401);
    const attacker = await login('demo', DEMO_PASSWORD, '198.51.100.1');
    expect(attacker.status).toBe(429);
    expect(retryAfter(attacker)).toBeGreaterThan(0);
    const customer = await login('demo', DEMO_PASSWORD, '203.0.113.7');
    expect(customer.status).toBe(200);
    expect(((await customer.json()) as { token: string }).token).toBeTruthy();
  });

  it('many failing addresses slow the account down for them, never for a clean address', async () => {
    // Ten more failures for the demo customer, each from a new address: past the per-account slow-down threshold.
    for (let i = 0; i < 10; i++)
      expect((await login('demo', `botnet guess ${i}`, `198.51.100.${100 + i}`)).status).toBe(401);
    const bot = await login('demo', DEMO_PASSWORD, '198.51.100.105');
    expect(bot.status).toBe(429);
    expect(((await bot.json()) as { error: string }).error).toMatch(/Too many sign-in attempts/);
    expect((await login('demo', DEMO_PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('the super admin stays reachable from a clean address after anyone fails for the account', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await signIn('/api/admin/login', 'admin', `guess ${i}`, `198.51.100.${20 + (i % 3)}`);
      expect([401, 429]).toContain(res.status);
    }
    expect((await signIn('/api/admin/login', 'admin', ADMIN_PASSWORD, '203.0.113.9')).status).toBe(200);
  });

  it('delays the (account, address) pair progressively: 429 with a growing Retry-After', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 5; i++) expect((await login('cust_x', `wrong ${i}`, ip)).status).toBe(401);
    const first = await login('cust_x', 'wrong again', ip);
    expect(first.status).toBe(429);
    expect(retryAfter(first)).toBe(1);
    expect(((await first.json()) as { error: string }).error).toMatch(/Too many sign-in attempts/);
    await sleep(retryAfter(first) * 1000 + 100);
    expect((await login('cust_x', 'wrong 6', ip)).status).toBe(401);
    const second = await login('cust_x', 'wrong again', ip);
    expect(second.status).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(retryAfter(first));
    expect(retryAfter(second)).toBeLessThanOrEqual(2);
    await sleep(retryAfter(second) * 1000 + 100);
    expect((await login('cust_x', 'wrong 7', ip)).status).toBe(401);
    const third = await login('cust_x', 'wrong again', ip);
    expect(third.status).toBe(429);
    expect(retryAfter(third)).toBeGreaterThan(retryAfter(second));
    expect(retryAfter(third)).toBeLessThanOrEqual(4);
    // Another address is not delayed for that account.
    expect((await login('cust_x', 'wrong 8', '203.0.113.40')).status).toBe(401);
  });

  it('counts failures only: successful sign-ins never use up the address', async () => {
    const ip = '203.0.113.50';
    // More than the 50 failures that refuse an address (and than the 30 attempts of the first limit).
    for (let i = 0; i < 55; i++) {
      const res = await login('demo', DEMO_PASSWORD, ip);
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
    }
  }, 120_000);

  it('a success clears its pair: four failures, a success, four failures are never delayed', async () => {
    const ip = '203.0.113.60';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login('ops', `typo ${i}`, ip)).status).toBe(401);
      expect((await login('ops', OPS_PASSWORD, ip)).status).toBe(200);
    }
  });

  it('refuses an address after 50 failures for any accounts, while the admin sign-in has its own bucket', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 50; i++) expect((await login(`sprayed${i}`, 'Winter2026!', ip)).status).toBe(401);
    const refused = await login('demo', DEMO_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(60);
    // The customer sign-in's failures do not count against the admin portal's sign-in from the same address.
    expect((await signIn('/api/admin/login', 'admin', ADMIN_PASSWORD, ip)).status).toBe(200);
    // And other addresses are unaffected.
    expect((await login('demo', DEMO_PASSWORD, '203.0.113.77')).status).toBe(200);
  }, 120_000);
});

describe('password changes', () => {
  it('POST /api/admin/change-password: 5 wrong current passwords, then 429 with Retry-After', async () => {
    const res = await signIn('/api/admin/login', 'admin', ADMIN_PASSWORD, '203.0.113.90');
    const { token } = (await res.json()) as { token: string };
    const change = (currentPassword: string) =>
      srv.request('/api/admin/change-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(token) },
        body: JSON.stringify({ currentPassword, newPassword: 'a brand new admin password' }),
      });
    for (let i = 0; i < 5; i++) expect((await change(`wrong current ${i}`)).status).toBe(400);
    const limited = await change(ADMIN_PASSWORD);
    expect(limited.status).toBe(429);
    expect(retryAfter(limited)).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many attempts/);
    // The password was not changed.
    expect((await signIn('/api/admin/login', 'admin', ADMIN_PASSWORD, '203.0.113.91')).status).toBe(200);
  });
});

describe('createLoginThrottle', () => {
  const t0 = 1_000_000_000_000;

  it('doubles the pair delay from the fifth failure, up to 15 minutes', () => {
    const throttle = createLoginThrottle();
    const delays: number[] = [];
    let now = t0;
    for (let i = 0; i < 16; i++) {
      expect(throttle.check('demo', 'a', now).allowed).toBe(true);
      throttle.failure('demo', 'a', now);
      const d = throttle.check('demo', 'a', now);
      delays.push(d.retryAfterSeconds);
      now += d.retryAfterSeconds * 1000;
    }
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('never delays the right password from a clean address, however many addresses fail', () => {
    const throttle = createLoginThrottle();
    for (let ip = 0; ip < 200; ip++) {
      for (let i = 0; i < 5; i++) throttle.failure('admin', `bot${ip}`, t0 + ip);
    }
    expect(throttle.check('admin', 'bot1', t0 + 500)).toMatchObject({ allowed: false });
    expect(throttle.check('admin', 'home', t0 + 500)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('spaces out attempts from addresses with recent failures once the account has 10 failures', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 10; i++) throttle.failure('demo', `bot${i}`, t0);
    throttle.failure('other-account', 'typo', t0);
    expect(throttle.check('demo', 'typo', t0 + 10)).toMatchObject({ allowed: false, reason: 'account' });
    expect(throttle.check('demo', 'typo', t0 + 1000).allowed).toBe(true);
    expect(throttle.check('demo', 'clean', t0 + 10).allowed).toBe(true);
  });

  it('forgets a pair on success and an address after its window', () => {
    const throttle = createLoginThrottle({ ipFailureLimit: 3, ipWindowMs: 60_000 });
    for (let i = 0; i < 3; i++) throttle.failure(`u${i}`, 'a', t0);
    expect(throttle.check('x', 'a', t0)).toMatchObject({ allowed: false, reason: 'ip', retryAfterSeconds: 60 });
    expect(throttle.check('x', 'a', t0 + 60_000).allowed).toBe(true);
    const pairs = createLoginThrottle();
    for (let i = 0; i < 5; i++) pairs.failure('demo', 'a', t0);
    expect(pairs.check('demo', 'a', t0).allowed).toBe(false);
    pairs.success('demo', 'a');
    expect(pairs.check('demo', 'a', t0).allowed).toBe(true);
  });
});
