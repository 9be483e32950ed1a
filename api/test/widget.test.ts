import { createHmac } from 'node:crypto';
import type {
  ChatMessage,
  Conversation,
  SendMessageResponse,
  WidgetConfig,
  WidgetIdentitySecret,
  WidgetSession,
  WidgetSettings,
} from '@qafila/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Actors, json, requestJson, seedActors, startTestServer, type TestServer } from './helpers.ts';

// The chat widget's public side (issue 15): Origin checks and CORS on every route, identity verification, the
// assistant's reach for verified and anonymous visitors, token rotation, rate limits, tenant isolation, the
// widget's socket and the team's inbox.

let srv: TestServer;
let actors: Actors;
/** The demo organization's widget: its website token and identity secret. */
let demo: { token: string; secret: string };
/** Falcon Freight's widget. */
let falcon: { token: string; secret: string };

const SHOP = 'https://shop.example.ae';
const FALCON_SHOP = 'https://falcon.example';

async function setUpWidget(adminToken: string, allowedOrigins: string[]) {
  const put = await requestJson(srv, 'PUT', '/api/org/widget', adminToken, { enabled: true, allowedOrigins });
  expect(put.status).toBe(200);
  const secret = await json<WidgetIdentitySecret>(
    await requestJson(srv, 'POST', '/api/org/widget/identity-secret', adminToken),
  );
  return { token: secret.settings.websiteToken, secret: secret.identitySecret };
}

beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
  demo = await setUpWidget(actors.orgAdminSame.token, [SHOP, 'https://*.partner.ae', 'http://localhost:5175']);
  falcon = await setUpWidget(actors.orgAdminOther.token, [FALCON_SHOP]);
});
afterAll(() => srv.close());

// Every test starts sessions from 127.0.0.1: the per-IP limit is tested on its own, below.
beforeEach(() => {
  for (const ip of ['127.0.0.1', '::ffff:127.0.0.1', '::1']) srv.services.limits.widgetSessionsPerIp.reset(ip);
});

interface WidgetRequest {
  origin?: string;
  session?: string;
  body?: unknown;
}

/** A call as a browser on a partner's page makes it: Origin, no cookies, the session header when given. */
function widgetCall(method: string, path: string, { origin, session, body }: WidgetRequest = {}) {
  return srv.request(path, {
    method,
    headers: {
      ...(origin ? { origin } : {}),
      ...(session ? { 'x-widget-session': session } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function startSession(websiteToken: string, origin: string, body: Record<string, unknown> = {}) {
  const res = await widgetCall('POST', `/api/widget/${websiteToken}/sessions`, {
    origin,
    body: { locale: 'en', ...body },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<WidgetSession>(res);
}

const hashOf = (secret: string, id: string | number) => createHmac('sha256', secret).update(String(id)).digest('hex');

async function send(session: string, content: string, origin = SHOP, pageUrl?: string) {
  const res = await widgetCall('POST', '/api/widget/messages', {
    origin,
    session,
    body: { content, ...(pageUrl ? { pageUrl } : {}) },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<SendMessageResponse>(res);
}

/** The answer has CORS for exactly this origin, without credentials. */
function expectCors(res: Response, origin: string) {
  expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  expect(res.headers.get('vary')).toMatch(/origin/i);
}

async function expectOriginRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error: 'Origin not allowed' });
  expect(res.headers.get('access-control-allow-origin')).toBeNull();
}

describe('Origin checks on every widget route', () => {
  const ORIGINS = [
    ['an allowed origin', SHOP, true],
    ['a wildcard subdomain', 'https://store.partner.ae', true],
    ['a deeper wildcard subdomain', 'https://eu.store.partner.ae', true],
    ["the wildcard's apex, not listed", 'https://partner.ae', false],
    ['another scheme', 'http://shop.example.ae', false],
    ['another port', 'https://shop.example.ae:8443', false],
    ["another organization's origin", FALCON_SHOP, false],
    ['a lookalike', 'https://shop.example.ae.evil.test', false],
    ['the null origin', 'null', false],
    ['no Origin', undefined, false],
  ] as const;

  it.each(ORIGINS)('GET config from %s', async (_what, origin, allowed) => {
    const res = await widgetCall('GET', `/api/widget/${demo.token}/config`, origin ? { origin } : {});
    if (!allowed) return expectOriginRefused(res);
    expect(res.status).toBe(200);
    expectCors(res, origin as string);
    expect(await json<WidgetConfig>(res)).toMatchObject({ organizationName: 'Qafila Demo Logistics', online: true });
  });

  it.each(ORIGINS)('POST sessions from %s', async (_what, origin, allowed) => {
    const res = await widgetCall('POST', `/api/widget/${demo.token}/sessions`, {
      ...(origin ? { origin } : {}),
      body: { locale: 'ar' },
    });
    if (!allowed) return expectOriginRefused(res);
    expect(res.status).toBe(201);
    expectCors(res, origin as string);
  });

  it.each(ORIGINS)('GET and POST messages from %s', async (_what, origin, allowed) => {
    const { token } = await startSession(demo.token, SHOP);
    const read = await widgetCall('GET', '/api/widget/messages', { ...(origin ? { origin } : {}), session: token });
    const write = await widgetCall('POST', '/api/widget/messages', {
      ...(origin ? { origin } : {}),
      session: token,
      body: { content: 'Hello' },
    });
    if (!allowed) {
      await expectOriginRefused(read);
      return expectOriginRefused(write);
    }
    expect(read.status).toBe(200);
    expect(write.status).toBe(201);
    expectCors(read, origin as string);
    expectCors(write, origin as string);
  });

  it.each([
    ['config', 'OPTIONS', () => `/api/widget/${demo.token}/config`],
    ['sessions', 'OPTIONS', () => `/api/widget/${demo.token}/sessions`],
    ['messages', 'OPTIONS', () => '/api/widget/messages'],
  ])('answers the preflight of %s for an allowed origin only', async (_route, method, path) => {
    const ok = await srv.request(path(), {
      method,
      headers: {
        origin: 'https://store.partner.ae',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-widget-session',
      },
    });
    expect(ok.status).toBe(204);
    expectCors(ok, 'https://store.partner.ae');
    expect(ok.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(ok.headers.get('access-control-allow-headers')).toBe('content-type, x-widget-session');
    expect(ok.headers.get('access-control-max-age')).toBe('600');
    await expectOriginRefused(await srv.request(path(), { method, headers: { origin: 'https://evil.test' } }));
    await expectOriginRefused(await srv.request(path(), { method }));
  });

  it("keeps the product's own pages strict: no CORS, frame-ancestors none", async () => {
    const res = await srv.request('/api/health', { headers: { origin: SHOP } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const preflight = await srv.request('/api/chat/session_abcdefgh/messages', {
      method: 'OPTIONS',
      headers: { origin: SHOP },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 for an unknown website token and 401 for a missing or unknown session', async () => {
    const unknown = await widgetCall('GET', '/api/widget/wt_AAAAAAAAAAAAAAAAAAAAAAAA/config', { origin: SHOP });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Chat widget not found' });
    expect((await widgetCall('GET', '/api/widget/%E0%A4/config', { origin: SHOP })).status).toBe(404);
    for (const session of [undefined, 'not-a-session', 'x'.repeat(300)]) {
      const res = await widgetCall('GET', '/api/widget/messages', { origin: SHOP, ...(session ? { session } : {}) });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Widget session unknown or ended' });
    }
  });
});

describe('sessions and identity', () => {
  it('starts an anonymous conversation for 30 days, with the page and the pre-chat answers', async () => {
    const before = Date.now();
    const session = await startSession(demo.token, SHOP, {
      pageUrl: 'https://shop.example.ae/orders?id=7',
      visitor: { name: 'Mariam', email: 'mariam@example.ae' },
    });
    expect(session).toMatchObject({ verified: false, customerName: null });
    expect(session.token.length).toBeGreaterThanOrEqual(43);
    expect(session.conversationId).toMatch(/^widget_[A-Za-z0-9_-]+$/);
    const days = (Date.parse(session.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(
      await json(await widgetCall('GET', '/api/widget/messages', { origin: SHOP, session: session.token })),
    ).toEqual([]);
  });

  it('binds a verified customer of the organization, who gets their own shipments', async () => {
    const { customerA } = actors;
    const session = await startSession(demo.token, SHOP, {
      user: { id: String(customerA.id), hash: hashOf(demo.secret, customerA.id), name: 'A' },
    });
    expect(session).toMatchObject({ verified: true, customerName: 'cust_a' });
    const { assistantMessage } = await send(session.token, 'Where is my shipment?');
    expect(assistantMessage.role).toBe('assistant');
    expect(JSON.stringify(assistantMessage)).toContain(customerA.trackingNumber);
    // Another customer's shipment of the same organization is not theirs: unknown.
    const other = await send(session.token, `Track ${actors.customerOther.trackingNumber}`);
    expect(other.assistantMessage.metadata.trackingInfo).toBeUndefined();
  });

  it.each([
    ['a tampered hash', (id: number) => ({ id: String(id), hash: hashOf(demo.secret, id + 1) })],
    [
      'an upper-case hash of another id',
      (id: number) => ({ id: String(id + 1), hash: hashOf(demo.secret, id).toUpperCase() }),
    ],
    ["the other organization's secret", (id: number) => ({ id: String(id), hash: hashOf(falcon.secret, id) })],
  ])('refuses %s with 403', async (_what, user) => {
    const res = await widgetCall('POST', `/api/widget/${demo.token}/sessions`, {
      origin: SHOP,
      body: { locale: 'en', user: user(actors.customerA.id) },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Identity verification failed' });
    expectCors(res, SHOP);
  });

  it('refuses a correct hash of someone who is no customer of the organization', async () => {
    for (const id of [actors.customerOther.id, actors.staffSame.id, 999_999]) {
      const res = await widgetCall('POST', `/api/widget/${demo.token}/sessions`, {
        origin: SHOP,
        body: { locale: 'en', user: { id: String(id), hash: hashOf(demo.secret, id) } },
      });
      expect(res.status, String(id)).toBe(403);
    }
  });

  it('answers an anonymous visitor about their organization only: no list, tracking by number', async () => {
    const { token } = await startSession(demo.token, SHOP);
    const where = await send(token, 'Where is my shipment?');
    expect(where.assistantMessage.content).toMatch(/^Send me the tracking number/);
    expect(where.assistantMessage.content).not.toMatch(/account/);
    const arabic = await send(token, 'أين شحنتي؟');
    expect(arabic.assistantMessage.content).toMatch(/^أرسل لي رقم التتبع/);
    expect(JSON.stringify(where)).not.toContain(actors.customerA.trackingNumber);
    const own = await send(token, `Track ${actors.customerA.trackingNumber}`);
    expect(own.assistantMessage.metadata.trackingInfo?.trackingNumber).toBe(actors.customerA.trackingNumber);
    // Another organization's number behaves as an unknown one.
    const foreign = await send(token, `Track ${actors.customerOther.trackingNumber}`);
    const unknown = await send(token, 'Track QAF-999999');
    expect(foreign.assistantMessage.metadata.trackingInfo).toBeUndefined();
    expect(foreign.assistantMessage.content).toBe(
      unknown.assistantMessage.content.replaceAll('QAF-999999', actors.customerOther.trackingNumber),
    );
    expect(unknown.assistantMessage.content).not.toMatch(/sign in|account/);
    // In Arabic too: the tracking card of the organization's own shipment.
    const ar = await send(token, `تتبع الشحنة ${actors.customerA.trackingNumber}`);
    expect(ar.assistantMessage.language).toBe('ar');
    expect(ar.assistantMessage.metadata.trackingInfo?.trackingNumber).toBe(actors.customerA.trackingNumber);
    // Falcon's own widget finds it.
    const falconSession = await startSession(falcon.token, FALCON_SHOP);
    const found = await send(falconSession.token, `Track ${actors.customerOther.trackingNumber}`, FALCON_SHOP);
    expect(found.assistantMessage.metadata.trackingInfo?.trackingNumber).toBe(actors.customerOther.trackingNumber);
  });

  it('resumes the conversation of an earlier session of the same identity, and not of another', async () => {
    const first = await startSession(demo.token, SHOP);
    await send(first.token, 'Hello there');
    const resumed = await startSession(demo.token, SHOP, { resume: first.token });
    expect(resumed.conversationId).toBe(first.conversationId);
    const messages = await json<ChatMessage[]>(
      await widgetCall('GET', '/api/widget/messages', { origin: SHOP, session: resumed.token }),
    );
    expect(messages.map((m) => m.content)[0]).toBe('Hello there');
    // A verified customer does not take over an anonymous conversation.
    const { customerA } = actors;
    const verified = await startSession(demo.token, SHOP, {
      resume: first.token,
      user: { id: String(customerA.id), hash: hashOf(demo.secret, customerA.id) },
    });
    expect(verified.conversationId).not.toBe(first.conversationId);
    // Another organization's session is not resumed on this widget.
    const elsewhere = await startSession(falcon.token, FALCON_SHOP);
    const fresh = await startSession(demo.token, SHOP, { resume: elsewhere.token });
    expect(fresh.conversationId).not.toBe(elsewhere.conversationId);
    // An unknown token starts afresh too.
    expect((await startSession(demo.token, SHOP, { resume: 'nothing' })).conversationId).not.toBe(first.conversationId);
  });

  it('asks for the pre-chat form when the organization requires it', async () => {
    const admin = actors.orgAdminSame.token;
    await requestJson(srv, 'PUT', '/api/org/widget', admin, {
      preChatFields: ['name', 'email'],
      preChatRequired: true,
    });
    const missing = await widgetCall('POST', `/api/widget/${demo.token}/sessions`, {
      origin: SHOP,
      body: { locale: 'en', visitor: { name: 'Omar' } },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'visitor.email is required' });
    await startSession(demo.token, SHOP, { visitor: { name: 'Omar', email: 'omar@example.ae' } });
    // A verified customer skips the form.
    const { customerA } = actors;
    await startSession(demo.token, SHOP, {
      user: { id: String(customerA.id), hash: hashOf(demo.secret, customerA.id) },
    });
    const config = await json<WidgetConfig>(
      await widgetCall('GET', `/api/widget/${demo.token}/config`, { origin: SHOP }),
    );
    expect(config).toMatchObject({ preChatFields: ['name', 'email'], preChatRequired: true });
    await requestJson(srv, 'PUT', '/api/org/widget', admin, { preChatFields: [], preChatRequired: false });
  });

  it('tells whether the team is online by the business hours (Asia/Dubai)', async () => {
    const admin = actors.orgAdminSame.token;
    const dubai = new Date(Date.now() + 4 * 3_600_000);
    const today = dubai.getUTCDay();
    const config = async () =>
      json<WidgetConfig>(await widgetCall('GET', `/api/widget/${demo.token}/config`, { origin: SHOP }));
    await requestJson(srv, 'PUT', '/api/org/widget', admin, {
      businessHours: { days: [{ day: today, open: '00:00', close: '24:00' }] },
    });
    expect((await config()).online).toBe(true);
    await requestJson(srv, 'PUT', '/api/org/widget', admin, {
      businessHours: { days: [{ day: (today + 1) % 7, open: '00:00', close: '24:00' }] },
    });
    expect((await config()).online).toBe(false);
    await requestJson(srv, 'PUT', '/api/org/widget', admin, { businessHours: null });
    expect((await config()).online).toBe(true);
  });
});

describe('rotation, disabling and limits', () => {
  it('refuses the old website token after a rotation and ends its sessions', async () => {
    const admin = actors.orgAdminSame.token;
    const old = demo.token;
    const session = await startSession(old, SHOP);
    const rotated = await json<WidgetSettings>(await requestJson(srv, 'POST', '/api/org/widget/website-token', admin));
    demo = { ...demo, token: rotated.websiteToken };
    expect((await widgetCall('GET', `/api/widget/${old}/config`, { origin: SHOP })).status).toBe(404);
    expect(
      (await widgetCall('POST', `/api/widget/${old}/sessions`, { origin: SHOP, body: { locale: 'en' } })).status,
    ).toBe(404);
    const ended = await widgetCall('GET', '/api/widget/messages', { origin: SHOP, session: session.token });
    expect(ended.status).toBe(401);
    const post = await widgetCall('POST', '/api/widget/messages', {
      origin: SHOP,
      session: session.token,
      body: { content: 'still there?' },
    });
    expect(post.status).toBe(401);
    // Its conversation is not resumed under the new token.
    const next = await startSession(demo.token, SHOP, { resume: session.token });
    expect(next.conversationId).not.toBe(session.conversationId);
    // Falcon's widget was not touched.
    expect((await widgetCall('GET', `/api/widget/${falcon.token}/config`, { origin: FALCON_SHOP })).status).toBe(200);
  });

  it('answers 404 while the widget is disabled, and 401 to its sessions', async () => {
    const admin = actors.orgAdminSame.token;
    const session = await startSession(demo.token, SHOP);
    await requestJson(srv, 'PUT', '/api/org/widget', admin, { enabled: false });
    const config = await widgetCall('GET', `/api/widget/${demo.token}/config`, { origin: SHOP });
    expect(config.status).toBe(404);
    expect(await config.json()).toEqual({ error: 'Chat widget not found' });
    expect(
      (await widgetCall('POST', `/api/widget/${demo.token}/sessions`, { origin: SHOP, body: { locale: 'en' } })).status,
    ).toBe(404);
    expect((await widgetCall('GET', '/api/widget/messages', { origin: SHOP, session: session.token })).status).toBe(
      401,
    );
    await requestJson(srv, 'PUT', '/api/org/widget', admin, { enabled: true });
    expect((await widgetCall('GET', '/api/widget/messages', { origin: SHOP, session: session.token })).status).toBe(
      200,
    );
  });

  it('limits new sessions to 20 in 10 minutes per IP address, with Retry-After', async () => {
    for (let i = 0; i < 20; i++) await startSession(demo.token, SHOP);
    const res = await widgetCall('POST', `/api/widget/${demo.token}/sessions`, {
      origin: SHOP,
      body: { locale: 'en' },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expectCors(res, SHOP);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
  });

  it('limits new sessions to 600 in 10 minutes per website token', async () => {
    const { WidgetSettings: Row } = await import('../src/db/entities/index.ts');
    const row = await srv.services.orm.em.fork().findOneOrFail(Row, { websiteToken: falcon.token });
    for (let i = 0; i < 600; i++) srv.services.limits.widgetSessionsPerToken.hit(`widget:${row.id}`);
    const res = await widgetCall('POST', `/api/widget/${falcon.token}/sessions`, {
      origin: FALCON_SHOP,
      body: { locale: 'en' },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The demo organization's widget is not held back by Falcon's visitors.
    await startSession(demo.token, SHOP);
    srv.services.limits.widgetSessionsPerToken.reset(`widget:${row.id}`);
  });

  it('limits messages like a web chat visitor: 20 a minute per conversation', async () => {
    const session = await startSession(demo.token, SHOP);
    for (let i = 0; i < 20; i++) srv.services.limits.chatPerVisitor.hit(`widget:${session.conversationId}`);
    const res = await widgetCall('POST', '/api/widget/messages', {
      origin: SHOP,
      session: session.token,
      body: { content: 'one more' },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another conversation is not held back.
    await send((await startSession(demo.token, SHOP)).token, 'Hello');
  });
});

describe('tenant isolation', () => {
  it("never lets one organization's widget read another's data", async () => {
    const ours = await startSession(demo.token, SHOP);
    await send(ours.token, 'A message for the demo team');
    const theirs = await startSession(falcon.token, FALCON_SHOP);
    // A Falcon session from the demo shop's origin: refused (Falcon does not allow it).
    await expectOriginRefused(await widgetCall('GET', '/api/widget/messages', { origin: SHOP, session: theirs.token }));
    // Its own messages only.
    const read = await json<ChatMessage[]>(
      await widgetCall('GET', '/api/widget/messages', { origin: FALCON_SHOP, session: theirs.token }),
    );
    expect(read).toEqual([]);
    // Falcon's staff do not see the demo widget's conversation.
    const falconInbox = await json<Conversation[]>(
      await requestJson(srv, 'GET', '/api/org/conversations', actors.staffOther.token),
    );
    expect(falconInbox.map((c) => c.sessionId)).not.toContain(ours.conversationId);
    const peek = await requestJson(
      srv,
      'GET',
      `/api/org/conversations/${ours.conversationId}/messages`,
      actors.staffOther.token,
    );
    expect(peek.status).toBe(404);
    // The web chat does not open a widget conversation either.
    const web = await requestJson(srv, 'GET', `/api/chat/${ours.conversationId}/messages`);
    expect(await web.json()).toEqual([]);
    const webPost = await requestJson(srv, 'POST', `/api/chat/${ours.conversationId}/messages`, undefined, {
      content: 'hi',
      userId: 1,
      channel: 'web',
    });
    expect(webPost.status).toBe(404);
  });
});

interface OpenSocket {
  ws: WebSocket;
  events: { type: string; message?: ChatMessage }[];
  closed: Promise<number>;
  /** Resolves with the first event matching. */
  next(
    match: (e: { type: string; message?: ChatMessage }) => boolean,
  ): Promise<{ type: string; message?: ChatMessage }>;
}

function widgetSocket(token: string, origin: string | undefined, protocols = [`widget.${token}`]): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${srv.url.replace('http', 'ws')}/ws`, protocols, origin ? { origin } : {});
    const events: OpenSocket['events'] = [];
    const waiting: [(e: OpenSocket['events'][number]) => boolean, (e: OpenSocket['events'][number]) => void][] = [];
    ws.on('message', (data) => {
      const event = JSON.parse(data.toString());
      events.push(event);
      for (const [match, done] of [...waiting]) if (match(event)) done(event);
    });
    const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
    ws.once('open', () =>
      resolve({
        ws,
        events,
        closed,
        next: (match) =>
          new Promise((done) => {
            const seen = events.find(match);
            if (seen) return done(seen);
            waiting.push([match, done]);
          }),
      }),
    );
    ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.once('error', reject);
  });
}

describe('the widget socket', () => {
  it('accepts widget.<token> from an allowed origin and pushes its own messages', async () => {
    const session = await startSession(demo.token, SHOP);
    const socket = await widgetSocket(session.token, 'https://store.partner.ae');
    expect(socket.ws.protocol).toBe(`widget.${session.token}`);
    expect((await socket.next((e) => e.type === 'connected')).type).toBe('connected');
    await send(session.token, 'Hello from the widget');
    const pushed = await socket.next((e) => e.type === 'new_message' && e.message?.role === 'assistant');
    expect(pushed.message?.role).toBe('assistant');
    socket.ws.close();
    // Offered after `qafila`, the socket gets `qafila` back.
    const both = await widgetSocket(session.token, SHOP, ['qafila', `widget.${session.token}`]);
    expect(both.ws.protocol).toBe('qafila');
    both.ws.close();
  });

  it('refuses an origin the widget does not allow, none, and an unknown session', async () => {
    const session = await startSession(demo.token, SHOP);
    await expect(widgetSocket(session.token, 'https://evil.test')).rejects.toThrow('403');
    await expect(widgetSocket(session.token, FALCON_SHOP)).rejects.toThrow('403');
    await expect(widgetSocket(session.token, undefined)).rejects.toThrow('403');
    await expect(widgetSocket('unknown-token', SHOP)).rejects.toThrow('401');
  });

  it('closes with 4401 when the website token is rotated', async () => {
    const session = await startSession(demo.token, SHOP);
    const socket = await widgetSocket(session.token, SHOP);
    const falconSession = await startSession(falcon.token, FALCON_SHOP);
    const falconSocket = await widgetSocket(falconSession.token, FALCON_SHOP);
    const rotated = await json<WidgetSettings>(
      await requestJson(srv, 'POST', '/api/org/widget/website-token', actors.orgAdminSame.token),
    );
    demo = { ...demo, token: rotated.websiteToken };
    expect(await socket.closed).toBe(4401);
    await expect(widgetSocket(session.token, SHOP)).rejects.toThrow('401');
    // Another organization's widget socket stays open.
    expect(falconSocket.ws.readyState).toBe(WebSocket.OPEN);
    falconSocket.ws.close();
  });

  it('closes with 4401 when the widget is disabled', async () => {
    const admin = actors.orgAdminSame.token;
    const session = await startSession(demo.token, SHOP);
    const socket = await widgetSocket(session.token, SHOP);
    await requestJson(srv, 'PUT', '/api/org/widget', admin, { enabled: false });
    expect(await socket.closed).toBe(4401);
    await requestJson(srv, 'PUT', '/api/org/widget', admin, { enabled: true });
  });
});

describe('the team inbox', () => {
  it("lists widget conversations with the page and the visitor, and a staff reply reaches the widget's socket", async () => {
    const session = await startSession(demo.token, SHOP, {
      pageUrl: 'https://shop.example.ae/track',
      visitor: { name: 'Layla', phone: '+971 50 123 4567' },
    });
    // A started conversation without messages is not in the inbox.
    const empty = await json<Conversation[]>(
      await requestJson(srv, 'GET', '/api/org/conversations', actors.staffSame.token),
    );
    expect(empty.map((c) => c.sessionId)).not.toContain(session.conversationId);
    await send(session.token, 'Do you deliver to Al Ain?', SHOP, 'https://shop.example.ae/checkout');
    const inbox = await json<Conversation[]>(
      await requestJson(srv, 'GET', '/api/org/conversations', actors.staffSame.token),
    );
    const item = inbox.find((c) => c.sessionId === session.conversationId);
    expect(item).toMatchObject({
      customerId: null,
      customerName: 'Layla',
      reason: 'widget',
      channel: 'widget',
      pageUrl: 'https://shop.example.ae/checkout',
      visitorName: 'Layla',
      visitorContact: '+971 50 123 4567',
      lastMessage: expect.any(String),
    });

    const socket = await widgetSocket(session.token, SHOP);
    const reply = await requestJson(
      srv,
      'POST',
      `/api/org/conversations/${session.conversationId}/messages`,
      actors.staffSame.token,
      { content: 'Yes, next day. — Sara from the team' },
    );
    expect(reply.status).toBe(201);
    const pushed = await socket.next((e) => e.type === 'new_message' && e.message?.role === 'agent');
    expect(pushed.message?.content).toBe('Yes, next day. — Sara from the team');
    const history = await json<ChatMessage[]>(
      await widgetCall('GET', '/api/widget/messages', { origin: SHOP, session: session.token }),
    );
    expect(history.at(-1)).toMatchObject({ role: 'agent', content: 'Yes, next day. — Sara from the team' });
    // While the team holds the conversation, the assistant only acknowledges.
    const next = await send(session.token, 'Great, thanks');
    expect(next.assistantMessage.metadata.action).toBe('human_handoff');
    socket.ws.close();
  });

  it("hands an anonymous visitor's reported issue to the team (there is no customer a case could belong to)", async () => {
    const session = await startSession(demo.token, SHOP);
    const { assistantMessage } = await send(
      session.token,
      `My parcel ${actors.customerA.trackingNumber} arrived damaged, the box was crushed`,
    );
    expect(assistantMessage.metadata.action).toBe('report_issue');
    const reference = /CASE-[A-Z0-9]{6}/.exec(assistantMessage.content)?.[0];
    expect(reference).toBeDefined();
    const inbox = await json<Conversation[]>(
      await requestJson(srv, 'GET', '/api/org/conversations', actors.staffSame.token),
    );
    expect(inbox.find((c) => c.sessionId === session.conversationId)).toMatchObject({ reason: 'handoff' });
    const { Notification } = await import('../src/db/entities/index.ts');
    const notes = await srv.services.orm.em.fork().find(Notification, { chatSession: session.conversationId });
    expect(notes.map((n) => [n.kind, n.customer ?? null])).toEqual([['handoff', null]]);
    expect(notes[0]?.detail).toContain(reference);
  });

  it("shows a verified customer's widget conversation under their name", async () => {
    const { customerA } = actors;
    const session = await startSession(demo.token, SHOP, {
      user: { id: String(customerA.id), hash: hashOf(demo.secret, customerA.id) },
    });
    await send(session.token, 'Hello');
    const inbox = await json<Conversation[]>(
      await requestJson(srv, 'GET', '/api/org/conversations', actors.staffSame.token),
    );
    expect(inbox.find((c) => c.sessionId === session.conversationId)).toMatchObject({
      customerId: customerA.id,
      customerName: 'cust_a',
      channel: 'widget',
    });
  });
});
