import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_REQUEST_DUE_DAYS } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrmContext } from '../src/db/orm-context.ts';
import {
  type Actors,
  bearer,
  json,
  PASSWORD,
  requestJson,
  seedActors,
  signIn,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';
import { unzipEntries } from './unzip.ts';

const DAY_MS = 86_400_000;
let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

const post = (path: string, token?: string, body?: unknown) => requestJson(srv, 'POST', path, token, body ?? {});
const get = (path: string, token?: string) => srv.request(path, { headers: bearer(token) });
const inContext = <T>(fn: () => Promise<T>) => withOrmContext(srv.services.orm.em, fn);

/** Every file under a folder, recursively (the file storage's). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** A customer of the demo organization with personal data everywhere the product keeps some. */
async function personWithData(tag: string) {
  const { Organization, User, Shipment, ChatSession, ChatMessageRecord, SupportCase, ComplianceDocument, Invitation } =
    await import('../src/db/entities/index.ts');
  const { hashPassword } = await import('../src/modules/auth/password.ts');
  const em = srv.services.orm.em.fork();
  const org = await em.findOneOrFail(Organization, { subdomain: 'demo' });
  const person = {
    username: `zahra_${tag}`,
    name: `Zahra Quillfeather ${tag}`,
    email: `zahra.${tag}@quill.example`,
    phone: `+97150${tag.padStart(7, '7')}`,
    company: `Quill Trading ${tag}`,
    message: `My home address is Villa ${tag} Jumeirah`,
  };
  const user = em.create(User, {
    organization: org,
    username: person.username,
    email: person.email,
    name: person.name,
    phoneNumber: person.phone,
    companyName: person.company,
    role: 'customer',
    passwordHash: await hashPassword(PASSWORD),
  });
  const shipment = em.create(Shipment, {
    organization: org,
    customer: user,
    trackingNumber: `QAF-7${tag.padStart(5, '0')}`,
    trackingKey: `QAF7${tag.padStart(5, '0')}`,
    status: 'in_transit',
    origin: 'Dubai, UAE',
    destination: 'Sharjah, UAE',
    service: 'Domestic Road',
    weightKg: 3,
    lengthCm: 10,
    widthCm: 10,
    heightCm: 10,
    declaredValueAed: 50,
  });
  const storageKey = `documents/${org.id}/export-test-${tag}`;
  await srv.services.storage.put(storageKey, Buffer.from('%PDF-1.4 invoice bytes'));
  em.create(ComplianceDocument, {
    shipment,
    documentType: 'commercial_invoice',
    name: 'Commercial Invoice',
    status: 'pending',
    description: 'Uploaded',
    fileName: 'invoice.pdf',
    contentType: 'application/pdf',
    sizeBytes: 22,
    storageKey,
  });
  const chat = em.create(ChatSession, {
    id: `session_rights_${tag}`,
    organization: org,
    customer: user,
    owner: user,
    channel: 'web',
  });
  em.create(ChatMessageRecord, { session: chat, role: 'user', content: person.message, language: 'en', metadata: {} });
  em.create(ChatMessageRecord, {
    session: chat,
    role: 'assistant',
    content: `Hello ${person.name}, your shipment is on its way`,
    language: 'en',
    metadata: {},
  });
  em.create(SupportCase, {
    reference: `CASE-R${tag}`,
    organization: org,
    customer: user,
    shipment,
    category: 'delayed',
    summary: `Call ${person.phone} about ${person.message}`,
  });
  // An invitation sent to the person's address (issue 16's team invitations): it goes with the erasure.
  em.create(Invitation, {
    organization: org,
    email: person.email,
    role: 'customer',
    features: [],
    account: user,
    tokenHash: tag.padStart(64, 'a'),
    expiresAt: new Date(Date.now() + 7 * DAY_MS),
  });
  await em.flush();
  const token = await tokenOf(srv, '/api/auth/login', person.username, PASSWORD);
  // Two-factor sign-in on after signing in: its secrets must go with the erasure too.
  await em.nativeUpdate(
    User,
    { id: user.id },
    { totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpEnabledAt: new Date(), recoveryCodes: ['a'.repeat(64)] },
  );
  return { id: user.id, shipmentId: shipment.id, person, token };
}

describe('data requests by role and tenant', () => {
  it('lets every signed-in user list and create their own; visitors 401', async () => {
    expect((await get('/api/me/data-requests')).status).toBe(401);
    expect((await post('/api/me/data-requests', undefined, { kind: 'export' })).status).toBe(401);
    for (const token of [actors.customerB.token, actors.staffSame.token]) {
      const res = await get('/api/me/data-requests', token);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual([]);
    }
    expect((await post('/api/me/data-requests', actors.customerB.token, { kind: 'copy' })).status).toBe(400);
    expect((await post('/api/me/data-requests', actors.customerB.token, { kind: 'erasure', x: 1 })).status).toBe(400);
  });

  it('lists requests to the admins of their organization only: staff and customers 403, visitors 401', async () => {
    const created = await post('/api/me/data-requests', actors.customerB.token, { kind: 'erasure' });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    expect((await get('/api/org/data-requests')).status).toBe(401);
    expect((await get('/api/org/data-requests', actors.customerA.token)).status).toBe(403);
    expect((await get('/api/org/data-requests', actors.staffSame.token)).status).toBe(403);
    const same = await json(await get('/api/org/data-requests', actors.orgAdminSame.token));
    expect(same.find((r: { id: number }) => r.id === id)).toMatchObject({
      kind: 'erasure',
      status: 'pending',
      requester: { id: actors.customerB.id, name: 'cust_b', role: 'customer' },
    });
    const other = await json(await get('/api/org/data-requests', actors.orgAdminOther.token));
    expect(other.some((r: { id: number }) => r.id === id)).toBe(false);
    // Another organization's admin cannot answer it (404), org users and customers 403.
    expect((await post(`/api/org/data-requests/${id}/fulfil`, actors.orgAdminOther.token)).status).toBe(404);
    expect(
      (await post(`/api/org/data-requests/${id}/reject`, actors.orgAdminOther.token, { reason: 'x' })).status,
    ).toBe(404);
    expect((await post(`/api/org/data-requests/${id}/fulfil`, actors.staffSame.token)).status).toBe(403);
    expect((await post(`/api/org/data-requests/${id}/fulfil`, actors.customerB.token)).status).toBe(403);
    expect((await post(`/api/org/data-requests/${id}/reject`, undefined, { reason: 'x' })).status).toBe(401);
    // A second erasure request while one is open: 409.
    expect((await post('/api/me/data-requests', actors.customerB.token, { kind: 'erasure' })).status).toBe(409);
    // Rejected with a reason the requester sees.
    expect((await post(`/api/org/data-requests/${id}/reject`, actors.orgAdminSame.token, { reason: ' ' })).status).toBe(
      400,
    );
    const rejected = await post(`/api/org/data-requests/${id}/reject`, actors.orgAdminSame.token, {
      reason: 'Open invoices must be settled first',
    });
    expect(rejected.status).toBe(200);
    expect(await json(rejected)).toMatchObject({ status: 'rejected', fulfilledBy: 'admin_demo' });
    const mine = await json(await get('/api/me/data-requests', actors.customerB.token));
    expect(mine[0]).toMatchObject({ id, status: 'rejected', rejectionReason: 'Open invoices must be settled first' });
    expect((await post(`/api/org/data-requests/${id}/fulfil`, actors.orgAdminSame.token)).status).toBe(409);
  });
});

describe('export', () => {
  it('is prepared at once as a ZIP of JSON and the documents, downloadable once by its requester only', async () => {
    const p = await personWithData('101');
    const created = await post('/api/me/data-requests', p.token, { kind: 'export' });
    expect(created.status).toBe(201);
    const request = await json(created);
    expect(request).toMatchObject({ kind: 'export', status: 'ready' });
    expect(new Date(request.dueAt).getTime() - new Date(request.requestedAt).getTime()).toBe(
      DATA_REQUEST_DUE_DAYS * DAY_MS,
    );
    expect((await post('/api/me/data-requests', p.token, { kind: 'export' })).status).toBe(409);
    const exportsDir = join(srv.dataDir, 'files', 'data-exports');
    expect(filesUnder(exportsDir)).toHaveLength(1);
    const path = `/api/me/data-requests/${request.id}/download`;
    expect((await get(path)).status).toBe(401);
    expect((await get(path, actors.customerA.token)).status).toBe(404);
    expect((await get(path, actors.orgAdminSame.token)).status).toBe(404);
    const res = await get(path, p.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = await unzipEntries(Buffer.from(await res.arrayBuffer()));
    const read = (name: string) => JSON.parse(entries.get(name)!.data.toString('utf8'));
    expect(read('profile.json')).toMatchObject({
      username: p.person.username,
      email: p.person.email,
      name: p.person.name,
    });
    expect(read('shipments.json')[0]).toMatchObject({ trackingNumber: `QAF-7${'101'.padStart(5, '0')}` });
    expect(read('chats.json')[0].messages[0]).toMatchObject({ role: 'user', content: p.person.message });
    expect(read('support.json').cases[0].summary).toContain(p.person.phone);
    expect(read('documents.json')[0]).toMatchObject({ fileName: 'invoice.pdf', contentType: 'application/pdf' });
    expect(read('audit.json').map((a: { action: string }) => a.action)).toContain('data-request.create');
    const file = [...entries.keys()].find((n) => n.startsWith('documents/'));
    expect(entries.get(file!)!.data.toString()).toBe('%PDF-1.4 invoice bytes');
    // Once: the file is gone from the disk and a second download is refused.
    await new Promise((r) => setTimeout(r, 100));
    expect(filesUnder(exportsDir)).toHaveLength(0);
    expect((await get(path, p.token)).status).toBe(409);
    const [mine] = await json(await get('/api/me/data-requests', p.token));
    expect(mine).toMatchObject({ status: 'downloaded' });
    const actions = await inContext(() => srv.services.audit.list({ action: 'data-request.' }));
    const ofThis = actions.filter((a) => a.targetId === String(request.id)).map((a) => a.action);
    expect(ofThis.sort()).toEqual(['data-request.create', 'data-request.download', 'data-request.ready']);
  });

  it('expires when not downloaded in time: the job removes the file', async () => {
    const p = await personWithData('102');
    const { id } = await json(await post('/api/me/data-requests', p.token, { kind: 'export' }));
    const later = new Date(Date.now() + 8 * DAY_MS);
    const result = await inContext(() => srv.services.dataRights.daily(later));
    expect(result.expiredExports).toBeGreaterThanOrEqual(1);
    const [mine] = await json(await get('/api/me/data-requests', p.token));
    expect(mine).toMatchObject({ id, status: 'expired' });
    expect((await get(`/api/me/data-requests/${id}/download`, p.token)).status).toBe(409);
  });
});

describe('erasure', () => {
  it('fulfilled by an org admin leaves no personal field of the person in the database; shipments are kept', async () => {
    const p = await personWithData('103');
    const created = await post('/api/me/data-requests', p.token, { kind: 'erasure' });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    expect((await post(`/api/org/data-requests/${id}/fulfil`, actors.orgAdminOther.token)).status).toBe(404);
    const done = await post(`/api/org/data-requests/${id}/fulfil`, actors.orgAdminSame.token);
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({
      status: 'completed',
      fulfilledBy: 'admin_demo',
      requester: { id: null, name: `Erased user #${p.id}` },
    });

    // Every column of every table, searched for every personal value of the person.
    const conn = srv.services.orm.em.getConnection();
    const sqlite = srv.services.config.database.driver === 'sqlite';
    const tables = await conn.execute<{ name: string }[]>(
      sqlite
        ? "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'mikro_orm%'"
        : "select table_name as name from information_schema.tables where table_schema = current_schema() and table_name not like 'mikro_orm%'",
    );
    const values = Object.values(p.person);
    const found: string[] = [];
    for (const { name } of tables) {
      const columns = await conn.execute<{ name: string }[]>(
        sqlite
          ? `select name from pragma_table_info('${name}')`
          : `select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = '${name}'`,
      );
      for (const column of columns) {
        for (const value of values) {
          const [row] = await conn.execute<{ n: number | string }[]>(
            `select count(*) as n from "${name}" where cast("${column.name}" as text) like ?`,
            [`%${value}%`],
          );
          if (row && Number(row.n) > 0) found.push(`${name}.${column.name} holds ${value}`);
        }
      }
    }
    expect(found).toEqual([]);
    const [user] = await conn.execute<Record<string, unknown>[]>(
      'select username, email, name, phone_number, company_name, password_hash, totp_secret, recovery_codes from users where id = ?',
      [p.id],
    );
    expect(user).toEqual({
      username: `erased-${p.id}`,
      email: null,
      name: null,
      phone_number: null,
      company_name: null,
      password_hash: '!',
      totp_secret: null,
      recovery_codes: null,
    });
    const sessions = await conn.execute('select id from sessions where user_id = ?', [p.id]);
    expect(sessions).toEqual([]);
    const [shipment] = await conn.execute<{ customer_id: number }[]>('select customer_id from shipments where id = ?', [
      p.shipmentId,
    ]);
    expect(shipment).toEqual({ customer_id: p.id });
    // Signed out everywhere; cannot sign in.
    expect((await get('/api/me', p.token)).status).toBe(401);
    expect((await signIn(srv, '/api/auth/login', p.person.username, PASSWORD)).status).toBe(401);
    expect((await post(`/api/org/data-requests/${id}/fulfil`, actors.orgAdminSame.token)).status).toBe(409);
  });

  it("needs another admin for an admin's own erasure", async () => {
    const { id } = await json(await post('/api/me/data-requests', actors.orgAdminSame.token, { kind: 'erasure' }));
    const res = await post(`/api/org/data-requests/${id}/fulfil`, actors.orgAdminSame.token);
    expect(res.status).toBe(409);
    await post(`/api/org/data-requests/${id}/reject`, actors.orgAdminSame.token, { reason: 'Asked by mistake' });
  });
});

describe('deadline reminders', () => {
  it('reminds the admins 7 and 2 days before the deadline, once each', async () => {
    const p = await personWithData('104');
    const { id } = await json(await post('/api/me/data-requests', p.token, { kind: 'erasure' }));
    const at = (days: number) => new Date(Date.now() + days * DAY_MS);
    const remindersOf = async () =>
      (await inContext(() => srv.services.audit.list({ action: 'data-request.remind' }))).filter(
        (a) => a.targetId === String(id),
      );
    await inContext(() => srv.services.dataRights.daily(at(20)));
    expect(await remindersOf()).toHaveLength(0);
    await inContext(() => srv.services.dataRights.daily(at(23.5)));
    expect((await remindersOf()).map((a) => a.after)).toEqual([{ daysLeft: 7 }]);
    await inContext(() => srv.services.dataRights.daily(at(24)));
    expect(await remindersOf()).toHaveLength(1);
    await inContext(() => srv.services.dataRights.daily(at(28.5)));
    expect((await remindersOf()).map((a) => a.after)).toEqual([{ daysLeft: 2 }, { daysLeft: 7 }]);
    await inContext(() => srv.services.dataRights.daily(at(29)));
    expect(await remindersOf()).toHaveLength(2);
    // The organization's staff see them in their notifications, worded from `kind:days`.
    const notes = await json(await get('/api/notifications', actors.orgAdminSame.token));
    const mine = (notes.items ?? notes).filter(
      (n: { kind: string; customerName: string | null }) =>
        n.kind === 'data_request' && n.customerName === p.person.name,
    );
    expect(mine.map((n: { detail: string }) => n.detail).sort()).toEqual(['erasure:2', 'erasure:7']);
    const other = await json(await get('/api/notifications', actors.orgAdminOther.token));
    expect((other.items ?? other).some((n: { kind: string }) => n.kind === 'data_request')).toBe(false);
  });
});
