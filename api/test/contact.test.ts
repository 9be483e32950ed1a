import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEventRecord, Lead } from '../src/db/entities/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ QAFILA_CONTACT_LIMIT_PER_HOUR: '1000', QAFILA_ANALYTICS: 'first-party' });
});
afterAll(() => srv.close());

const valid = {
  name: 'Mariam Al Suwaidi',
  company: 'Gulf Traders LLC',
  email: 'Mariam@GulfTraders.ae',
  phone: '51-200 employees',
  message: 'We ship 300 containers a month through Jebel Ali.',
};

const send = (body: unknown, headers: Record<string, string> = {}, server = srv) =>
  server.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/contact', () => {
  it('stores a lead with its language and consent and answers 201', async () => {
    const res = await send({ ...valid, language: 'ar', consent: { analytics: true, marketing: false } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const lead = await srv.services.orm.em.fork().findOneOrFail(Lead, { id });
    expect(lead).toMatchObject({
      name: 'Mariam Al Suwaidi',
      company: 'Gulf Traders LLC',
      email: 'mariam@gulftraders.ae',
      companySize: '51-200 employees',
      language: 'ar',
      consent: { necessary: true, analytics: true, marketing: false },
    });
  });

  it('accepts the optional fields missing, and takes the language from Accept-Language', async () => {
    const res = await send({ name: 'A', company: 'B', email: 'a@b.ae' }, { 'accept-language': 'ar-AE,ar;q=0.9' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const lead = await srv.services.orm.em.fork().findOneOrFail(Lead, { id });
    expect(lead).toMatchObject({ companySize: '', message: '', language: 'ar' });
  });

  it.each([
    [{ ...valid, name: '' }, 'name is required'],
    [{ ...valid, name: '   ' }, 'name is required'],
    [{ ...valid, company: undefined }, 'company'],
    [{ ...valid, email: 'not-an-email' }, 'email must be a valid e-mail address'],
    [{ ...valid, email: undefined }, 'email'],
    [{ ...valid, name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
    [{ ...valid, name: 42 }, 'name must be text'],
    [{ ...valid, language: 'fr' }, 'language'],
  ])('refuses %o with 400 (%s) and stores nothing', async (body, error) => {
    const before = await srv.services.orm.em.fork().count(Lead, {});
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(error);
    expect(await srv.services.orm.em.fork().count(Lead, {})).toBe(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await send('{"name": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers a bot that fills the honeypot as if it succeeded, without storing it', async () => {
    const before = await srv.services.orm.em.fork().count(Lead, {});
    const res = await send({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await srv.services.orm.em.fork().count(Lead, {})).toBe(before);
  });

  it('limits each IP to 10 attempts an hour by default, valid or not (429 with Retry-After)', async () => {
    const other = await startTestServer();
    for (let i = 0; i < 5; i++) expect((await send(valid, {}, other)).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await send({}, {}, other)).status).toBe(400);
    const limited = await send(valid, {}, other);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await other.services.orm.em.fork().count(Lead, {})).toBe(5);
    await other.close();
  });
});

describe('POST /api/analytics/events', () => {
  it('stores a batch of page views and events', async () => {
    const res = await srv.request('/api/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [
          { type: 'page_view', path: '/features', language: 'ar' },
          { type: 'event', path: '/', category: 'cta', label: 'book_demo', value: 1 },
        ],
      }),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 2 });
    const rows = await srv.services.orm.em.fork().find(AnalyticsEventRecord, {}, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.type, r.path, r.label])).toEqual([
      ['page_view', '/features', null],
      ['event', '/', 'book_demo'],
    ]);
  });

  it.each([
    {},
    { events: [] },
    { events: [{ type: 'click', path: '/' }] },
    { events: Array(51).fill({ type: 'page_view', path: '/' }) },
  ])('refuses %o with 400', async (body) => {
    const res = await srv.request('/api/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
  });
});
