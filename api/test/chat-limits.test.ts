import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSession, Notification } from '../src/db/entities/index.ts';
import { type Actors, bearer, seedActors, startTestServer, type TestServer } from './helpers.ts';

let counter = 0;
const newSession = () => `limits_${Date.now()}_${++counter}abcdef`;
const message = (content: string, userId = 1) => ({ content, userId, channel: 'web' });

async function post(srv: TestServer, sessionId: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await srv.request(`/api/chat/${sessionId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as Record<string, unknown>,
    cookie: cookies.length ? cookies.join('; ') : undefined,
  };
}

describe('chat rate limits', () => {
  let srv: TestServer;
  let actors: Actors;
  beforeAll(async () => {
    srv = await startTestServer();
    actors = await seedActors(srv);
  });
  afterAll(() => srv.close());

  it('a visitor may post 20 messages a minute, then 429 with Retry-After; the IP allows 60 across visitors', async () => {
    const sid = newSession();
    const first = await post(srv, sid, message('hi'));
    expect(first.status).toBe(201);
    const cookie = first.cookie!;
    for (let i = 2; i <= 20; i++) expect((await post(srv, sid, message(`hello ${i}`), { cookie })).status).toBe(201);
    const limited = await post(srv, sid, message('one more'), { cookie });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
    expect(limited.body.error).toMatch(/Too many messages/);
    // Another session of the same visitor counts against the same visitor.
    expect((await post(srv, newSession(), message('hi'), { cookie })).status).toBe(429);

    // The same address has used 22 of its 60: new visitors (a fresh cookie each time) get 38 more, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 39; i++) statuses.push((await post(srv, newSession(), message('hi'))).status);
    expect(statuses.slice(0, 38).every((s) => s === 201)).toBe(true);
    expect(statuses[38]).toBe(429);
    // Nothing was stored for the refused posts.
    const em = srv.services.orm.em.fork();
    expect(await em.count(ChatSession, { visitorId: { $ne: null } })).toBe(1 + 38);
  }, 60_000);

  it('signed-in users have their own, more generous limit, whatever their address did', async () => {
    const auth = bearer(actors.customerA.token);
    const sid = newSession();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await post(srv, sid, message(`hi ${i}`, actors.customerA.id), auth)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(120);
    expect(statuses[120]).toBe(429);
    // Another user is not affected.
    expect(
      (await post(srv, newSession(), message('hi', actors.customerB.id), bearer(actors.customerB.token))).status,
    ).toBe(201);
  }, 120_000);
});

/**
 * A local OpenAI-compatible endpoint whose model hands the chat to a person when the customer asks for a human (and
 * greets otherwise), slowly, so that requests overlap.
 */
function handoffModel(): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      const body = JSON.parse(data) as { messages: { role: string; content: string | null }[] };
      const wantsPerson = body.messages.findLast((m) => m.role === 'user')?.content?.includes('human');
      const answered = body.messages.some((m) => m.role === 'tool');
      const reply = !wantsPerson
        ? {
            role: 'assistant',
            content: JSON.stringify({ action: 'greeting', content: 'Hello!', suggestedQuestions: [] }),
          }
        : answered
          ? {
              role: 'assistant',
              content: JSON.stringify({
                action: 'human_handoff',
                content: 'A person from our team will reply here.',
                suggestedQuestions: [],
              }),
            }
          : {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: 'call_1',
                  type: 'function',
                  function: { name: 'request_handoff', arguments: JSON.stringify({ reason: 'wants a person' }) },
                },
              ],
            };
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: reply }] }));
      }, 60);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` }),
    ),
  );
}

describe('hand-off notifications', () => {
  let srv: TestServer;
  let actors: Actors;
  let model: Server;
  beforeAll(async () => {
    const started = await handoffModel();
    model = started.server;
    srv = await startTestServer({ ASSISTANT_BASE_URL: started.baseUrl, ASSISTANT_MODEL: 'test-model' });
    actors = await seedActors(srv);
  });
  afterAll(async () => {
    await srv.close();
    await new Promise((resolve) => model.close(resolve));
  });

  const handoffs = (sessionId: string) =>
    srv.services.orm.em.fork().count(Notification, { kind: 'handoff', chatSession: sessionId });

  it('repeated requests for a person in one conversation make one notification, even when they overlap', async () => {
    const sid = newSession();
    const first = await post(srv, sid, message('hello'));
    expect(first.status).toBe(201);
    const cookie = first.cookie!;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(srv, sid, message('I want to speak to a human agent now'), { cookie })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await handoffs(sid)).toBe(1);
    const session = await srv.services.orm.em.fork().findOneOrFail(ChatSession, { id: sid });
    expect(session.status).toBe('handoff');
  });

  it('no new notification while the last one is unread; one again once it was read', async () => {
    const sid = newSession();
    const first = await post(srv, sid, message('I want to speak to a human agent now'));
    const cookie = first.cookie!;
    expect(await handoffs(sid)).toBe(1);
    // The conversation went back to the assistant (as a later "return to the assistant" would do).
    const reopen = () => srv.services.orm.em.fork().nativeUpdate(ChatSession, { id: sid }, { status: 'open' });
    await reopen();
    expect((await post(srv, sid, message('a human please'), { cookie })).status).toBe(201);
    expect(await handoffs(sid)).toBe(1);

    const [notification] = await srv.services.orm.em.fork().find(Notification, { kind: 'handoff', chatSession: sid });
    const read = await srv.request(`/api/notifications/${notification!.id}/read`, {
      method: 'POST',
      headers: bearer(actors.staffSame.token),
    });
    expect(read.status).toBe(200);
    await reopen();
    expect((await post(srv, sid, message('a human please'), { cookie })).status).toBe(201);
    expect(await handoffs(sid)).toBe(2);
  });
});

describe('POST /api/analytics/events', () => {
  const batch = { events: [{ type: 'page_view', path: '/features' }] };
  const send = (srv: TestServer) =>
    srv.request('/api/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });

  it('is refused with 404 and an error when analytics are off (the default)', async () => {
    const srv = await startTestServer();
    try {
      const res = await send(srv);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Analytics are not enabled on this server' });
      const { AnalyticsEventRecord } = await import('../src/db/entities/index.ts');
      expect(await srv.services.orm.em.fork().count(AnalyticsEventRecord, {})).toBe(0);
    } finally {
      await srv.close();
    }
  });

  it('accepts events with QAFILA_ANALYTICS=first-party', async () => {
    const srv = await startTestServer({ QAFILA_ANALYTICS: 'first-party' });
    try {
      const res = await send(srv);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ accepted: 1 });
    } finally {
      await srv.close();
    }
  });
});
