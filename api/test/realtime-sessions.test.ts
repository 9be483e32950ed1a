import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Organization, Session, User } from '../src/db/entities/index.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { verifyToken } from '../src/modules/auth/tokens.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
  bearer,
  PASSWORD,
  seedActors,
  startTestServer,
  type TestServer,
} from './helpers.ts';

// Sockets that die with their sign-in (issue 12, item 4): closed at once on logout, password change, user deletion
// and organization suspension; anything else (a session revoked from the CLI, expiry) within one heartbeat.

interface Open {
  ws: WebSocket;
  /** Resolves with the close code and reason once the server closes the socket. */
  closed: Promise<{ code: number; reason: string; at: number }>;
  isOpen(): boolean;
}

let counter = 0;
const sid = () => `rt_session_${Date.now()}_${++counter}`;

function connect(srv: TestServer, auth: { token?: string; cookie?: string }, sessionId = sid()): Promise<Open> {
  return new Promise((resolve, reject) => {
    const protocols = auth.token ? ['qafila', `bearer.${auth.token}`] : ['qafila'];
    const ws = new WebSocket(`${srv.url.replace('http', 'ws')}/ws?sessionId=${sessionId}`, protocols, {
      headers: auth.cookie ? { cookie: auth.cookie } : {},
    });
    const closed = new Promise<{ code: number; reason: string; at: number }>((done) =>
      ws.once('close', (code, reason) => done({ code, reason: reason.toString(), at: Date.now() })),
    );
    ws.once('open', () => resolve({ ws, closed, isOpen: () => ws.readyState === WebSocket.OPEN }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.once('error', reject);
  });
}

async function login(srv: TestServer, username: string, password = PASSWORD, path = '/api/auth/login') {
  const res = await srv.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Whichever comes first: the close, or `ms` passing (then undefined). */
const closedWithin = (socket: Open, ms: number) =>
  Promise.race([socket.closed, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

/** A user of an organization with a known password, made for one test. */
async function newUser(srv: TestServer, subdomain: string, username: string) {
  const em = srv.services.orm.em.fork();
  const organization = await em.findOneOrFail(Organization, { subdomain });
  const user = em.create(User, {
    organization,
    username,
    email: `${username}@example.ae`,
    role: 'org_user',
    passwordHash: await hashPassword(PASSWORD),
  });
  await em.flush();
  return user.id;
}

describe('sockets closed at once (production heartbeat of 30 s)', () => {
  let srv: TestServer;
  let actors: Actors;
  let adminToken: string;
  beforeAll(async () => {
    srv = await startTestServer();
    actors = await seedActors(srv);
    adminToken = await login(srv, 'admin', ADMIN_PASSWORD, '/api/admin/login');
  });
  afterAll(() => srv.close());

  it('logout closes the sockets of that session with 4401, and only those', async () => {
    const token = await login(srv, 'cust_a');
    const other = await login(srv, 'cust_a');
    const socket = await connect(srv, { token });
    const sameUserOtherSession = await connect(srv, { token: other });

    const res = await srv.request('/api/auth/logout', { method: 'POST', headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(await closedWithin(socket, 500)).toMatchObject({ code: 4401, reason: 'Session ended' });
    expect(sameUserOtherSession.isOpen()).toBe(true);
    // The old token is refused over HTTP and for a new socket alike.
    expect((await srv.request('/api/auth/me', { headers: bearer(token) })).status).toBe(401);
    await expect(connect(srv, { token })).rejects.toThrow('401');
    sameUserOtherSession.ws.close();
  });

  it('a password change closes the sockets of the other sessions, not the one making the change', async () => {
    const changing = await login(srv, 'cust_b');
    const elsewhere = await login(srv, 'cust_b');
    const mine = await connect(srv, { token: changing });
    const theirs = await connect(srv, { token: elsewhere });

    const res = await srv.request('/api/me/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(changing) },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'a brand new passphrase for b' }),
    });
    expect(res.status).toBe(200);
    expect(await closedWithin(theirs, 500)).toMatchObject({ code: 4401 });
    expect(mine.isOpen()).toBe(true);
    mine.ws.close();
  });

  it("suspending an organization closes its staff's sockets with 4403; other organizations keep theirs", async () => {
    const staffOther = await connect(srv, { token: actors.staffOther.token });
    const customerOfOther = await connect(srv, { token: await login(srv, 'cust_falcon') });
    const staffSame = await connect(srv, { token: actors.staffSame.token });
    const falcon = await srv.services.orm.em.fork().findOneOrFail(Organization, { subdomain: 'falcon' });

    const res = await srv.request(`/api/admin/organizations/${falcon.id}/suspend`, {
      method: 'POST',
      headers: bearer(adminToken),
    });
    expect(res.status).toBe(200);
    expect(await closedWithin(staffOther, 500)).toMatchObject({
      code: 4403,
      reason: 'Your organization is suspended',
    });
    expect(await closedWithin(customerOfOther, 500)).toMatchObject({ code: 4403 });
    expect(staffSame.isOpen()).toBe(true);
    staffSame.ws.close();
  });

  it('deleting a user closes their sockets with 4401', async () => {
    const id = await newUser(srv, 'demo', 'rt_deleted_user');
    const socket = await connect(srv, { token: await login(srv, 'rt_deleted_user') });
    const res = await srv.request(`/api/admin/users/${id}`, { method: 'DELETE', headers: bearer(adminToken) });
    expect(res.status).toBe(200);
    expect(await closedWithin(socket, 500)).toMatchObject({ code: 4401 });
  });

  it('one identity holds at most 10 sockets: the 11th upgrade is refused with 429', async () => {
    const res = await srv.request(`/api/chat/${sid()}/messages`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const sockets: Open[] = [];
    for (let i = 0; i < 10; i++) sockets.push(await connect(srv, { cookie }));
    await expect(connect(srv, { cookie })).rejects.toThrow('429');
    // In parallel too: the limit is counted when each upgrade is accepted.
    const burst = await Promise.allSettled(Array.from({ length: 20 }, () => connect(srv, { cookie })));
    expect(burst.every((r) => r.status === 'rejected')).toBe(true);
    // Another visitor is not affected, and a closed socket frees its place.
    const other = await srv.request(`/api/chat/${sid()}/messages`);
    const otherCookie = other.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    (await connect(srv, { cookie: otherCookie })).ws.close();
    sockets[0]!.ws.close();
    await sockets[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    sockets[0] = await connect(srv, { cookie });
    for (const s of sockets) s.ws.close();
  });

  it('a signed-in user is limited the same way', async () => {
    const token = await login(srv, 'cust_a');
    const sockets = await Promise.allSettled(Array.from({ length: 15 }, () => connect(srv, { token })));
    expect(sockets.filter((s) => s.status === 'fulfilled')).toHaveLength(10);
    for (const s of sockets) if (s.status === 'fulfilled') s.value.ws.close();
  });
});

describe('sockets re-checked at every heartbeat', () => {
  const HEARTBEAT_MS = 200;
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ QAFILA_WS_HEARTBEAT_MS: String(HEARTBEAT_MS) });
    await seedActors(srv);
  });
  afterAll(() => srv.close());

  it('a session revoked without the API (the CLI, another replica) closes its socket within one heartbeat', async () => {
    const token = await login(srv, 'cust_a');
    const socket = await connect(srv, { token });
    const keep = await connect(srv, { token: await login(srv, 'cust_a') });
    const sessionId = verifyToken(srv.services.config.secret, token)!.sessionId;
    const revokedAt = Date.now();
    await srv.services.orm.em.fork().nativeUpdate(Session, { id: sessionId }, { revokedAt: new Date() });
    const closed = await closedWithin(socket, HEARTBEAT_MS * 3);
    expect(closed).toMatchObject({ code: 4401, reason: 'Session ended' });
    // At the first heartbeat after the revocation (plus the query and the close handshake), before a second one.
    expect(closed!.at - revokedAt).toBeLessThan(HEARTBEAT_MS * 2);
    expect(keep.isOpen()).toBe(true);
    keep.ws.close();
  });

  it('an expired session closes its socket too; visitor sockets stay', async () => {
    const token = await login(srv, 'cust_b');
    const socket = await connect(srv, { token });
    const res = await srv.request(`/api/chat/${sid()}/messages`);
    const visitor = await connect(srv, {
      cookie: res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    });
    const sessionId = verifyToken(srv.services.config.secret, token)!.sessionId;
    await srv.services.orm.em
      .fork()
      .nativeUpdate(Session, { id: sessionId }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await closedWithin(socket, HEARTBEAT_MS * 3)).toMatchObject({ code: 4401 });
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 2));
    expect(visitor.isOpen()).toBe(true);
    visitor.ws.close();
  });
});
