import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrmContext } from '../src/db/orm-context.ts';
import { seedActors, startTestServer, type TestServer } from './helpers.ts';
import { type ReceivedMail, startSmtpSink } from './smtp-sink.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let received: ReceivedMail[];
let srv: TestServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.received;
  srv = await startTestServer({ SMTP_URL: smtp.url, SMTP_FROM: 'Qafila <no-reply@qafila.ae>' });
  await seedActors(srv);
});
afterAll(async () => {
  await srv.close();
  await smtp.close();
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
