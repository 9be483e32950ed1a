import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrmContext } from '../src/db/orm-context.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/** A local SMTP server speaking the real protocol, collecting what it receives. */
let smtp: SMTPServer;
const received: { from: string; to: string[]; data: string }[] = [];
let srv: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  srv = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    QAFILA_LEADS_EMAIL: 'sales@qafila.ae',
    SMTP_FROM: 'Qafila <no-reply@qafila.ae>',
  });
});
afterAll(async () => {
  await srv.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
