import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ChatSession, SupportCase } from '../src/db/entities/index.ts';
import { type Actors, bearer, seedActors, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

let counter = 0;
const newSession = () => `session_${Date.now()}_${++counter}abcdef`;

interface Reply {
  status: number;
  body: Record<string, unknown>;
  cookie: string | undefined;
}

async function post(sessionId: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await srv.request(`/api/chat/${sessionId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    cookie: cookies.length ? cookies.join('; ') : undefined,
  };
}

const get = async (sessionId: string, headers: Record<string, string> = {}) => {
  const res = await srv.request(`/api/chat/${sessionId}/messages`, { headers });
  return { status: res.status, body: (await res.json()) as unknown };
};

const message = (content: string, userId = 1) => ({ content, userId, channel: 'web' });

/** The parts of a reply's metadata these tests read. */
interface Meta {
  action: string;
  trackingInfo?: { trackingNumber: string; updates: { current: boolean; completed: boolean }[] };
}
interface WsMessage {
  type: string;
  message: { role: string };
}

describe('chat as a visitor of the demo workspace', () => {
  it('answers a message, stores both, and binds the session to the visitor cookie', async () => {
    const sid = newSession();
    const first = await post(sid, message('hi'));
    expect(first.status).toBe(201);
    expect(first.cookie).toMatch(/qafila_vid=[0-9a-f]{32}/);
    const { userMessage, assistantMessage } = first.body as {
      userMessage: { role: string; content: string; language: string };
      assistantMessage: { role: string; language: string; metadata: { action: string; suggestedQuestions: string[] } };
    };
    expect(userMessage).toMatchObject({ role: 'user', content: 'hi', language: 'en' });
    expect(assistantMessage).toMatchObject({ role: 'assistant', language: 'en', metadata: { action: 'greeting' } });
    expect(assistantMessage.metadata.suggestedQuestions.length).toBeGreaterThanOrEqual(2);

    const mine = await get(sid, { cookie: first.cookie! });
    expect(mine.status).toBe(200);
    expect((mine.body as { role: string }[]).map((m) => m.role)).toEqual(['user', 'assistant']);

    // Another browser (no cookie, or another visitor) gets nothing from the session id alone: the session looks
    // exactly like one that does not exist.
    expect(await get(sid)).toEqual(await get(newSession()));
    expect(await get(sid)).toEqual({ status: 200, body: [] });
    const intruder = await post(sid, message('show me all my shipments'));
    expect(intruder.status).toBe(404);
  });

  it('an unknown session is simply empty', async () => {
    const res = await get(newSession());
    expect(res).toEqual({ status: 200, body: [] });
  });

  it('answers in Arabic with the tracking card of the demo shipment', async () => {
    const res = await post(newSession(), message('وين شحنتي QAF-240001'));
    const reply = (res.body as { assistantMessage: { language: string; content: string; metadata: Meta } })
      .assistantMessage;
    expect(reply.language).toBe('ar');
    expect(reply.content).toMatch(/[\u0600-\u06FF]/);
    expect(reply.metadata.trackingInfo?.trackingNumber).toBe('QAF-240001');
    expect(reply.metadata.trackingInfo?.updates.at(-1)).toMatchObject({ current: true, completed: false });
  });

  it('refuses a userId that is not the caller (visitors act as the demo customer)', async () => {
    const res = await post(newSession(), message('hi', actors.customerA.id));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'userId does not match the signed-in user' });
  });
});

describe('chat as a signed-in customer', () => {
  it("uses the customer's own data and never another customer's", async () => {
    const auth = bearer(actors.customerA.token);
    const own = await post(
      newSession(),
      message(`where is ${actors.customerA.trackingNumber}?`, actors.customerA.id),
      auth,
    );
    expect(own.status).toBe(201);
    const ownReply = (own.body.assistantMessage as { metadata: Meta }).metadata;
    expect(ownReply.trackingInfo?.trackingNumber).toBe(actors.customerA.trackingNumber);

    const foreign = await post(newSession(), message('where is QAF-240001?', actors.customerA.id), auth);
    const foreignReply = (foreign.body.assistantMessage as { metadata: Meta }).metadata;
    expect(foreignReply.action).toBe('track_shipment');
    expect(foreignReply.trackingInfo).toBeUndefined();
    expect(JSON.stringify(foreign.body)).not.toContain('Shanghai');
  });

  it('refuses the demo customer id from a signed-in customer', async () => {
    const res = await post(newSession(), message('hi', 1), bearer(actors.customerA.token));
    expect(res.status).toBe(403);
  });

  it("keeps a signed-in user's session from other users", async () => {
    const sid = newSession();
    await post(sid, message('hi', actors.customerA.id), bearer(actors.customerA.token));
    for (const other of [bearer(actors.customerB.token), bearer(actors.staffSame.token), undefined]) {
      expect(await get(sid, other)).toEqual({ status: 200, body: [] });
    }
    expect((await get(sid, bearer(actors.customerA.token))).body).toHaveLength(2);
  });
});

describe('assistant actions with effects', () => {
  it('report_issue opens a support case and tells its reference', async () => {
    const sid = newSession();
    const res = await post(sid, message('my package QAF-240004 arrived damaged'));
    const reply = res.body.assistantMessage as { content: string; metadata: { action: string } };
    expect(reply.metadata.action).toBe('report_issue');
    const cases = await srv.services.orm.em.fork().find(SupportCase, { chatSession: sid });
    expect(cases).toHaveLength(1);
    expect(cases[0]!.category).toBe('damaged');
    expect(reply.content).toContain(cases[0]!.reference);
  });

  it('human_handoff marks the session for a person', async () => {
    const sid = newSession();
    const res = await post(sid, message('can I talk to a real person?'));
    expect((res.body.assistantMessage as { metadata: { action: string } }).metadata.action).toBe('human_handoff');
    const session = await srv.services.orm.em.fork().findOneOrFail(ChatSession, { id: sid });
    expect(session.status).toBe('handoff');
  });
});

describe('bad input', () => {
  it.each([
    [{ content: '', userId: 1, channel: 'web' }, /content/],
    [{ content: '   \n ', userId: 1, channel: 'web' }, /content must not be empty/],
    [{ content: 'x'.repeat(4001), userId: 1, channel: 'web' }, /at most 4000/],
    [{ content: 'hi', userId: 1, channel: 'fax' }, /channel/],
    [{ content: 'hi', userId: 'one', channel: 'web' }, /userId/],
    [{ content: 42, userId: 1, channel: 'web' }, /content/],
    [{ userId: 1, channel: 'web' }, /content/],
  ])('%o → 400', async (body, error) => {
    const res = await post(newSession(), body);
    expect(res.status).toBe(400);
    expect(String(res.body.error)).toMatch(error);
  });

  it("channel whatsapp needs the organization's whatsapp-integration flag → 403", async () => {
    const res = await post(newSession(), { content: 'hi', userId: 1, channel: 'whatsapp' });
    expect(res).toMatchObject({ status: 403, body: { error: 'This feature is not enabled for your organization' } });
  });

  it('malformed JSON → 400', async () => {
    const res = await post(newSession(), '{"content": "hi"');
    expect(res).toMatchObject({ status: 400, body: { error: 'Malformed JSON body' } });
  });

  it.each(['short', 'has space here', 'x'.repeat(129), 'semi;colon_123'])('session id %s → 400', async (sid) => {
    const res = await srv.request(`/api/chat/${encodeURIComponent(sid)}/messages`);
    expect(res.status).toBe(400);
  });

  it('nothing is stored when the input is refused', async () => {
    const sid = newSession();
    await post(sid, { content: '', userId: 1, channel: 'web' });
    expect(await srv.services.orm.em.fork().count(ChatSession, { id: sid })).toBe(0);
  });
});

describe('POST /api/language/detect', () => {
  it.each([
    ['Where is my shipment?', 'en'],
    ['وين شحنتي', 'ar'],
    ['wain shi7nti', 'ar'],
  ])('%s → %s', async (text, language) => {
    const res = await srv.request('/api/language/detect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    expect(await res.json()).toEqual({ language });
  });

  it('refuses a body without text', async () => {
    const res = await srv.request('/api/language/detect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });
});

describe('live messages over /ws', () => {
  const wsUrl = (sid: string) => `${srv.url.replace('http', 'ws')}/ws?sessionId=${sid}`;
  const connect = (sid: string, options: { cookie?: string; token?: string } = {}) =>
    new Promise<{ ws: WebSocket; events: WsMessage[] }>((resolve, reject) => {
      const protocols = options.token ? ['qafila', `bearer.${options.token}`] : ['qafila'];
      const ws = new WebSocket(wsUrl(sid), protocols, { headers: options.cookie ? { cookie: options.cookie } : {} });
      const events: WsMessage[] = [];
      ws.on('message', (data) => events.push(JSON.parse(data.toString())));
      ws.once('open', () => resolve({ ws, events }));
      ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
      ws.once('error', reject);
    });
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(check()).toBe(true);
  };

  it("pushes both messages of a send to the visitor's socket, and nothing to other visitors", async () => {
    const sid = newSession();
    const first = await post(sid, message('hi'));
    const stranger = await post(newSession(), message('hi'));
    // Someone else's session id is accepted like an unused one (it tells nothing), and hears nothing of it.
    const intruder = await connect(sid, { cookie: stranger.cookie! });
    const { ws, events } = await connect(sid, { cookie: first.cookie! });
    expect(ws.protocol).toBe('qafila');
    await post(sid, message('show me all my shipments'), { cookie: first.cookie! });
    await until(() => events.filter((e) => e.type === 'new_message').length === 2);
    expect(events.filter((e) => e.type === 'new_message').map((e) => e.message.role)).toEqual(['user', 'assistant']);
    ws.close();
    expect(intruder.events.filter((e) => e.type === 'new_message')).toEqual([]);
    intruder.ws.close();
    await expect(connect(sid)).rejects.toThrow('401');
  });

  it('authenticates a signed-in user by the bearer subprotocol', async () => {
    const sid = newSession();
    const auth = bearer(actors.customerA.token);
    const { ws, events } = await connect(sid, { token: actors.customerA.token });
    await post(sid, message('hi', actors.customerA.id), auth);
    await until(() => events.filter((e) => e.type === 'new_message').length === 2);
    const other = await connect(sid, { token: actors.customerB.token });
    await post(sid, message('where is my shipment?', actors.customerA.id), auth);
    await until(() => events.filter((e) => e.type === 'new_message').length === 4);
    expect(other.events.filter((e) => e.type === 'new_message')).toEqual([]);
    other.ws.close();
    ws.close();
    await expect(connect(sid, { token: 'v1.bogus.1.sig' })).rejects.toThrow('401');
  });
});

describe('shipment status changes', () => {
  it("staff change a status with a reason; the customer's socket is told at once", async () => {
    const sid = newSession();
    const { ws, events } = await new Promise<{ ws: WebSocket; events: WsMessage[] }>((resolve, reject) => {
      const socket = new WebSocket(`${srv.url.replace('http', 'ws')}/ws?sessionId=${sid}`, [
        'qafila',
        `bearer.${actors.customerA.token}`,
      ]);
      const received: WsMessage[] = [];
      socket.on('message', (data) => received.push(JSON.parse(data.toString())));
      socket.once('open', () => resolve({ ws: socket, events: received }));
      socket.once('error', reject);
    });
    const res = await srv.request(`/api/shipments/${actors.customerA.shipmentId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(actors.staffSame.token) },
      body: JSON.stringify({ status: 'delayed', reason: 'Road closure on E11', location: 'Abu Dhabi' }),
    });
    expect(res.status).toBe(200);
    const tracked = (await res.json()) as { status: string; events: { description: string }[] };
    expect(tracked.status).toBe('delayed');
    expect(tracked.events.at(-1)?.description).toBe('Road closure on E11');
    for (let i = 0; i < 50 && !events.some((e) => e.type === 'shipment_update'); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(events.find((e) => e.type === 'shipment_update')).toMatchObject({
      type: 'shipment_update',
      trackingNumber: actors.customerA.trackingNumber,
      status: 'delayed',
    });
    ws.close();
  });

  it.each([
    [{ status: 'lost', reason: 'whatever reason' }, /status/],
    [{ status: 'delayed', reason: 'x' }, /at least 3/],
    [{ status: 'delayed' }, /reason/],
  ])('refuses %o', async (body, error) => {
    const res = await srv.request(`/api/shipments/${actors.customerA.shipmentId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(actors.staffSame.token) },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(error);
  });
});
