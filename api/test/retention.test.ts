import { RETENTION_PERIODS } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrmContext } from '../src/db/orm-context.ts';
import { monthsBefore } from '../src/modules/retention/service.ts';
import { type Actors, seedActors, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

/** The job's clock: far enough ahead that nothing the seed wrote is old by it, unless a test makes it so. */
const NOW = new Date('2031-06-15T10:00:00Z');
const months = (id: string) => RETENTION_PERIODS.find((p) => p.id === id)!.months;
/** A day past the period (removed) and a day within it (kept). */
const older = (id: string) => new Date(monthsBefore(NOW, months(id)).getTime() - 86_400_000);
const younger = (id: string) => new Date(monthsBefore(NOW, months(id)).getTime() + 86_400_000);

describe('retention job', () => {
  it('removes what is older than each stated period and keeps what is younger (controlled clock)', async () => {
    const { AnalyticsEventRecord, ChatSession, ComplianceDocument, Lead, Organization, Shipment, User } = await import(
      '../src/db/entities/index.ts'
    );
    const em = srv.services.orm.em.fork();
    const conn = em.getConnection();
    // Everything the seed and the other tests wrote is made recent by the job's clock first.
    for (const table of ['shipments', 'chat_sessions', 'compliance_documents', 'analytics_events', 'leads'])
      await conn.execute(`update ${table} set created_at = ?`, [NOW]);
    await conn.execute('update shipments set updated_at = ?', [NOW]);
    await conn.execute('update chat_sessions set updated_at = ?', [NOW]);
    const org = await em.findOneOrFail(Organization, { subdomain: 'demo' });
    const customer = await em.findOneOrFail(User, actors.customerA.id);
    const mkShipment = (tn: string, at: Date) =>
      em.create(Shipment, {
        organization: org,
        customer,
        trackingNumber: tn,
        trackingKey: tn.replace(/-/g, ''),
        status: 'delivered',
        origin: 'Dubai',
        destination: 'Doha',
        service: 'Road',
        weightKg: 1,
        lengthCm: 1,
        widthCm: 1,
        heightCm: 1,
        declaredValueAed: 1,
        createdAt: at,
        updatedAt: at,
      });
    const oldShipment = mkShipment('QAF-RET001', older('shipments'));
    const youngShipment = mkShipment('QAF-RET002', younger('shipments'));
    const recent = mkShipment('QAF-RET003', NOW);
    await srv.services.storage.put('documents/1/retention-old', Buffer.from('old file'));
    const mkDoc = (shipment: typeof recent, at: Date, storageKey: string | null) =>
      em.create(ComplianceDocument, {
        shipment,
        documentType: 'packing_list',
        name: 'Packing List',
        status: 'approved',
        description: '',
        storageKey,
        createdAt: at,
        updatedAt: at,
      });
    mkDoc(recent, older('compliance'), 'documents/1/retention-old');
    mkDoc(recent, younger('compliance'), null);
    const mkChat = (id: string, at: Date) =>
      em.create(ChatSession, {
        id,
        organization: org,
        customer,
        owner: customer,
        channel: 'web',
        createdAt: at,
        updatedAt: at,
      });
    mkChat('session_ret_old', older('chat'));
    mkChat('session_ret_young', younger('chat'));
    const mkEvent = (path: string, at: Date) =>
      em.create(AnalyticsEventRecord, { type: 'page_view', path, createdAt: at });
    mkEvent('/old', older('analytics'));
    mkEvent('/young', younger('analytics'));
    const mkLead = (email: string, at: Date) =>
      em.create(Lead, {
        name: 'L',
        company: 'C',
        email,
        companySize: '',
        message: '',
        language: 'en',
        consent: {},
        createdAt: at,
      });
    mkLead('old@lead.example', older('leads'));
    mkLead('young@lead.example', younger('leads'));
    await em.flush();
    // onCreate hooks set the dates of the moment: put the controlled ones back.
    const at = async (table: string, where: string, date: Date, column = 'created_at') =>
      conn.execute(`update ${table} set ${column} = ? where ${where}`, [date]);
    await at('shipments', `id = ${oldShipment.id}`, older('shipments'), 'updated_at');
    await at('shipments', `id = ${youngShipment.id}`, younger('shipments'), 'updated_at');
    await at('compliance_documents', "storage_key = 'documents/1/retention-old'", older('compliance'));
    await at('compliance_documents', `shipment_id = ${recent.id} and storage_key is null`, younger('compliance'));
    await at('chat_sessions', "id = 'session_ret_old'", older('chat'), 'updated_at');
    await at('chat_sessions', "id = 'session_ret_young'", younger('chat'), 'updated_at');
    await at('analytics_events', "path = '/old'", older('analytics'));
    await at('analytics_events', "path = '/young'", younger('analytics'));
    await at('leads', "email = 'old@lead.example'", older('leads'));
    await at('leads', "email = 'young@lead.example'", younger('leads'));

    const run = (dryRun: boolean) =>
      withOrmContext(srv.services.orm.em, () => srv.services.retention.run({ now: NOW, dryRun }));
    const removedBy = (report: Awaited<ReturnType<typeof run>>) =>
      Object.fromEntries(report.periods.map((p) => [p.id, p.removed]));

    const dry = await run(true);
    expect(removedBy(dry)).toMatchObject({ shipments: 1, compliance: 1, chat: 1, analytics: 1, leads: 1, account: 0 });
    expect(Number((await conn.execute<{ n: number | string }[]>('select count(*) as n from leads'))[0]?.n)).toBe(2);

    const report = await run(false);
    expect(removedBy(report)).toMatchObject({ shipments: 1, compliance: 1, chat: 1, analytics: 1, leads: 1 });
    const ids = async (sql: string) => (await conn.execute<{ v: unknown }[]>(sql)).map((r: { v: unknown }) => r.v);
    expect(
      await ids("select tracking_number as v from shipments where tracking_number like 'QAF-RET%' order by 1"),
    ).toEqual(['QAF-RET002', 'QAF-RET003']);
    expect(
      (await ids(`select count(*) as v from compliance_documents where shipment_id = ${recent.id}`)).map(Number),
    ).toEqual([1]);
    expect(await ids("select id as v from chat_sessions where id like 'session_ret_%'")).toEqual(['session_ret_young']);
    expect(await ids("select path as v from analytics_events where path in ('/old', '/young')")).toEqual(['/young']);
    expect(await ids('select email as v from leads')).toEqual(['young@lead.example']);
    expect(await srv.services.storage.get('documents/1/retention-old')).toBeUndefined();
    // Nothing left to remove: a second run removes nothing.
    const again = await run(false);
    expect(again.periods.every((p) => p.removed === 0)).toBe(true);
    const audit = await withOrmContext(srv.services.orm.em, () => srv.services.audit.list({ action: 'retention.run' }));
    expect(audit).toHaveLength(2);
  });

  it('anonymises the accounts of an organization whose service ended more than the stated period ago', async () => {
    const { Organization, User } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    const org = em.create(Organization, { name: 'Ended Ltd', subdomain: 'ended', status: 'cancelled' });
    const fresh = em.create(Organization, { name: 'Ended Lately', subdomain: 'ended-lately', status: 'cancelled' });
    const u1 = em.create(User, {
      organization: org,
      username: 'ended_user',
      email: 'e@ended.example',
      name: 'Ended',
      role: 'customer',
      passwordHash: 'x',
    });
    const u2 = em.create(User, {
      organization: fresh,
      username: 'lately_user',
      email: 'l@ended.example',
      name: 'Lately',
      role: 'customer',
      passwordHash: 'x',
    });
    await em.flush();
    const conn = em.getConnection();
    await conn.execute('update organizations set updated_at = ? where id = ?', [older('account'), org.id]);
    await conn.execute('update organizations set updated_at = ? where id = ?', [younger('account'), fresh.id]);
    const report = await withOrmContext(srv.services.orm.em, () => srv.services.retention.run({ now: NOW }));
    expect(report.periods.find((p) => p.id === 'account')?.removed).toBe(1);
    const rows = await conn.execute('select id, username, email, name from users where id in (?, ?) order by id', [
      u1.id,
      u2.id,
    ]);
    expect(rows).toEqual([
      { id: u1.id, username: `erased-${u1.id}`, email: null, name: null },
      { id: u2.id, username: 'lately_user', email: 'l@ended.example', name: 'Lately' },
    ]);
  });
});
