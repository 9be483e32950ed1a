import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrmContext } from '../src/db/orm-context.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { type ReceivedMail, startSmtpSink } from './smtp-sink.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let received: ReceivedMail[];
let srv: TestServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.received;
  srv = await startTestServer({
    SMTP_URL: smtp.url,
    QAFILA_LEADS_EMAIL: 'sales@qafila.ae',
    SMTP_FROM: 'Qafila <no-reply@qafila.ae>',
  });
});
afterAll(async () => {
  await srv.close();
  await smtp.close();
});

describe('lead notification e-mail', () => {
  it('e-mails the sales address about a new demo request, replying to the visitor', async () => {
    const res = await srv.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Noura',
        company: 'Dune Freight',
        email: 'noura@dune.ae',
        phone: '40 trucks',
        message: 'Hello',
      }),
    });
    expect(res.status).toBe(201);
    for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('no-reply@qafila.ae');
    expect(mail!.to).toEqual(['sales@qafila.ae']);
    expect(mail!.data).toMatch(/Subject: New demo request: Dune Freight \(Noura\)/);
    expect(mail!.data).toMatch(/Reply-To: noura@dune\.ae/);
    expect(mail!.data).toContain('Company size: 40 trucks');
  });

  it('stores the lead even when the mail server is gone', async () => {
    const other = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9', QAFILA_LEADS_EMAIL: 'sales@qafila.ae' });
    const res = await other.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Noura', company: 'Dune Freight', email: 'noura@dune.ae' }),
    });
    expect(res.status).toBe(201);
    // Services work in a unit of work of their own, as each request and CLI command does.
    const leads = await withOrmContext(other.services.orm.em, () => other.services.contact.list());
    expect(leads.map((l) => l.email)).toContain('noura@dune.ae');
    await other.close();
  });
});
