import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actors, json, requestJson, seedActors, startTestServer, type TestServer } from './helpers.ts';

/** A local SMTP server speaking the real protocol, collecting what it receives. */
let smtp: SMTPServer;
const received: { to: string[]; data: string }[] = [];
let srv: TestServer;
let actors: Actors;

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
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  srv = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SMTP_FROM: 'Qafila <no-reply@qafila.ae>',
    QAFILA_PUBLIC_ORIGIN: 'https://app.qafila.test',
  });
  actors = await seedActors(srv);
});
afterAll(async () => {
  await srv.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('invitation e-mail (SMTP configured)', () => {
  it('sends the link to the invitee and still answers it to the admin; a new link is sent again', async () => {
    const res = await requestJson(srv, 'POST', '/api/org/invitations', actors.orgAdminSame.token, {
      email: 'mailed@example.ae',
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.emailed).toBe(true);
    expect(created.link).toMatch(/^https:\/\/app\.qafila\.test\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['mailed@example.ae']);
    // Quoted-printable may fold long lines: compare without soft line breaks.
    const body = received[0]!.data.replace(/=\r?\n/g, '');
    expect(body).toContain(created.link);
    expect(body).toMatch(/Subject: .*invites you to Qafila/);
    const resent = await json(
      await requestJson(srv, 'POST', `/api/org/invitations/${created.invitation.id}/resend`, actors.orgAdminSame.token),
    );
    expect(resent.emailed).toBe(true);
    expect(received).toHaveLength(2);
    expect(received[1]!.data.replace(/=\r?\n/g, '')).toContain(resent.link);
  });
});
