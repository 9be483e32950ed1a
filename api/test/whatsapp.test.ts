import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cloudApiNotification,
  type FakeGraph,
  textNotification as notification,
  startFakeGraph,
} from './fake-graph.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
  json,
  requestJson,
  seedActors,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';

const APP_SECRET = 'app-secret-of-the-meta-app';
const ACCESS_TOKEN = 'EAAG-access-token-1234';
const PHONE_NUMBER_ID = '106540352242922';

function statusNotification(id: string, status: string, recipient: string) {
  const errors =
    status === 'failed'
      ? { errors: [{ code: 131047, title: 'Re-engagement message', message: 'Re-engagement message' }] }
      : {};
  return cloudApiNotification(PHONE_NUMBER_ID, {
    statuses: [{ id, status, timestamp: '1750263773', recipient_id: recipient, ...errors }],
  });
}

const textNotification = (id: string, from: string, body: string, phoneNumberId = PHONE_NUMBER_ID) =>
  notification({ id, from, body, phoneNumberId });

const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('WhatsApp channel (issue 17)', () => {
  let srv: TestServer;
  let actors: Actors;
  let graph: FakeGraph;
  let admin: string;
  let webhookPath: string;
  let verifyToken: string;

  const post = (path: string, body: unknown, signature?: string | null, raw?: string) => {
    const text = raw ?? JSON.stringify(body);
    return srv.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-hub-signature-256': signature ?? sign(text) }),
      },
      body: text,
    });
  };
  const db = () => srv.services.orm.em.fork();

  beforeAll(async () => {
    graph = await startFakeGraph();
    srv = await startTestServer({ QAFILA_WHATSAPP_GRAPH_URL: graph.url });
    actors = await seedActors(srv);
    admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
    const { User } = await import('../src/db/entities/index.ts');
    const em = db();
    const users = await em.find(User, {
      id: { $in: [actors.orgAdminSame.id, actors.staffSame.id, actors.orgAdminOther.id] },
    });
    for (const orgId of new Set(users.map((u) => u.organization.id))) {
      const res = await requestJson(srv, 'PUT', `/api/admin/organizations/${orgId}/feature-flags`, admin, {
        'whatsapp-integration': true,
      });
      expect(res.status).toBe(200);
    }
    for (const user of users) {
      const res = await requestJson(srv, 'POST', `/api/admin/users/${user.id}/features/whatsapp-integration`, admin);
      expect(res.status).toBe(200);
    }
    // Customer A writes from this number.
    const a = await em.findOneOrFail(User, actors.customerA.id);
    a.phoneNumber = '+971 50 123 4567';
    await em.flush();
  });

  afterAll(async () => {
    await srv?.close();
    await graph?.close();
  });

  it('answers the section by role: none connected yet, then an org admin connects; org users read only', async () => {
    expect((await requestJson(srv, 'GET', '/api/org/whatsapp')).status).toBe(401);
    expect((await requestJson(srv, 'GET', '/api/org/whatsapp', actors.customerA.token)).status).toBe(403);
    const empty = await requestJson(srv, 'GET', '/api/org/whatsapp', actors.staffSame.token);
    expect(empty.status).toBe(200);
    expect(await json(empty)).toEqual({ connection: null });

    const input = {
      phoneNumberId: PHONE_NUMBER_ID,
      wabaId: '102290129340398',
      displayPhoneNumber: '+971 4 555 0100',
      accessToken: ACCESS_TOKEN,
      appSecret: APP_SECRET,
      templateName: 'shipment_update',
    };
    expect((await requestJson(srv, 'PUT', '/api/org/whatsapp', actors.staffSame.token, input)).status).toBe(403);
    const missing = await requestJson(srv, 'PUT', '/api/org/whatsapp', actors.orgAdminSame.token, {
      ...input,
      appSecret: undefined,
    });
    expect(missing.status).toBe(400);
    const res = await requestJson(srv, 'PUT', '/api/org/whatsapp', actors.orgAdminSame.token, input);
    expect(res.status).toBe(200);
    const connection = await json(res);
    expect(connection).toMatchObject({
      status: 'pending',
      phoneNumberId: PHONE_NUMBER_ID,
      accessTokenHint: '1234',
      templateName: 'shipment_update',
    });
    expect(JSON.stringify(connection)).not.toContain(ACCESS_TOKEN);
    expect(JSON.stringify(connection)).not.toContain(APP_SECRET);
    expect(connection.webhookPath).toMatch(/^\/api\/whatsapp\/webhook\/[A-Za-z0-9_-]{32}$/);
    webhookPath = connection.webhookPath;
    verifyToken = connection.verifyToken;

    // The database holds the secrets sealed, never in clear.
    const rows: { access_token: string; app_secret: string }[] = await db()
      .getConnection()
      .execute('select access_token, app_secret from whatsapp_connections');
    expect(rows[0]?.access_token).not.toContain(ACCESS_TOKEN);
    expect(rows[0]?.app_secret).not.toContain(APP_SECRET);
    expect(srv.services.secrets.open(rows[0]!.access_token)).toBe(ACCESS_TOKEN);

    // Another organization's admin sees none of it.
    const other = await requestJson(srv, 'GET', '/api/org/whatsapp', actors.orgAdminOther.token);
    expect(await json(other)).toEqual({ connection: null });
    expect((await requestJson(srv, 'DELETE', '/api/org/whatsapp', actors.orgAdminOther.token)).status).toBe(404);
  });

  it('the Channels panel says not connected until Meta verifies the webhook', async () => {
    const before = await requestJson(srv, 'GET', '/api/support/channels', actors.customerA.token);
    expect(await json(before)).toEqual({ whatsapp: 'not_connected', web: 'active' });
  });

  it('verifies the webhook: the challenge for the right token, 403 otherwise, 404 for an unknown key', async () => {
    const wrong = await srv.request(`${webhookPath}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1158201444`);
    expect(wrong.status).toBe(403);
    const unknown = await srv.request(
      `/api/whatsapp/webhook/${'x'.repeat(32)}?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1`,
    );
    expect(unknown.status).toBe(404);
    const ok = await srv.request(
      `${webhookPath}?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');
    const state = await json(await requestJson(srv, 'GET', '/api/org/whatsapp', actors.orgAdminSame.token));
    expect(state.connection.status).toBe('connected');
    // The customer's and a visitor's Channels panel now say connected (the demo organization's number).
    expect(await json(await requestJson(srv, 'GET', '/api/support/channels', actors.customerA.token))).toEqual({
      whatsapp: 'connected',
      web: 'active',
    });
    expect(await json(await requestJson(srv, 'GET', '/api/support/channels'))).toEqual({
      whatsapp: 'connected',
      web: 'active',
    });
    // Another organization's customer: their organization has no number.
    const falcon = await json(await requestJson(srv, 'GET', '/api/support/channels', actors.orgAdminOther.token));
    expect(falcon.whatsapp).toBe('not_connected');
  });

  it('refuses unsigned, tampered and wrongly signed posts with 401 and stores nothing', async () => {
    const { WhatsAppMessage } = await import('../src/db/entities/index.ts');
    const body = JSON.stringify(textNotification('wamid.UNSIGNED', '971501234567', 'hello'));
    expect((await post(webhookPath, null, null, body)).status).toBe(401);
    const tampered = body.replace('hello', 'hullo');
    expect((await post(webhookPath, null, sign(body), tampered)).status).toBe(401);
    expect((await post(webhookPath, null, sign(body, 'another-secret'), body)).status).toBe(401);
    expect((await post(webhookPath, null, 'sha256=zz', body)).status).toBe(401);
    expect(await db().count(WhatsAppMessage, {})).toBe(0);
    expect(graph.posts).toHaveLength(0);
  });

  it('a text from a known customer goes to the assistant, lands in the inbox, and the reply reaches the Graph API', async () => {
    const { WhatsAppMessage, ChatSession } = await import('../src/db/entities/index.ts');
    const res = await post(
      webhookPath,
      textNotification('wamid.IN1', '971501234567', `Where is my shipment ${actors.customerA.trackingNumber}?`),
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true });

    const session = await db().findOneOrFail(ChatSession, { channel: 'whatsapp', visitorId: 'wa:971501234567' });
    expect(session.customer?.id).toBe(actors.customerA.id);

    expect(graph.posts).toHaveLength(1);
    const sent = graph.posts[0]!;
    expect(sent.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(sent.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(sent.body).toMatchObject({ messaging_product: 'whatsapp', to: '971501234567', type: 'text' });
    // The tracking card became readable text naming the shipment.
    expect(sent.body.text.body).toContain(actors.customerA.trackingNumber);

    const rows = await db().find(WhatsAppMessage, {}, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.direction, r.waMessageId, r.status])).toEqual([
      ['in', 'wamid.IN1', 'received'],
      ['out', 'wamid.OUT1', 'sent'],
    ]);

    // The organization's AI Assistant inbox lists it, with its messages; another organization's staff cannot.
    const list = await json(await requestJson(srv, 'GET', '/api/org/conversations', actors.staffSame.token));
    const item = list.find((c: { sessionId: string }) => c.sessionId === session.id);
    expect(item).toMatchObject({ channel: 'whatsapp', reason: 'whatsapp', customerId: actors.customerA.id });
    const messages = await json(
      await requestJson(srv, 'GET', `/api/org/conversations/${session.id}/messages`, actors.staffSame.token),
    );
    expect(messages.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    const foreign = await requestJson(
      srv,
      'GET',
      `/api/org/conversations/${session.id}/messages`,
      actors.staffOther.token,
    );
    expect(foreign.status).toBe(404);
  });

  it('stores the same message delivered twice once, and answers it once', async () => {
    const { WhatsAppMessage } = await import('../src/db/entities/index.ts');
    const body = textNotification('wamid.IN1', '971501234567', 'Where is my shipment?');
    expect((await post(webhookPath, body)).status).toBe(200);
    expect(await db().count(WhatsAppMessage, { waMessageId: 'wamid.IN1' })).toBe(1);
    expect(graph.posts).toHaveLength(1);
  });

  it('an unknown number is anonymous; a message for another phone number id is not this connection’s', async () => {
    const { ChatSession, WhatsAppMessage } = await import('../src/db/entities/index.ts');
    expect((await post(webhookPath, textNotification('wamid.IN2', '447700900123', 'مرحبا'))).status).toBe(200);
    const session = await db().findOneOrFail(ChatSession, { visitorId: 'wa:447700900123' });
    expect(session.customer).toBeNull();
    expect(session.visitorName).toBe('Sheena Nelson');
    // The assistant answered in the customer's language.
    expect(graph.posts.at(-1)!.body.text.body).toMatch(/[\u0600-\u06ff]/);

    expect((await post(webhookPath, textNotification('wamid.IN3', '447700900123', 'hi', '999'))).status).toBe(200);
    expect(await db().count(WhatsAppMessage, { waMessageId: 'wamid.IN3' })).toBe(0);
  });

  it('records the statuses of sent messages: delivered, read, never back; failed with its reason', async () => {
    const { WhatsAppMessage } = await import('../src/db/entities/index.ts');
    for (const status of ['delivered', 'read', 'delivered']) {
      expect((await post(webhookPath, statusNotification('wamid.OUT1', status, '971501234567'))).status).toBe(200);
    }
    expect((await db().findOneOrFail(WhatsAppMessage, { waMessageId: 'wamid.OUT1' })).status).toBe('read');
    expect((await post(webhookPath, statusNotification('wamid.OUT2', 'failed', '447700900123'))).status).toBe(200);
    const failed = await db().findOneOrFail(WhatsAppMessage, { waMessageId: 'wamid.OUT2' });
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('Re-engagement message');
  });

  it('a team reply goes out as text inside the 24-hour window, as the template outside it', async () => {
    const { ChatSession, WhatsAppMessage } = await import('../src/db/entities/index.ts');
    const session = await db().findOneOrFail(ChatSession, { visitorId: 'wa:971501234567' });
    const reply = await requestJson(
      srv,
      'POST',
      `/api/org/conversations/${session.id}/messages`,
      actors.staffSame.token,
      { content: 'Your shipment leaves Dubai tonight.' },
    );
    expect(reply.status).toBe(201);
    await srv.services.events.idle();
    expect(graph.posts.at(-1)!.body).toMatchObject({
      to: '971501234567',
      type: 'text',
      text: { body: 'Your shipment leaves Dubai tonight.' },
    });

    // 25 hours later (the customer's messages moved back in time): only the approved template may go.
    const em = db();
    for (const row of await em.find(WhatsAppMessage, { waId: '971501234567', direction: 'in' })) {
      row.createdAt = new Date(Date.now() - 25 * 3_600_000);
    }
    await em.flush();
    await requestJson(srv, 'POST', `/api/org/conversations/${session.id}/messages`, actors.staffSame.token, {
      content: 'Your shipment was delivered.',
    });
    await srv.services.events.idle();
    expect(graph.posts.at(-1)!.body).toMatchObject({
      to: '971501234567',
      type: 'template',
      template: {
        name: 'shipment_update',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Your shipment was delivered.' }] }],
      },
    });
  });

  it('a send the Graph API refuses is recorded as failed and puts the connection in error', async () => {
    const { ChatSession, WhatsAppMessage } = await import('../src/db/entities/index.ts');
    graph.fail({
      status: 401,
      body: { error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } },
    });
    const session = await db().findOneOrFail(ChatSession, { visitorId: 'wa:447700900123' });
    await requestJson(srv, 'POST', `/api/org/conversations/${session.id}/messages`, actors.staffSame.token, {
      content: 'Hello again',
    });
    await srv.services.events.idle();
    graph.fail(undefined);
    const last = await db().findOneOrFail(WhatsAppMessage, { direction: 'out' }, { orderBy: { id: 'desc' } });
    expect(last.status).toBe('failed');
    expect(last.error).toBe('Error validating access token (code 190)');
    const state = await json(await requestJson(srv, 'GET', '/api/org/whatsapp', actors.orgAdminSame.token));
    expect(state.connection).toMatchObject({ status: 'error', lastError: 'Error validating access token (code 190)' });
  });

  it('figures come from the stored messages', async () => {
    const res = await requestJson(srv, 'GET', '/api/org/whatsapp/stats?days=30', actors.staffSame.token);
    expect(res.status).toBe(200);
    const stats = await json(res);
    // In: IN1 and IN2 (IN1 moved 25 hours back, still within 30 days). Out: OUT1–OUT4 and one failed send.
    expect(stats).toMatchObject({ days: 30, conversations: 2, messagesIn: 2, messagesOut: 3, failed: 2 });
    expect(stats.deliveryRate).toBeCloseTo(1 / 5);
    expect(stats.readRate).toBeCloseTo(1 / 5);
    expect(stats.medianResponseSeconds).not.toBeNull();
    expect((await requestJson(srv, 'GET', '/api/org/whatsapp/stats?days=5', actors.staffSame.token)).status).toBe(400);
    expect((await requestJson(srv, 'GET', '/api/org/whatsapp/stats', actors.customerA.token)).status).toBe(403);
    const other = await json(await requestJson(srv, 'GET', '/api/org/whatsapp/stats', actors.orgAdminOther.token));
    expect(other).toMatchObject({ conversations: 0, messagesIn: 0, messagesOut: 0, failed: 0 });
  });

  it('the access token and app secret are sealed columns that key rotation covers', async () => {
    const { rotateSecrets, SEALED_COLUMNS } = await import('../src/modules/secrets/rotate.ts');
    const columns = SEALED_COLUMNS.filter((c) => c.table === 'whatsapp_connections');
    expect(columns.map((c) => c.column)).toEqual(['access_token', 'app_secret']);
    const report = await rotateSecrets(db(), srv.services.secrets, { dryRun: true, columns });
    expect(report.columns.map((c) => [c.values, c.failed])).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it('answers a photo or a location with a note that only text is read, and a reaction with nothing', async () => {
    const { WhatsAppMessage } = await import('../src/db/entities/index.ts');
    const { TEXT_ONLY_REPLY } = await import('../src/modules/whatsapp/service.ts');
    const from = '971509876543';
    const image = cloudApiNotification(PHONE_NUMBER_ID, {
      contacts: [{ profile: { name: 'Omar' }, wa_id: from }],
      messages: [
        {
          from,
          id: 'wamid.IMG1',
          timestamp: '1749416383',
          type: 'image',
          image: { mime_type: 'image/jpeg', sha256: 'abc', id: '1003383421387256' },
        },
      ],
    });
    const before = graph.posts.length;
    expect((await post(webhookPath, image)).status).toBe(200);
    expect(graph.posts).toHaveLength(before + 1);
    expect(graph.posts.at(-1)!.body).toMatchObject({ to: from, type: 'text', text: { body: TEXT_ONLY_REPLY } });
    expect(await db().count(WhatsAppMessage, { waMessageId: 'wamid.IMG1', kind: 'image' })).toBe(1);
    // Delivered again by Meta: stored and answered once.
    expect((await post(webhookPath, image)).status).toBe(200);
    expect(graph.posts).toHaveLength(before + 1);

    const reaction = cloudApiNotification(PHONE_NUMBER_ID, {
      messages: [
        {
          from,
          id: 'wamid.REACT1',
          timestamp: '1749416390',
          type: 'reaction',
          reaction: { message_id: 'wamid.OUT1', emoji: '👍' },
        },
      ],
    });
    expect((await post(webhookPath, reaction)).status).toBe(200);
    expect(graph.posts).toHaveLength(before + 1);
    expect(await db().count(WhatsAppMessage, { waMessageId: 'wamid.REACT1' })).toBe(1);
  });

  it('disconnecting deletes the secrets; the webhook then answers 404', async () => {
    const { WhatsAppConnection } = await import('../src/db/entities/index.ts');
    expect((await requestJson(srv, 'DELETE', '/api/org/whatsapp', actors.staffSame.token)).status).toBe(403);
    const res = await requestJson(srv, 'DELETE', '/api/org/whatsapp', actors.orgAdminSame.token);
    expect(res.status).toBe(200);
    expect(await db().count(WhatsAppConnection, {})).toBe(0);
    expect((await post(webhookPath, textNotification('wamid.IN9', '971501234567', 'hi'))).status).toBe(404);
    expect(await json(await requestJson(srv, 'GET', '/api/support/channels', actors.customerA.token))).toEqual({
      whatsapp: 'not_connected',
      web: 'active',
    });
  });
});
