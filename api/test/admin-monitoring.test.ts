import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, DEMO_PASSWORD, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

const post = (path: string, body: unknown, token?: string) =>
  srv.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
const tokenOf = async (res: Response) => ((await res.json()) as { token: string }).token;

interface Monitoring {
  activeSessions: number;
  activeUsers: number;
  requests: number;
  serverErrors: number;
  errorRate: number;
  since: string;
}

describe('GET /api/admin/monitoring', () => {
  it('counts live sessions and their users from the database, and API requests as they are served', async () => {
    const admin = await tokenOf(await post('/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD }));
    const read = async () =>
      (await (await srv.request('/api/admin/monitoring', { headers: bearer(admin) })).json()) as Monitoring;
    const before = await read();
    expect(before.activeSessions).toBeGreaterThanOrEqual(1);
    expect(before.activeUsers).toBeGreaterThanOrEqual(1);

    // The demo customer signs in twice: two more sessions, one more user.
    const a = await tokenOf(await post('/api/auth/login', { username: 'demo', password: DEMO_PASSWORD }));
    await post('/api/auth/login', { username: 'demo', password: DEMO_PASSWORD });
    const signedIn = await read();
    expect(signedIn.activeSessions).toBe(before.activeSessions + 2);
    expect(signedIn.activeUsers).toBe(before.activeUsers + 1);
    // Every answered API request counts (the two logins and the read itself); none of them was a 5xx.
    expect(signedIn.requests).toBe(before.requests + 3);
    expect(signedIn.serverErrors).toBe(0);
    expect(signedIn.errorRate).toBe(0);

    // Health probes count too (answered before Koa: http/health-probe.ts), as does the read.
    await srv.request('/api/health');
    await srv.request('/api/health');
    expect((await read()).requests).toBe(signedIn.requests + 3);

    // A revoked session no longer counts.
    await post('/api/auth/logout', {}, a);
    expect((await read()).activeSessions).toBe(signedIn.activeSessions - 1);
  });

  it('is for super admins only', async () => {
    expect((await srv.request('/api/admin/monitoring')).status).toBe(401);
    const user = await tokenOf(await post('/api/auth/login', { username: 'demo', password: DEMO_PASSWORD }));
    expect((await srv.request('/api/admin/monitoring', { headers: bearer(user) })).status).toBe(403);
  });
});
