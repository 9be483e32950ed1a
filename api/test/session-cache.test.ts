import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, OPS_PASSWORD, startTestServer, type TestServer } from './helpers.ts';

// Verified sessions are answered from memory for a few seconds (issue 13, performance): every change made through
// this process must still take effect on the very next request.
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.stop());

async function login(path: string, username: string, password: string) {
  const res = await srv.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; user: { id: number } };
}
const call = (method: string, path: string, token: string) => srv.request(path, { method, headers: bearer(token) });

describe('the session cache', () => {
  it('drops a removed feature on the next request of a signed-in member of staff', async () => {
    const admin = await login('/api/admin/login', 'admin', ADMIN_PASSWORD);
    const ops = await login('/api/auth/login', 'ops', OPS_PASSWORD);
    // Twice: the second answer comes from the cached session and its cached features.
    expect((await call('GET', '/api/org/shipments', ops.token)).status).toBe(200);
    expect((await call('GET', '/api/org/shipments', ops.token)).status).toBe(200);
    const removed = await call('DELETE', `/api/admin/users/${ops.user.id}/features/cargo-management`, admin.token);
    expect(removed.status).toBe(200);
    const refused = await call('GET', '/api/org/shipments', ops.token);
    expect(refused.status).toBe(403);
  });

  it('refuses a token at once after logout, while another session of the same user goes on', async () => {
    const ops = await login('/api/auth/login', 'ops', OPS_PASSWORD);
    const other = await login('/api/auth/login', 'ops', OPS_PASSWORD);
    expect((await call('GET', '/api/auth/me', ops.token)).status).toBe(200);
    expect((await call('GET', '/api/auth/me', other.token)).status).toBe(200);
    expect((await call('POST', '/api/auth/logout', ops.token)).status).toBe(200);
    expect((await call('GET', '/api/auth/me', ops.token)).status).toBe(401);
    expect((await call('GET', '/api/auth/me', other.token)).status).toBe(200);
  });
});
