import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGraph, startFakeGraph } from './fake-graph.ts';
import { type Actors, json, requestJson, seedActors, startTestServer, type TestServer } from './helpers.ts';
import { startSmtpSink } from './smtp-sink.ts';

/** The decoded text of a received mail (quoted-printable or base64 bodies), enough to look for words. */
function decoded(data: string): string {
  const qp = data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
  const utf8 = Buffer.from(qp, 'latin1').toString('utf8');
  const b64 = [...data.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)$/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [utf8, ...b64].join('\n');
}

describe('customer notifications (issue 17)', () => {
  let srv: TestServer;
  let actors: Actors;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let graph: FakeGraph;

  const db = () => srv.services.orm.em.fork();
  async function customerA(change: Record<string, unknown>) {
    const { User } = await import('../src/db/entities/index.ts');
    const em = db();
    const user = await em.findOneOrFail(User, actors.customerA.id);
    Object.assign(user, change);
    await em.flush();
  }
  async function logRows() {
    const { CommunicationRecord } = await import('../src/db/entities/index.ts');
    return db().find(
      CommunicationRecord,
      { customer: actors.customerA.id, messageType: { $ne: 'booking_confirmation' } },
      { orderBy: { id: 'asc' } },
    );
  }
  async function changeStatus(status: string, reason: string) {
    const res = await requestJson(
      srv,
      'POST',
      `/api/shipments/${actors.customerA.shipmentId}/status`,
      actors.staffSame.token,
      { status, reason },
    );
    expect(res.status).toBe(200);
    await srv.services.events.idle();
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    graph = await startFakeGraph();
    srv = await startTestServer({ SMTP_URL: smtp.url, QAFILA_WHATSAPP_GRAPH_URL: graph.url });
    actors = await seedActors(srv);
    // The demo organization's WhatsApp number, connected as the org admin would (whatsapp.test.ts covers the route).
    const { User } = await import('../src/db/entities/index.ts');
    const admin = await db().findOneOrFail(User, actors.orgAdminSame.id, { populate: ['organization'] });
    const { withOrmContext } = await import('../src/db/orm-context.ts');
    await withOrmContext(srv.services.orm.em, () =>
      srv.services.whatsapp.connect(admin, {
        phoneNumberId: '106540352242922',
        wabaId: '102290129340398',
        displayPhoneNumber: '+971 4 555 0100',
        accessToken: 'EAAG-access-token-1234',
        appSecret: 'app-secret-of-the-meta-app',
        templateName: 'shipment_update',
      }),
    );
  });

  beforeEach(() => {
    smtp.received.length = 0;
    graph.posts.length = 0;
  });

  afterAll(async () => {
    await srv?.close();
    await smtp?.close();
    await graph?.close();
  });

  it('a status change is e-mailed to the customer (their default channel) and logged as sent', async () => {
    const before = (await logRows()).length;
    await changeStatus('delayed', 'Held at the port by weather');
    const toCustomer = smtp.received.filter((m) => m.to.includes('cust_a@example.ae'));
    expect(toCustomer).toHaveLength(1);
    const text = decoded(toCustomer[0]!.data);
    expect(text).toContain(`Your shipment ${actors.customerA.trackingNumber} is now delayed.`);
    expect(text).toContain('Held at the port by weather');
    const rows = await logRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ channel: 'email', messageType: 'shipment_status', status: 'sent' });
    expect(rows.at(-1)!.shipment?.id).toBe(actors.customerA.shipmentId);
    // The customer's communication log (support dashboard) lists it with its status.
    const log = await json(
      await requestJson(srv, 'GET', `/api/users/${actors.customerA.id}/communications`, actors.customerA.token),
    );
    expect(log[0]).toMatchObject({ channel: 'email', messageType: 'shipment_status', status: 'sent' });
  });

  it('a delay is also e-mailed to the staff who see the shipments and keep e-mail notifications on', async () => {
    await changeStatus('in_transit', 'Back on the road');
    expect(smtp.received.flatMap((m) => m.to)).toEqual(['cust_a@example.ae']);
    smtp.received.length = 0;
    await changeStatus('delayed', 'Held at the port again');
    const staff = smtp.received.filter((m) => !m.to.includes('cust_a@example.ae'));
    const recipients = staff.flatMap((m) => m.to);
    // The demo organization's staff with the shipments section (the seeded admin ops too), no one else's.
    expect(recipients).toEqual(expect.arrayContaining(['admin_demo@example.ae', 'staff_demo@example.ae']));
    expect(recipients).not.toContain('staff_falcon@example.ae');
    expect(recipients).not.toContain('admin_falcon@example.ae');
    expect(decoded(staff[0]!.data)).toContain(`Shipment ${actors.customerA.trackingNumber} is now delayed.`);
  });

  it('in Arabic on WhatsApp when the customer chose it: the approved template (no conversation open)', async () => {
    await customerA({ notificationChannel: 'whatsapp', preferredLanguage: 'ar', phoneNumber: '+971 50 123 4567' });
    await changeStatus('in_transit', 'Left the port');
    expect(smtp.received).toHaveLength(0);
    expect(graph.posts).toHaveLength(1);
    const { body } = graph.posts[0]!;
    expect(body).toMatchObject({
      to: '971501234567',
      type: 'template',
      template: { name: 'shipment_update', language: { code: 'ar' } },
    });
    expect(body.template.components[0].parameters[0].text).toContain(`شحنتك ${actors.customerA.trackingNumber}`);
    expect((await logRows()).at(-1)).toMatchObject({ channel: 'whatsapp', status: 'sent' });
  });

  it('a document review and a team reply while the customer is away are notified too', async () => {
    const { ComplianceDocument } = await import('../src/db/entities/index.ts');
    await customerA({ notificationChannel: 'email', preferredLanguage: 'en' });
    const doc = await db().findOneOrFail(ComplianceDocument, { shipment: actors.customerA.shipmentId });
    srv.services.events.emit({
      type: 'document.reviewed',
      organizationId: 1,
      documentId: doc.id,
      shipmentId: actors.customerA.shipmentId,
      customerId: actors.customerA.id,
      status: 'approved',
      at: new Date(),
    });
    srv.services.events.emit({
      type: 'chat.staff_reply',
      organizationId: 1,
      sessionId: 'no-such-session-1',
      customerId: actors.customerA.id,
      text: 'We are on it.',
      at: new Date(),
    });
    await srv.services.events.idle();
    expect(smtp.received).toHaveLength(1);
    expect(decoded(smtp.received[0]!.data)).toContain(
      `The document "Commercial Invoice" of your shipment ${actors.customerA.trackingNumber} was approved.`,
    );
    expect((await logRows()).at(-1)).toMatchObject({ messageType: 'document_review', status: 'sent' });
  });

  it('nothing is sent or logged when the customer turned notifications off, or keeps them in the app', async () => {
    const before = (await logRows()).length;
    await customerA({ emailNotifications: false });
    await changeStatus('customs_clearance', 'Customs inspection');
    await customerA({ emailNotifications: true, notificationChannel: 'web' });
    await changeStatus('in_transit', 'Cleared');
    expect(smtp.received).toHaveLength(0);
    expect(graph.posts).toHaveLength(0);
    expect(await logRows()).toHaveLength(before);
    await customerA({ notificationChannel: 'email' });
  });

  it('a support case a customer opens, on the dashboard or through the assistant, is e-mailed to the staff', async () => {
    const { User } = await import('../src/db/entities/index.ts');
    const em = db();
    const staff = await em.findOneOrFail(User, actors.staffSame.id);
    staff.emailNotifications = true;
    await em.flush();
    const res = await requestJson(srv, 'POST', '/api/support/cases', actors.customerA.token, {
      shipmentId: actors.customerA.shipmentId,
      category: 'damaged',
      summary: 'The carton arrived crushed on one side.',
    });
    expect(res.status).toBe(201);
    const { reference } = await json(res);
    await srv.services.events.idle();
    const mails = smtp.received.filter((m) => decoded(m.data).includes(reference));
    const recipients = mails.flatMap((m) => m.to);
    expect(recipients).toContain('admin_demo@example.ae');
    expect(recipients).not.toContain('admin_falcon@example.ae');
    expect(decoded(mails[0]!.data)).toContain('The carton arrived crushed on one side.');

    // Through the assistant: the case it opens is e-mailed once its message is stored.
    smtp.received.length = 0;
    const sid = `session_${Date.now()}_notifyabcdef`;
    const chat = await srv.request(`/api/chat/${sid}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${actors.customerA.token}` },
      body: JSON.stringify({
        content: `my package ${actors.customerA.trackingNumber} arrived damaged`,
        userId: actors.customerA.id,
        channel: 'web',
      }),
    });
    expect(chat.status).toBe(201);
    await srv.services.events.idle();
    const { SupportCase } = await import('../src/db/entities/index.ts');
    const opened = await db().findOneOrFail(SupportCase, { chatSession: sid });
    expect(smtp.received.some((m) => decoded(m.data).includes(opened.reference))).toBe(true);

    // A case staff open themselves is no news to them.
    smtp.received.length = 0;
    const byStaff = await requestJson(srv, 'POST', '/api/support/cases', actors.staffSame.token, {
      shipmentId: actors.customerA.shipmentId,
      category: 'other',
      summary: 'Opened by staff for the record.',
    });
    expect(byStaff.status).toBe(201);
    await srv.services.events.idle();
    expect(smtp.received).toHaveLength(0);
  });

  it('a hand-off is e-mailed to the staff who see the AI Assistant and keep e-mail notifications on', async () => {
    const { User } = await import('../src/db/entities/index.ts');
    const em = db();
    const staff = await em.findOneOrFail(User, actors.staffSame.id);
    staff.emailNotifications = false;
    await em.flush();
    srv.services.events.emit({
      type: 'chat.handoff',
      organizationId: 1,
      sessionId: 'session-of-a-handoff',
      customerId: actors.customerA.id,
      at: new Date(),
    });
    await srv.services.events.idle();
    const recipients = smtp.received.flatMap((m) => m.to);
    expect(recipients).toContain('admin_demo@example.ae');
    expect(recipients).not.toContain('staff_demo@example.ae');
    // Another organization's staff never hear of it.
    expect(recipients).not.toContain('staff_falcon@example.ae');
    expect(recipients).not.toContain('admin_falcon@example.ae');
  });
});
