import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrmContext } from '../src/db/orm-context.ts';
import { seedActors, startTestServer, type TestServer } from './helpers.ts';

/** A local SMTP server speaking the real protocol, collecting what it receives. */
let smtp: SMTPServer;
const received: { to: string[]; data: string }[] = [];
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
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  srv = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Qafila <no-reply@qafila.ae>' });
  await seedActors(srv);
});
afterAll(async () => {
  await srv.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('usage warning e-mail (issue 16)', () => {
  it('e-mails the organization admins once at 80 % of the users limit, and once more at 100 %', async () => {
    const { Organization, User } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    const falcon = await em.findOneOrFail(Organization, { subdomain: 'falcon' });
    const warn = () => withOrmContext(srv.services.orm.em, () => srv.services.usage.warnIfDue(falcon.id, 'users'));
    // Falcon (Starter, 5 users) has 2 staff accounts: 40 %, nothing to say.
    expect(await warn()).toBe(0);
    const staff = (n: number) =>
      em.create(User, { organization: falcon, username: `mail_staff_${n}`, role: 'org_user', passwordHash: 'x' });
    staff(1);
    staff(2);
    await em.flush();
    expect(await warn()).toBe(1); // 4 of 5: 80 %
    expect(await warn()).toBe(0); // once per period
    staff(3);
    await em.flush();
    expect(await warn()).toBe(1); // 5 of 5: 100 %
    for (let i = 0; i < 100 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(received).toHaveLength(2);
    // To the organization's admin only (admin_falcon), not its other staff nor another organization's admins.
    expect(received.map((m) => m.to)).toEqual([['admin_falcon@example.ae'], ['admin_falcon@example.ae']]);
    expect(received[0]!.data).toMatch(/Subject: Qafila: 80 % of your Starter plan's users \(staff accounts\)/);
    expect(received[1]!.data).toMatch(/Subject: Qafila: 100 % of your Starter plan's users \(staff accounts\)/);
    // The body is quoted-printable: soft line breaks ('=' at the end of a line) joined again.
    const body = received[1]!.data.replace(/=\r\n/g, '');
    expect(body).toContain('New staff accounts are refused until one is deactivated or the plan is upgraded.');
  });
});
