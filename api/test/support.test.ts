import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actors, bearer, seedActors, startTestServer, type TestServer } from './helpers.ts';
import { unzip } from './unzip.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

const send = (method: string, path: string, body: unknown, token?: string) =>
  srv.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('report an issue', () => {
  it("opens a case for the customer's own shipment and lists it to them and their organization's staff only", async () => {
    const res = await send(
      'POST',
      '/api/support/cases',
      { shipmentId: actors.customerA.shipmentId, category: 'damaged', summary: 'The carton arrived crushed.' },
      actors.customerA.token,
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as { reference: string; customerId: number };
    expect(created).toMatchObject({
      reference: expect.stringMatching(/^CASE-[A-Z2-9]{6}$/),
      customerId: actors.customerA.id,
    });

    const refsFor = async (token: string) =>
      (
        (await (await srv.request('/api/support/cases', { headers: bearer(token) })).json()) as { reference: string }[]
      ).map((c) => c.reference);
    expect(await refsFor(actors.customerA.token)).toContain(created.reference);
    expect(await refsFor(actors.staffSame.token)).toContain(created.reference);
    expect(await refsFor(actors.customerB.token)).not.toContain(created.reference);
    expect(await refsFor(actors.staffOther.token)).not.toContain(created.reference);
  });

  it('refuses visitors (the demo workspace is read-only) and foreign shipments', async () => {
    const visitor = await send('POST', '/api/support/cases', {
      category: 'other',
      summary: 'Something went wrong here.',
    });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: 'Sign in to report an issue' });
    const foreign = await send(
      'POST',
      '/api/support/cases',
      { shipmentId: actors.customerOther.shipmentId, category: 'damaged', summary: 'Not my shipment at all.' },
      actors.customerA.token,
    );
    expect(foreign.status).toBe(404);
  });

  it.each([
    [{ category: 'lost', summary: 'Long enough summary' }, /category/],
    [{ category: 'damaged', summary: 'short' }, /at least 10/],
    [{ category: 'damaged', summary: 'x'.repeat(2001) }, /at most 2000/],
    [{ category: 'damaged', summary: 'Long enough summary', shipmentId: 'one' }, /shipmentId/],
  ])('refuses %o', async (body, error) => {
    const res = await send('POST', '/api/support/cases', body, actors.customerA.token);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(error);
  });
});

describe('schedule a support call', () => {
  it("stores the request, visible to the customer and their organization's staff", async () => {
    const res = await send(
      'POST',
      '/api/support/calls',
      { preferredAt: inAnHour(), phone: '+971 50 123 4567', topic: 'Customs paperwork', language: 'ar' },
      actors.customerA.token,
    );
    expect(res.status).toBe(201);
    const call = (await res.json()) as { reference: string; status: string };
    expect(call).toMatchObject({ reference: expect.stringMatching(/^CALL-/), status: 'requested' });
    const staffView = (await (
      await srv.request('/api/support/calls', { headers: bearer(actors.staffSame.token) })
    ).json()) as {
      reference: string;
    }[];
    expect(staffView.map((c) => c.reference)).toContain(call.reference);
    const otherView = (await (
      await srv.request('/api/support/calls', { headers: bearer(actors.staffOther.token) })
    ).json()) as {
      reference: string;
    }[];
    expect(otherView.map((c) => c.reference)).not.toContain(call.reference);
  });

  it.each([
    [{ preferredAt: new Date(Date.now() - 60_000).toISOString() }, /at least 15 minutes/],
    [{ preferredAt: new Date(Date.now() + 90 * 86_400_000).toISOString() }, /within 60 days/],
    [{ preferredAt: 'tomorrow' }, /ISO date/],
    [{ phone: 'call me' }, /phone/],
    [{ topic: '' }, /topic/],
    [{ language: 'fr' }, /language/],
  ])('refuses %o', async (override, error) => {
    const body = { preferredAt: inAnHour(), phone: '+971501234567', topic: 'Billing', language: 'en', ...override };
    const res = await send('POST', '/api/support/calls', body, actors.customerA.token);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(error);
  });

  it('refuses visitors', async () => {
    const res = await send('POST', '/api/support/calls', {
      preferredAt: inAnHour(),
      phone: '+971501234567',
      topic: 'x',
      language: 'en',
    });
    expect(res.status).toBe(401);
  });
});

describe('preferences', () => {
  it('reads and updates the language and notification channel', async () => {
    const token = actors.customerB.token;
    expect(await (await srv.request('/api/me/preferences', { headers: bearer(token) })).json()).toEqual({
      language: null,
      notificationChannel: 'email',
    });
    const res = await send('PUT', '/api/me/preferences', { language: 'ar', notificationChannel: 'whatsapp' }, token);
    expect(await res.json()).toEqual({ language: 'ar', notificationChannel: 'whatsapp' });
    expect(await (await srv.request('/api/me/preferences', { headers: bearer(token) })).json()).toEqual({
      language: 'ar',
      notificationChannel: 'whatsapp',
    });
  });

  it.each([{ language: 'de' }, { notificationChannel: 'sms' }, { language: 3 }])('refuses %o', async (body) => {
    expect((await send('PUT', '/api/me/preferences', body, actors.customerB.token)).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await srv.request('/api/me/preferences')).status).toBe(401);
  });
});

describe('download all documents', () => {
  it('serves a ZIP with the register and the shipment history, in scope only', async () => {
    const res = await srv.request('/api/shipments/1/documents/archive', { headers: bearer(actors.staffSame.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="QAF-\d{6}-documents\.zip"/);
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    expect([...entries.keys()]).toEqual(['README.txt', 'documents.csv', 'shipment.json']);
    expect(entries.get('documents.csv')!.toString()).toMatch(/^\uFEFFdocument_type,name,status,description,updated_at/);
    expect(
      (await srv.request('/api/shipments/1/documents/archive', { headers: bearer(actors.customerA.token) })).status,
    ).toBe(404);
  });
});
