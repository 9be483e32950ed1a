import type { NotificationDto, NotificationList } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notification, Organization } from '../src/db/entities/index.ts';
import { recordNotification } from '../src/modules/notifications/service.ts';
import { type Actors, bearer, json, seedActors, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

const list = async (token: string) =>
  json<NotificationList>(await srv.request('/api/notifications', { headers: bearer(token) }));
const post = (path: string, token: string | undefined, body?: unknown) =>
  srv.request(path, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...bearer(token) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const changeStatus = (status: string, reason: string) =>
  post(`/api/shipments/${actors.customerA.shipmentId}/status`, actors.staffSame.token, { status, reason });
const chat = (sessionId: string, content: string) =>
  post(`/api/chat/${sessionId}/messages`, actors.customerA.token, {
    content,
    userId: actors.customerA.id,
    channel: 'web',
  });
const ofKind = (l: NotificationList, kind: NotificationDto['kind']) => l.items.filter((n) => n.kind === kind);

describe('notifications are created', () => {
  it('when a shipment becomes delayed, once', async () => {
    expect((await changeStatus('delayed', 'Sandstorm closed the E11')).status).toBe(200);
    expect((await changeStatus('delayed', 'Still closed')).status).toBe(200);
    const exceptions = ofKind(await list(actors.staffSame.token), 'shipment_exception');
    expect(exceptions).toHaveLength(1);
    expect(exceptions[0]).toMatchObject({
      shipmentId: actors.customerA.shipmentId,
      trackingNumber: actors.customerA.trackingNumber,
      customerName: 'cust_a',
      detail: 'Sandstorm closed the E11',
      readAt: null,
    });
    // Back in transit and delayed again: a new exception.
    await changeStatus('in_transit', 'Road reopened');
    await changeStatus('delayed', 'Customs inspection');
    expect(ofKind(await list(actors.staffSame.token), 'shipment_exception')).toHaveLength(2);
  });

  it('when a customer opens a support case (not when staff do)', async () => {
    const res = await post('/api/support/cases', actors.customerA.token, {
      category: 'missing',
      summary: 'One carton of three is missing',
      shipmentId: actors.customerA.shipmentId,
    });
    expect(res.status).toBe(201);
    const { reference } = await json<{ reference: string }>(res);
    const cases = ofKind(await list(actors.staffSame.token), 'support_case');
    expect(cases[0]).toMatchObject({
      caseReference: reference,
      shipmentId: actors.customerA.shipmentId,
      customerName: 'cust_a',
      detail: 'missing: One carton of three is missing',
    });

    const byStaff = await post('/api/support/cases', actors.staffSame.token, {
      category: 'other',
      summary: 'Opened by staff for the customer',
      shipmentId: actors.customerA.shipmentId,
    });
    expect(byStaff.status).toBe(201);
    expect(ofKind(await list(actors.staffSame.token), 'support_case')).toHaveLength(cases.length);
  });

  it('when the assistant opens a case or hands a chat off to a person', async () => {
    const sid = `notify_${Date.now()}_session`;
    await chat(sid, `my package ${actors.customerA.trackingNumber} arrived damaged`);
    const afterCase = await list(actors.staffSame.token);
    expect(ofKind(afterCase, 'support_case')[0]).toMatchObject({ sessionId: sid, customerName: 'cust_a' });

    const res = await chat(sid, 'can I talk to a real person?');
    expect(
      (await json<{ assistantMessage: { metadata: { action: string } } }>(res)).assistantMessage.metadata.action,
    ).toBe('human_handoff');
    await chat(sid, 'please, a real person');
    const handoffs = ofKind(await list(actors.staffSame.token), 'handoff');
    expect(handoffs).toHaveLength(1);
    expect(handoffs[0]).toMatchObject({
      sessionId: sid,
      customerName: 'cust_a',
      detail: 'can I talk to a real person?',
    });
  });

  it('only for the organization concerned', async () => {
    const theirs = await list(actors.staffOther.token);
    expect(theirs).toEqual({ items: [], unread: 0 });
    const adminOther = await list(actors.orgAdminOther.token);
    expect(adminOther.items).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('keeps read state per staff member', async () => {
    const mine = await list(actors.staffSame.token);
    expect(mine.unread).toBe(mine.items.length);
    const first = mine.items[0]!;
    const res = await post(`/api/notifications/${first.id}/read`, actors.staffSame.token);
    expect(res.status).toBe(200);
    // Again: same outcome.
    expect((await post(`/api/notifications/${first.id}/read`, actors.staffSame.token)).status).toBe(200);
    const after = await list(actors.staffSame.token);
    expect(after.unread).toBe(mine.unread - 1);
    expect(after.items.find((n) => n.id === first.id)?.readAt).toEqual(expect.any(String));
    // The organization admin has not read it.
    const admin = await list(actors.orgAdminSame.token);
    expect(admin.unread).toBe(mine.unread);
    expect(admin.items.find((n) => n.id === first.id)?.readAt).toBeNull();

    const all = await post('/api/notifications/read-all', actors.orgAdminSame.token);
    expect(all.status).toBe(200);
    expect((await list(actors.orgAdminSame.token)).unread).toBe(0);
    expect((await list(actors.staffSame.token)).unread).toBe(mine.unread - 1);
  });

  it("answers 404 for another organization's notification and refuses bad ids", async () => {
    const id = (await list(actors.staffSame.token)).items[0]!.id;
    const other = await post(`/api/notifications/${id}/read`, actors.staffOther.token);
    expect(other.status).toBe(404);
    expect((await post('/api/notifications/abc/read', actors.staffSame.token)).status).toBe(400);
    expect((await post('/api/notifications/0/read', actors.staffSame.token)).status).toBe(400);
    expect((await post('/api/notifications/999999/read', actors.staffSame.token)).status).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await srv.request('/api/notifications', { headers: bearer(actors.customerA.token) })).status).toBe(403);
    expect((await srv.request('/api/notifications')).status).toBe(401);
    expect((await post('/api/notifications/read-all', actors.customerA.token)).status).toBe(403);
    expect((await post('/api/notifications/read-all', undefined)).status).toBe(401);
  });

  it('lists the newest 50 and counts every unread one', async () => {
    const em = srv.services.orm.em.fork();
    const org = await em.findOneOrFail(Organization, { subdomain: 'falcon' });
    const base = Date.now();
    for (let i = 0; i < 55; i++) {
      recordNotification(em, { organization: org, kind: 'handoff', detail: `message ${i}` });
    }
    await em.flush();
    // Distinct creation times, oldest first.
    const rows = await em.find(Notification, { organization: org.id }, { orderBy: { id: 'asc' } });
    rows.forEach((n, i) => {
      n.createdAt = new Date(base - (rows.length - i) * 1000);
    });
    await em.flush();
    const page = await list(actors.staffOther.token);
    expect(page.items).toHaveLength(50);
    expect(page.unread).toBe(55);
    expect(page.items[0]!.detail).toBe('message 54');
    const times = page.items.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    await post('/api/notifications/read-all', actors.staffOther.token);
    const read = await list(actors.staffOther.token);
    expect(read.unread).toBe(0);
    expect(read.items.every((n) => n.readAt !== null)).toBe(true);
  });
});

describe('admins-only notifications', () => {
  it('plan limits and data-request deadlines are listed, counted and markable for the admins alone', async () => {
    const em = srv.services.orm.em.fork();
    const demo = await em.findOneOrFail(Organization, { subdomain: 'demo' });
    recordNotification(em, { organization: demo, kind: 'usage_limit', detail: 'users:80:5', adminsOnly: true });
    await em.flush();
    const id = (await em.findOneOrFail(Notification, { kind: 'usage_limit', organization: demo.id })).id;
    const admin = await list(actors.orgAdminSame.token);
    expect(ofKind(admin, 'usage_limit').map((n) => n.id)).toEqual([id]);
    const staff = await list(actors.staffSame.token);
    expect(ofKind(staff, 'usage_limit')).toEqual([]);
    expect((await post(`/api/notifications/${id}/read`, actors.staffSame.token)).status).toBe(404);
    expect((await post('/api/notifications/read-all', actors.staffSame.token)).status).toBe(200);
    expect((await list(actors.staffSame.token)).unread).toBe(0);
    // The admin's is still unread: the member of staff's read-all did not touch it.
    expect(ofKind(await list(actors.orgAdminSame.token), 'usage_limit')[0]?.readAt).toBeNull();
    expect((await post(`/api/notifications/${id}/read`, actors.orgAdminSame.token)).status).toBe(200);
  });
});
