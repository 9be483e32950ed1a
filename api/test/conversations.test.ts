import type { ChatMessage, Conversation, WsEvent } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ChatMessageRecord, UserFeature } from '../src/db/entities/index.ts';
import { TEAM_HOLD_MS } from '../src/modules/chat/service.ts';
import { type Actors, bearer, json, seedActors, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

let n = 0;
const newSession = (tag: string) => `conv_${tag}_${Date.now()}_${++n}`;

interface SendResult {
  status: number;
  userMessage: ChatMessage;
  assistantMessage: ChatMessage;
  cookie: string | undefined;
}
async function customerSays(
  sessionId: string,
  content: string,
  as: { token?: string; userId: number; cookie?: string } = {
    token: actors.customerA.token,
    userId: actors.customerA.id,
  },
): Promise<SendResult> {
  const res = await srv.request(`/api/chat/${sessionId}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...bearer(as.token),
      ...(as.cookie ? { cookie: as.cookie } : {}),
    },
    body: JSON.stringify({ content, userId: as.userId, channel: 'web' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const body = await json<{ userMessage: ChatMessage; assistantMessage: ChatMessage }>(res);
  return { status: res.status, ...body, cookie: cookie || as.cookie };
}

const conversations = async (token: string, query = '') => {
  const res = await srv.request(`/api/org/conversations${query}`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  return json<Conversation[]>(res);
};
const reply = (sessionId: string, body: unknown, token = actors.staffSame.token) =>
  srv.request(`/api/org/conversations/${sessionId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });

const handedOff = newSession('handoff');
const quiet = newSession('quiet');

describe('the conversations waiting for the team', () => {
  it('lists handed-off chats, and the chats of customers with an open case', async () => {
    const handoff = await customerSays(handedOff, 'can I talk to a real person?');
    expect(handoff.assistantMessage.metadata.action).toBe('human_handoff');
    await customerSays(quiet, 'hi');

    let list = await conversations(actors.staffSame.token);
    expect(list.find((c) => c.sessionId === handedOff)).toMatchObject({
      customerId: actors.customerA.id,
      customerName: 'cust_a',
      reason: 'handoff',
      caseReference: null,
      lastMessage: handoff.assistantMessage.content,
      language: 'en',
    });
    expect(list.some((c) => c.sessionId === quiet)).toBe(false);

    const opened = await srv.request('/api/support/cases', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(actors.customerA.token) },
      body: JSON.stringify({
        category: 'delayed',
        summary: 'It is two days late',
        shipmentId: actors.customerA.shipmentId,
      }),
    });
    const { reference } = await json<{ reference: string }>(opened);
    list = await conversations(actors.orgAdminSame.token);
    expect(list.find((c) => c.sessionId === quiet)).toMatchObject({ reason: 'support_case', caseReference: reference });
    expect(list.find((c) => c.sessionId === handedOff)).toMatchObject({ reason: 'handoff', caseReference: reference });
    // Newest activity first.
    const times = list.map((c) => c.lastMessageAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("lists a visitor's chat only once it is handed off (visitors share the demo customer)", async () => {
    const visitorQuiet = newSession('visitor_quiet');
    const first = await customerSays(visitorQuiet, 'hi', { userId: 1 });
    const visitorHandoff = newSession('visitor_handoff');
    await customerSays(visitorHandoff, 'مرحبا، ابي اكلم موظف', { userId: 1, cookie: first.cookie! });
    const list = await conversations(actors.staffSame.token);
    expect(list.find((c) => c.sessionId === visitorHandoff)).toMatchObject({
      customerName: 'Demo Customer',
      reason: 'handoff',
      language: 'ar',
    });
    expect(list.some((c) => c.sessionId === visitorQuiet)).toBe(false);
  });

  it('keeps those of one customer with customerId; another organization or a bad id gets none or 400', async () => {
    const mine = await conversations(actors.staffSame.token, `?customerId=${actors.customerA.id}`);
    expect(mine.map((c) => c.sessionId).sort()).toEqual([handedOff, quiet].sort());
    expect(mine.every((c) => c.customerId === actors.customerA.id)).toBe(true);
    expect(await conversations(actors.staffSame.token, `?customerId=${actors.customerB.id}`)).toEqual([]);
    // Another organization's staff, asking for this customer: nothing.
    expect(await conversations(actors.staffOther.token, `?customerId=${actors.customerA.id}`)).toEqual([]);
    const bad = await srv.request('/api/org/conversations?customerId=abc', { headers: bearer(actors.staffSame.token) });
    expect(bad.status).toBe(400);
  });

  it("never shows another organization's chats", async () => {
    const theirs = await conversations(actors.staffOther.token);
    expect(theirs.some((c) => c.sessionId === handedOff || c.sessionId === quiet)).toBe(false);
    expect(
      (await srv.request(`/api/org/conversations/${handedOff}/messages`, { headers: bearer(actors.staffOther.token) }))
        .status,
    ).toBe(404);
    expect((await reply(handedOff, { content: 'Hello from Falcon' }, actors.orgAdminOther.token)).status).toBe(404);
    const stored = await srv.services.orm.em
      .fork()
      .count(ChatMessageRecord, { session: handedOff, author: { $ne: null } });
    expect(stored).toBe(0);
  });

  it('is for staff with the AI Assistant feature', async () => {
    expect((await srv.request('/api/org/conversations', { headers: bearer(actors.customerA.token) })).status).toBe(403);
    expect((await srv.request('/api/org/conversations')).status).toBe(401);
    expect((await reply(handedOff, { content: 'hi' }, actors.customerA.token)).status).toBe(403);
    const em = srv.services.orm.em.fork();
    // Through the unit of work, as the product changes features (the session cache hears of it).
    em.remove(await em.find(UserFeature, { user: actors.staffSame.id, feature: 'ai-chat' }));
    await em.flush();
    try {
      expect((await srv.request('/api/org/conversations', { headers: bearer(actors.staffSame.token) })).status).toBe(
        403,
      );
    } finally {
      em.create(UserFeature, { user: actors.staffSame.id, feature: 'ai-chat' });
      await em.flush();
    }
  });
});

describe('replying as a person of the team', () => {
  it("reads the conversation, replies as agent, and the customer's open chat receives it at once", async () => {
    const read = await srv.request(`/api/org/conversations/${handedOff}/messages`, {
      headers: bearer(actors.staffSame.token),
    });
    expect(read.status).toBe(200);
    const { messages } = await json<{ messages: ChatMessage[] }>(read);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);

    const events: WsEvent[] = [];
    const ws = await new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${srv.url.replace('http', 'ws')}/ws?sessionId=${handedOff}`, [
        'qafila',
        `bearer.${actors.customerA.token}`,
      ]);
      socket.on('message', (data) => events.push(JSON.parse(data.toString()) as WsEvent));
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
    const res = await reply(handedOff, {
      content: '  Hello, this is Mariam from the Qafila team. I am checking now.  ',
    });
    expect(res.status).toBe(201);
    const sent = await json<ChatMessage>(res);
    expect(sent).toMatchObject({
      role: 'agent',
      content: 'Hello, this is Mariam from the Qafila team. I am checking now.',
      language: 'en',
    });
    for (let i = 0; i < 100 && !events.some((e) => e.type === 'new_message'); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(events).toContainEqual({ type: 'new_message', message: sent });
    ws.close();

    // The customer's own history shows it as the team's.
    const history = await json<ChatMessage[]>(
      await srv.request(`/api/chat/${handedOff}/messages`, { headers: bearer(actors.customerA.token) }),
    );
    expect(history.at(-1)).toMatchObject({ id: sent.id, role: 'agent' });
  });

  it('keeps the conversation with the team: the assistant only acknowledges for 30 minutes', async () => {
    const next = await customerSays(handedOff, 'where is my shipment QAF-900001?');
    expect(next.status).toBe(201);
    expect(next.assistantMessage.role).toBe('assistant');
    expect(next.assistantMessage.metadata.action).toBe('human_handoff');
    expect(next.assistantMessage.metadata.trackingInfo).toBeUndefined();
    expect(next.assistantMessage.content).toMatch(/team/);
    const arabic = await customerSays(handedOff, 'وين شحنتي؟');
    expect(arabic.assistantMessage.language).toBe('ar');
    expect(arabic.assistantMessage.content).toMatch(/فريقنا/);

    // 30 minutes after the team's last reply, the assistant answers again.
    const em = srv.services.orm.em.fork();
    const agentMessages = await em.find(ChatMessageRecord, { session: handedOff, author: { $ne: null } });
    for (const m of agentMessages) m.createdAt = new Date(Date.now() - TEAM_HOLD_MS - 1000);
    await em.flush();
    const later = await customerSays(handedOff, `where is my shipment ${actors.customerA.trackingNumber}?`);
    expect(later.assistantMessage.metadata.action).not.toBe('human_handoff');
    expect(later.assistantMessage.metadata.trackingInfo?.trackingNumber).toBe(actors.customerA.trackingNumber);
  });

  it('replies in a conversation brought to the team by a support case, in the language written', async () => {
    const res = await reply(quiet, { content: 'مرحبا، نحن نتابع حالتك الآن' }, actors.orgAdminSame.token);
    expect(res.status).toBe(201);
    expect(await json<ChatMessage>(res)).toMatchObject({ role: 'agent', language: 'ar' });
  });

  it.each([
    [{ content: '' }, 400, /content must not be empty/],
    [{ content: '    ' }, 400, /content must not be empty/],
    [{ content: 'x'.repeat(4001) }, 400, /at most 4000/],
    [{ content: 42 }, 400, /content must be a string/],
    [{}, 400, /content/],
  ])('refuses %o', async (body, status, error) => {
    const res = await reply(handedOff, body);
    expect(res.status).toBe(status);
    expect((await json<{ error: string }>(res)).error).toMatch(error);
  });

  it('answers 404 for a chat that was never brought to the team, and 400 for a bad session id', async () => {
    const plain = newSession('plain');
    await customerSays(plain, 'hi', { token: actors.customerB.token, userId: actors.customerB.id });
    expect((await reply(plain, { content: 'Hello' })).status).toBe(404);
    expect(
      (await srv.request(`/api/org/conversations/${plain}/messages`, { headers: bearer(actors.staffSame.token) }))
        .status,
    ).toBe(404);
    expect((await reply('nonexistent_session_id', { content: 'Hello' })).status).toBe(404);
    expect((await reply('bad id!', { content: 'Hello' })).status).toBe(400);
  });
});
