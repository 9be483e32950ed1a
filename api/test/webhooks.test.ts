import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_DISABLE_AFTER_FAILURES } from '@qafila/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Notification, UserFeature, WebhookDelivery, WebhookEndpoint } from '../src/db/entities/index.ts';
import { retryDelayMs } from '../src/modules/webhooks/service.ts';
import { signWebhook, verifyWebhookSignature } from '../src/modules/webhooks/signature.ts';
import {
  type Actors,
  bearer,
  json,
  PASSWORD,
  requestJson,
  seedActors,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';

/** A receiver on 127.0.0.1 that records what it is sent and answers `status`. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
let answerStatus = 200;

let srv: TestServer;
let actors: Actors;
let admin: string;
let staff: string;
let adminOther: string;

const MINUTE = 60_000;

async function addEndpoint(token: string, events: string[], url = receiverUrl) {
  const res = await requestJson(srv, 'POST', '/api/org/webhooks', token, { url, events, description: 'ERP' });
  expect(res.status).toBe(201);
  return (await json(res)) as { endpoint: { id: number; secretLast4: string }; secret: string };
}

async function changeStatus(status: string) {
  const res = await requestJson(srv, 'POST', `/api/shipments/${actors.customerA.shipmentId}/status`, staff, {
    status,
    reason: 'webhook test',
  });
  expect(res.status).toBe(200);
  await srv.services.events.idle();
}

const deliveriesOf = async (endpointId: number) =>
  srv.services.orm.em.fork().find(WebhookDelivery, { endpoint: endpointId }, { orderBy: { id: 'asc' } });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answerStatus;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  srv = await startTestServer({ QAFILA_OUTBOUND_ALLOW: '127.0.0.1' });
  actors = await seedActors(srv);
  const em = srv.services.orm.em.fork();
  for (const user of [actors.orgAdminSame.id, actors.staffSame.id, actors.orgAdminOther.id]) {
    em.create(UserFeature, { user, feature: 'api-management' });
  }
  await em.flush();
  admin = await tokenOf(srv, '/api/auth/login', 'admin_demo', PASSWORD);
  staff = await tokenOf(srv, '/api/auth/login', 'staff_demo', PASSWORD);
  adminOther = await tokenOf(srv, '/api/auth/login', 'admin_falcon', PASSWORD);
});
afterAll(async () => {
  await srv.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(async () => {
  received = [];
  answerStatus = 200;
  // Each test starts without endpoints, so only its own receive events.
  const em = srv.services.orm.em.fork();
  await em.nativeDelete(WebhookDelivery, {});
  await em.nativeDelete(WebhookEndpoint, {});
});

describe('signatures', () => {
  const secret = 'whsec_test';
  const body = '{"id":"evt_1","type":"ping"}';
  const t = 1_790_000_000;
  const header = signWebhook(secret, body, t);

  it('verifies a genuine signature', () => {
    expect(header).toMatch(/^t=1790000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(header, body, secret, { now: t * 1000 })).toEqual({ ok: true });
  });
  it('refuses a tampered body, a wrong secret, an old timestamp and a malformed header', () => {
    expect(verifyWebhookSignature(header, body.replace('ping', 'pong'), secret, { now: t * 1000 })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhookSignature(header, body, 'whsec_other', { now: t * 1000 })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhookSignature(header, body, secret, { now: (t + 301) * 1000 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    // The timestamp is signed too: moving it forward breaks the signature.
    const moved = header.replace(`t=${t}`, `t=${t + 400}`);
    expect(verifyWebhookSignature(moved, body, secret, { now: (t + 400) * 1000 })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhookSignature('nonsense', body, secret)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyWebhookSignature(undefined, body, secret)).toEqual({ ok: false, reason: 'malformed' });
  });
  it('backs off 1, 2, 4 … minutes up to an hour', () => {
    expect([1, 2, 3, 4, 6, 7, 8, 20].map((n) => retryDelayMs(n) / MINUTE)).toEqual([1, 2, 4, 8, 32, 60, 60, 60]);
  });
});

describe('webhook endpoints', () => {
  it('shows the signing secret once and stores it sealed; lists it by its last 4 characters', async () => {
    const { endpoint, secret } = await addEndpoint(admin, ['shipment.status_changed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint.secretLast4).toBe(secret.slice(-4));
    const list = await json(await srv.request('/api/org/webhooks', { headers: bearer(staff) }));
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(secret);
    const rows = await srv.services.orm.em.getConnection().execute('select * from webhook_endpoints');
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(srv.services.secrets.open(rows[0].secret_sealed)).toBe(secret);
  });

  it('by role and tenant: org users read, org admins change, another organization gets 404', async () => {
    const { endpoint } = await addEndpoint(admin, ['shipment.created']);
    const body = { url: receiverUrl, events: ['shipment.created'] };
    expect((await requestJson(srv, 'POST', '/api/org/webhooks', staff, body)).status).toBe(403);
    expect((await requestJson(srv, 'POST', '/api/org/webhooks', actors.customerA.token, body)).status).toBe(403);
    expect((await requestJson(srv, 'POST', '/api/org/webhooks', undefined, body)).status).toBe(401);
    expect((await requestJson(srv, 'GET', `/api/org/webhooks/${endpoint.id}/deliveries`, staff)).status).toBe(200);
    for (const [method, path] of [
      ['GET', `/api/org/webhooks/${endpoint.id}/deliveries`],
      ['PUT', `/api/org/webhooks/${endpoint.id}`],
      ['POST', `/api/org/webhooks/${endpoint.id}/test`],
      ['DELETE', `/api/org/webhooks/${endpoint.id}`],
    ] as const) {
      const res = await requestJson(srv, method, path, adminOther, method === 'PUT' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await json(await srv.request('/api/org/webhooks', { headers: bearer(adminOther) }))).toEqual([]);
    const bad = await requestJson(srv, 'POST', '/api/org/webhooks', admin, {
      url: 'ftp://x',
      events: ['chat.handoff'],
    });
    expect(bad.status).toBe(400);
    const chat = await requestJson(srv, 'POST', '/api/org/webhooks', admin, {
      url: receiverUrl,
      events: ['chat.staff_reply'],
    });
    expect(chat.status).toBe(400);
  });

  it('is managed by an API key with webhooks:manage, not by a key without it', async () => {
    const created = await requestJson(srv, 'POST', '/api/org/api-keys', admin, {
      name: 'hooks',
      scopes: ['webhooks:manage'],
    });
    const { key } = await json(created);
    const other = await json(
      await requestJson(srv, 'POST', '/api/org/api-keys', admin, { name: 'read', scopes: ['shipments:read'] }),
    );
    const body = { url: receiverUrl, events: ['shipment.status_changed'] };
    const res = await requestJson(srv, 'POST', '/api/org/webhooks', key, body);
    expect(res.status).toBe(201);
    expect((await requestJson(srv, 'POST', '/api/org/webhooks', other.key, body)).status).toBe(403);
    const list = await json(await srv.request('/api/org/webhooks', { headers: bearer(admin) }));
    expect(list).toHaveLength(1);
  });
});

describe('deliveries', () => {
  it('POSTs a subscribed event signed with the secret, and nothing for an event not subscribed', async () => {
    const { endpoint, secret } = await addEndpoint(admin, ['shipment.status_changed']);
    await addEndpoint(adminOther, ['shipment.status_changed']); // another organization's: never called
    await changeStatus('customs_clearance');
    expect(received).toHaveLength(1);
    const [hit] = received;
    const payload = JSON.parse(hit!.body);
    expect(payload).toMatchObject({
      type: 'shipment.status_changed',
      data: {
        shipmentId: actors.customerA.shipmentId,
        trackingNumber: actors.customerA.trackingNumber,
        to: 'customs_clearance',
      },
    });
    expect(payload.id).toMatch(/^evt_/);
    expect(hit!.headers['qafila-event']).toBe('shipment.status_changed');
    expect(hit!.headers['qafila-event-id']).toBe(payload.id);
    const signature = hit!.headers['qafila-signature'] as string;
    expect(verifyWebhookSignature(signature, hit!.body, secret)).toEqual({ ok: true });
    expect(verifyWebhookSignature(signature, `${hit!.body} `, secret).ok).toBe(false);

    const log = await json(
      await srv.request(`/api/org/webhooks/${endpoint.id}/deliveries`, { headers: bearer(admin) }),
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, eventId: payload.id });
    expect(log[0].latencyMs).toBeGreaterThanOrEqual(0);

    // A shipment created is not an event this endpoint subscribed to.
    received = [];
    await srv.services.events.idle();
    expect(received).toHaveLength(0);
  });

  it('retries with back-off on a controlled clock, then gives up after 24 hours', async () => {
    const { endpoint } = await addEndpoint(admin, ['shipment.status_changed']);
    answerStatus = 500;
    await changeStatus('in_transit');
    let [d] = await deliveriesOf(endpoint.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, error: 'HTTP 500' });
    const start = d!.createdAt.getTime();
    expect(d!.nextAttemptAt!.getTime() - d!.lastAttemptAt!.getTime()).toBe(MINUTE);

    // Not due yet: nothing happens.
    expect(await srv.services.webhooks.deliverDue(new Date(d!.lastAttemptAt!.getTime() + 30_000))).toBe(0);
    // Each due attempt fails and doubles the wait (1, 2, 4 … minutes, at most an hour).
    const waits: number[] = [];
    while (d!.status === 'pending' && waits.length < 40) {
      await srv.services.webhooks.deliverDue(d!.nextAttemptAt!);
      [d] = await deliveriesOf(endpoint.id);
      if (d!.nextAttemptAt) waits.push((d!.nextAttemptAt.getTime() - d!.lastAttemptAt!.getTime()) / MINUTE);
      if (d!.attempts >= WEBHOOK_DISABLE_AFTER_FAILURES - 1) break;
    }
    expect(waits.slice(0, 7)).toEqual([2, 4, 8, 16, 32, 60, 60]);
    // A success resets the endpoint's failure count.
    answerStatus = 204;
    await srv.services.webhooks.deliverDue(d!.nextAttemptAt!);
    [d] = await deliveriesOf(endpoint.id);
    expect(d!.status).toBe('delivered');
    const stored = await srv.services.orm.em.fork().findOneOrFail(WebhookEndpoint, { id: endpoint.id });
    expect(stored.consecutiveFailures).toBe(0);
    expect(stored.enabled).toBe(true);

    // A delivery failing past the 24-hour window ends as failed.
    answerStatus = 500;
    await changeStatus('delivered');
    const [, late] = await deliveriesOf(endpoint.id);
    expect(late!.createdAt.getTime()).toBeGreaterThanOrEqual(start);
    const lastChance = new Date(late!.createdAt.getTime() + 23.99 * 3_600_000); // the next wait would pass 24 h
    await srv.services.webhooks.deliverDue(lastChance);
    const [, ended] = await deliveriesOf(endpoint.id);
    expect(ended).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: null });
  });

  it(`disables the endpoint after ${WEBHOOK_DISABLE_AFTER_FAILURES} failures in a row and tells the admins`, async () => {
    const { endpoint } = await addEndpoint(admin, ['shipment.status_changed']);
    answerStatus = 503;
    await changeStatus('delayed');
    for (let i = 1; i < WEBHOOK_DISABLE_AFTER_FAILURES; i++) {
      const [d] = await deliveriesOf(endpoint.id);
      if (d!.status !== 'pending') break;
      await srv.services.webhooks.deliverDue(d!.nextAttemptAt!);
    }
    const stored = await srv.services.orm.em.fork().findOneOrFail(WebhookEndpoint, { id: endpoint.id });
    expect(stored.enabled).toBe(false);
    expect(stored.disabledReason).toBe(`Disabled after ${WEBHOOK_DISABLE_AFTER_FAILURES} failed deliveries in a row`);
    const [d] = await deliveriesOf(endpoint.id);
    expect(d!.status).toBe('failed');
    const notes = await srv.services.orm.em.fork().find(Notification, { kind: 'webhook_disabled' });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.adminsOnly).toBe(true);
    expect(notes[0]!.detail).toBe(receiverUrl);
    const adminList = await json(await srv.request('/api/notifications', { headers: bearer(admin) }));
    expect(adminList.items.some((n: { kind: string }) => n.kind === 'webhook_disabled')).toBe(true);
    const staffList = await json(await srv.request('/api/notifications', { headers: bearer(staff) }));
    expect(staffList.items.some((n: { kind: string }) => n.kind === 'webhook_disabled')).toBe(false);

    // Disabled: new events are not queued; turned back on, its failure count restarts.
    received = [];
    answerStatus = 200;
    await changeStatus('in_transit');
    expect(received).toHaveLength(0);
    const on = await requestJson(srv, 'PUT', `/api/org/webhooks/${endpoint.id}`, admin, { enabled: true });
    expect(await json(on)).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
  });

  it('sends a test event and redelivers an event with the same id and a fresh signature', async () => {
    const { endpoint, secret } = await addEndpoint(admin, ['shipment.status_changed']);
    const test = await requestJson(srv, 'POST', `/api/org/webhooks/${endpoint.id}/test`, admin);
    expect(test.status).toBe(200);
    expect(await json(test)).toMatchObject({ eventType: 'ping', status: 'delivered', responseStatus: 200 });
    expect(JSON.parse(received[0]!.body).type).toBe('ping');
    expect(
      verifyWebhookSignature(received[0]!.headers['qafila-signature'] as string, received[0]!.body, secret).ok,
    ).toBe(true);

    answerStatus = 410;
    const failed = await json(await requestJson(srv, 'POST', `/api/org/webhooks/${endpoint.id}/test`, admin));
    expect(failed).toMatchObject({ status: 'failed', responseStatus: 410, error: 'HTTP 410' });
    answerStatus = 200;
    const again = await requestJson(
      srv,
      'POST',
      `/api/org/webhooks/${endpoint.id}/deliveries/${failed.id}/redeliver`,
      admin,
    );
    expect(again.status).toBe(200);
    const redelivered = await json(again);
    expect(redelivered).toMatchObject({ eventId: failed.eventId, status: 'delivered' });
    expect(redelivered.id).not.toBe(failed.id);
    expect(received.at(-1)!.body).toBe(received[1]!.body);
    expect(
      (await requestJson(srv, 'POST', `/api/org/webhooks/${endpoint.id}/deliveries/${failed.id}/redeliver`, adminOther))
        .status,
    ).toBe(404);
  });

  it('never calls private addresses: the outbound guard refuses them and the delivery says why', async () => {
    for (const url of ['http://169.254.169.254/latest/meta-data', 'http://10.0.0.8/hook', 'http://[::1]:8080/hook']) {
      const { endpoint } = await addEndpoint(admin, ['shipment.created'], url);
      const res = await json(await requestJson(srv, 'POST', `/api/org/webhooks/${endpoint.id}/test`, admin));
      expect(res, url).toMatchObject({ status: 'failed', responseStatus: null });
      expect(res.error, url).toBe('The address is private or reserved, so Qafila does not call it');
    }
  });
});
