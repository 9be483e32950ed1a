import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrmContext } from '../src/db/orm-context.ts';
import { dubaiMonth, dubaiMonthRange } from '../src/lib/dubai-calendar.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
  bearer,
  json,
  requestJson,
  seedActors,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';

const SUPPLIER_TRN = '100111222300003';
const CUSTOMER_TRN = '100234567800003';
const ARABIC_NAME = 'شركة الصقر للشحن';

let srv: TestServer;
let actors: Actors;
let admin: string;
let falconId: number;
beforeAll(async () => {
  srv = await startTestServer({
    QAFILA_SUPPLIER_NAME: 'Qafila Logistics Technologies',
    QAFILA_SUPPLIER_ADDRESS: 'Office 1204, Bay Square, Business Bay, Dubai, UAE',
    QAFILA_SUPPLIER_TRN: SUPPLIER_TRN,
  });
  actors = await seedActors(srv);
  admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
  const { Organization, UserFeature } = await import('../src/db/entities/index.ts');
  const em = srv.services.orm.em.fork();
  const falcon = await em.findOneOrFail(Organization, { subdomain: 'falcon' });
  falconId = falcon.id;
  // Falcon's staff member and admin open the billing section; its admin sees the invoices too.
  for (const id of [actors.staffOther.id, actors.orgAdminOther.id])
    em.create(UserFeature, { user: id, feature: 'billing-dashboard' });
  await em.flush();
  await inContext(() => srv.services.billing.ensureAll());
});
afterAll(() => srv.close());

const get = (path: string, token?: string) => requestJson(srv, 'GET', path, token);
/** Services called directly run in a request's ORM context of their own, as the routes and the CLI do. */
const inContext = <T>(fn: () => Promise<T>): Promise<T> => withOrmContext(srv.services.orm.em, fn);

const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? filesIn(join(dir, e.name)) : [join(dir, e.name)],
      )
    : [];

describe('GET /api/org/billing', () => {
  it('answers by role: visitors 401, customers and staff without the section 403, staff with it 200', async () => {
    expect((await get('/api/org/billing')).status).toBe(401);
    expect((await get('/api/org/billing', actors.customerA.token)).status).toBe(403);
    expect((await get('/api/org/billing', actors.staffSame.token)).status).toBe(403);
    expect((await get('/api/org/billing', admin)).status).toBe(401);
    const res = await get('/api/org/billing', actors.staffOther.token);
    expect(res.status).toBe(200);
    const body = await json(res);
    const month = dubaiMonth();
    expect(body.plan).toEqual({ id: 'starter', name: 'Starter', monthlyFeeUsd: 299 });
    expect(body.period).toEqual({
      month,
      start: dubaiMonthRange(month).start.toISOString(),
      end: dubaiMonthRange(month).end.toISOString(),
    });
    expect(body.metrics).toEqual([
      { metric: 'users', used: 2, limit: 5, atLimit: 'blocked' },
      { metric: 'shipments', used: 1, limit: 500, atLimit: 'blocked' },
      { metric: 'apiCalls', used: expect.any(Number), limit: 1000, atLimit: 'throttled' },
      { metric: 'storage', used: 0, limit: 10_000_000_000, atLimit: 'warned' },
    ]);
    expect(body.history).toHaveLength(6);
    expect(body.history.at(-1)).toMatchObject({ month, shipments: 1 });
  });

  it('counts storage as the bytes of the organization’s files on disk', async () => {
    // Falcon's staff member has document-processing (seedActors): two PDFs uploaded through the API.
    for (const size of [1234, 4321]) {
      const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]);
      const res = await srv.request(
        `/api/org/shipments/${actors.customerOther.shipmentId}/documents?documentType=packing_list`,
        { method: 'POST', headers: { 'content-type': 'application/pdf', ...bearer(actors.staffOther.token) }, body },
      );
      expect(res.status).toBe(201);
    }
    const onDisk = filesIn(join(srv.dataDir, 'files', 'documents', String(falconId))).reduce(
      (t, f) => t + statSync(f).size,
      0,
    );
    expect(onDisk).toBe(2 * 16 + 1234 + 4321);
    const usage = await json(await get('/api/org/billing', actors.staffOther.token));
    expect(usage.metrics.find((m: { metric: string }) => m.metric === 'storage').used).toBe(onDisk);
    // Another organization's files are not counted in the demo organization's figure.
    const subs = await json(await get('/api/admin/subscriptions', admin));
    const falcon = subs.find((s: { organizationId: number }) => s.organizationId === falconId);
    expect(falcon.usage.storage).toBe(Math.round((onDisk / 1e9) * 1000) / 1000);
  });
});

describe('the monthly API-call limit', () => {
  it('answers 429 with Retry-After to the next Dubai month beyond the plan’s calls, and warns the admins at 80 % and 100 %', async () => {
    const { Notification, Plan } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    const starter = await em.findOneOrFail(Plan, { id: 'starter' });
    const original = starter.includedApiCalls;
    await srv.services.meter.flush();
    const used = (await srv.services.meter.apiCalls([falconId])).get(falconId) ?? 0;
    // Plans are data: Starter's included calls set to what Falcon used so far plus 5 for the test.
    starter.includedApiCalls = used + 5;
    await em.flush();
    srv.services.apiCallLimit.forget();
    try {
      for (let i = 0; i < 5; i++)
        expect((await get('/api/dashboard/sections', actors.staffOther.token)).status).toBe(200);
      const refused = await get('/api/dashboard/sections', actors.staffOther.token);
      expect(refused.status).toBe(429);
      expect((await json(refused)).error).toMatch(/^Your Starter plan includes [\d,]+ API calls a month/);
      const expected = Math.ceil((dubaiMonthRange(dubaiMonth()).end.getTime() - Date.now()) / 1000);
      expect(Math.abs(Number(refused.headers.get('retry-after')) - expected)).toBeLessThanOrEqual(5);
      // The billing section itself and signing out still answer, so the admins can see why.
      expect((await get('/api/org/billing', actors.orgAdminOther.token)).status).toBe(200);
      // Another organization is not affected (the demo organization: Custom, unlimited).
      expect((await get('/api/dashboard/sections', actors.staffSame.token)).status).toBe(200);
      // 80 % and 100 % warned once each (usage_limit notifications).
      await expect
        .poll(async () => (await em.fork().find(Notification, { organization: falconId, kind: 'usage_limit' })).length)
        .toBe(2);
      const rows = await em.fork().find(Notification, { organization: falconId, kind: 'usage_limit' });
      expect(rows.map((n) => n.detail).sort()).toEqual([`apiCalls:100:${used + 5}`, `apiCalls:80:${used + 5}`]);
      expect(await inContext(() => srv.services.usage.warnIfDue(falconId, 'apiCalls'))).toBe(0);
    } finally {
      starter.includedApiCalls = original;
      await em.flush();
      srv.services.apiCallLimit.forget();
    }
  });
});

describe('monthly tax invoices', () => {
  let number: string;

  it('generates one invoice per paying organization with VAT per line and in total equal to a hand-computed example, idempotently', async () => {
    const { Organization } = await import('../src/db/entities/index.ts');
    const { UsageCounter } = await import('../src/db/entities/usage-counter.ts');
    const em = srv.services.orm.em.fork();
    // The super admin names the organization in Arabic and gives its TRN (a wrong one refused).
    const put = (body: unknown) => requestJson(srv, 'PUT', `/api/admin/organizations/${falconId}`, admin, body);
    expect((await put({ taxRegistrationNumber: '12345' })).status).toBe(400);
    expect((await put({ name: ARABIC_NAME, taxRegistrationNumber: CUSTOMER_TRN })).status).toBe(200);
    expect(await em.findOneOrFail(Organization, { id: falconId })).toMatchObject({
      name: ARABIC_NAME,
      taxRegistrationNumber: CUSTOMER_TRN,
    });
    // Falcon's subscription started this month: invoice this month as if it had ended, with 1,050 API calls
    // (50 beyond Starter's 1,000 at $0.05).
    const thisMonth = dubaiMonth();
    const after = new Date(dubaiMonthRange(thisMonth).end.getTime() + 3_600_000);
    expect(srv.services.invoices.previousMonth(after)).toBe(thisMonth);
    await srv.services.meter.flush();
    const counter = await em.findOneOrFail(UsageCounter, { organization: falconId, month: thisMonth });
    counter.apiCalls = 1050;
    await em.flush();

    await expect(inContext(() => srv.services.invoices.generate(thisMonth))).rejects.toThrow(
      `The month ${thisMonth} has not ended yet`,
    );
    const result = await inContext(() => srv.services.invoices.generate(thisMonth, after));
    expect(result.created).toHaveLength(1); // Falcon; the demo organization is on Custom (priced by sales)
    const invoice = result.created[0]!;
    number = invoice.number;
    const year = Number(dubaiMonth(after).slice(0, 4));
    expect(invoice.number).toBe(`QAF-${year}-000001`);
    // By hand: $299 × 3.6725 = AED 1,098.0775 → 109,808 fils; VAT 5 % = 5,490.4 → 5,490.
    // 50 calls × $0.05 = 5 cents × 3.6725 = 18.3625 → 18 fils each: 900 fils; VAT 45.
    // Net 110,708; VAT 5,535; total 116,243 fils = AED 1,162.43 = USD 316.52 (116,243 / 3.6725 = 31,652.3 cents).
    expect(invoice.lines).toEqual([
      expect.objectContaining({ quantity: 1, unitFils: 109_808, netFils: 109_808, vatFils: 5_490 }),
      expect.objectContaining({ quantity: 50, unitFils: 18, netFils: 900, vatFils: 45 }),
    ]);
    expect(invoice).toMatchObject({
      period: thisMonth,
      customerName: ARABIC_NAME,
      customerTrn: CUSTOMER_TRN,
      supplierTrn: SUPPLIER_TRN,
      netFils: 110_708,
      vatFils: 5_535,
      totalFils: 116_243,
      totalUsdCents: 31_652,
      status: 'issued',
      paidAt: null,
    });
    const again = await inContext(() => srv.services.invoices.generate(thisMonth, after));
    expect(again).toMatchObject({ created: [], existing: 1 });
  });

  it('lists invoices by role and tenant: the organization’s admins only, the super admin all', async () => {
    expect((await get('/api/org/billing/invoices')).status).toBe(401);
    expect((await get('/api/org/billing/invoices', actors.customerA.token)).status).toBe(403);
    expect((await get('/api/org/billing/invoices', actors.staffOther.token)).status).toBe(403);
    const own = await json(await get('/api/org/billing/invoices', actors.orgAdminOther.token));
    expect(own.map((i: { number: string }) => i.number)).toEqual([number]);
    expect(await json(await get('/api/org/billing/invoices', actors.orgAdminSame.token))).toEqual([]);
    expect((await get('/api/admin/invoices', actors.orgAdminOther.token)).status).toBe(403);
    const all = await json(await get('/api/admin/invoices', admin));
    expect(all.map((i: { number: string }) => i.number)).toEqual([number]);
  });

  it('serves the PDF to the organization’s admins (another organization: 404) with the TRNs, the Arabic name and the totals', async () => {
    const path = `/api/org/billing/invoices/${number}/pdf`;
    expect((await get(path)).status).toBe(401);
    expect((await get(path, actors.staffOther.token)).status).toBe(403);
    expect((await get(path, actors.orgAdminSame.token)).status).toBe(404);
    expect((await get('/api/org/billing/invoices/QAF-1-1/pdf', actors.orgAdminOther.token)).status).toBe(400);
    const res = await get(path, actors.orgAdminOther.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${number}.pdf`);
    const pdf = new Uint8Array(await res.arrayBuffer());
    const doc = await getDocument({ data: pdf, verbosity: 0 }).promise;
    const content = await (await doc.getPage(1)).getTextContent();
    const text = content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
    expect(text).toContain(SUPPLIER_TRN);
    expect(text).toContain(CUSTOMER_TRN);
    expect(text).toContain(ARABIC_NAME);
    expect(text).toContain('فاتورة');
    expect(text).toContain('AED 1,107.08');
    expect(text).toContain('AED 55.35');
    expect(text).toContain('AED 1,162.43');
    expect(text).toContain('USD 316.52');
    const adminPdf = await get(`/api/admin/invoices/${number}/pdf`, admin);
    expect(adminPdf.status).toBe(200);
  });

  it('lets only the super admin mark an invoice paid (again: no change), audited', async () => {
    const path = `/api/admin/invoices/${number}/paid`;
    expect((await requestJson(srv, 'POST', path, actors.orgAdminOther.token)).status).toBe(403);
    expect((await requestJson(srv, 'POST', '/api/admin/invoices/QAF-2000-999999/paid', admin)).status).toBe(404);
    const paid = await json(await requestJson(srv, 'POST', path, admin));
    expect(paid).toMatchObject({ number, status: 'paid', paidAt: expect.any(String) });
    const again = await json(await requestJson(srv, 'POST', path, admin));
    expect(again.paidAt).toBe(paid.paidAt);
    const own = await json(await get('/api/org/billing/invoices', actors.orgAdminOther.token));
    expect(own[0]).toMatchObject({ status: 'paid' });
    const audit = await json(await get('/api/admin/audit?action=invoice.paid', admin));
    expect(audit).toHaveLength(1);
  });
});
