import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actors, json, requestJson, seedActors, startTestServer, type TestServer } from './helpers.ts';
import { type ReceivedMail, startSmtpSink } from './smtp-sink.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let received: ReceivedMail[];
let srv: TestServer;
let actors: Actors;

beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.received;
  srv = await startTestServer({
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Qafila <no-reply@qafila.ae>',
    QAFILA_PUBLIC_ORIGIN: 'https://app.qafila.test',
  });
  actors = await seedActors(srv);
});
afterAll(async () => {
  await srv.close();
  await smtp.close();
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
