import type { Declaration, DeclarationSummary, FreeZoneRegistration } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinAssistant } from '../src/modules/assistant/builtin.ts';
import { demoShipments, memoryTools, NOW } from './assistant/fixtures.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
  json,
  OPS_PASSWORD,
  requestJson,
  seedActors,
  staffWithoutFeatures,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';

const line = (hsCode: string, value: number, extra: Record<string, unknown> = {}) => ({
  hsCode,
  description: `Goods ${hsCode}`,
  originCountry: 'CN',
  quantity: 10,
  unit: 'pcs',
  value,
  ...extra,
});

describe('Customs Clearance and free zones (issue 18)', () => {
  let srv: TestServer;
  let actors: Actors;
  let ops: string;
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    requestJson(srv, method, path, token, body);

  beforeAll(async () => {
    srv = await startTestServer();
    actors = await seedActors(srv);
    const admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
    const { staffSame, orgAdminSame, orgAdminOther, staffOther } = actors;
    for (const id of [staffSame.id, orgAdminSame.id, orgAdminOther.id, staffOther.id]) {
      for (const feature of ['compliance-monitoring', 'freezone-compliance']) {
        expect((await call('POST', `/api/admin/users/${id}/features/${feature}`, admin)).status).toBe(200);
      }
    }
    ops = await tokenOf(srv, '/api/auth/login', 'ops', OPS_PASSWORD);
  });
  afterAll(() => srv.close());

  it('is refused without the sections: 401 visitors, 403 customers and staff without the features', async () => {
    const bare = await staffWithoutFeatures(srv, 'no_customs');
    for (const path of ['/api/customs/declarations', '/api/free-zones', '/api/free-zones/registrations']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, actors.customerA.token)).status).toBe(403);
      expect((await call('GET', path, bare)).status).toBe(403);
    }
  });

  it('lists the seeded declarations with their duty, filtered by status and type', async () => {
    const all = await json<DeclarationSummary[]>(await call('GET', '/api/customs/declarations', ops));
    expect(all.map((d) => [d.trackingNumber, d.status]).sort()).toEqual([
      ['QAF-240003', 'held'],
      ['QAF-240005', 'submitted'],
      ['QAF-240007', 'cleared'],
      ['QAF-240008', 'draft'],
    ]);
    const held = await json<DeclarationSummary[]>(await call('GET', '/api/customs/declarations?status=held', ops));
    expect(held).toHaveLength(1);
    expect(held[0]?.reason).toContain('Certificate of origin');
    const zone = await json<DeclarationSummary[]>(
      await call('GET', '/api/customs/declarations?type=free_zone_to_mainland', ops),
    );
    // AED 42,750.00 of furniture (9403, 5 %): duty 213,750 fils; VAT 5 % of 4,488,750 = 224,437.5 → 224,438.
    expect(zone.map((d) => [d.freeZone, d.dutyFils, d.vatFils])).toEqual([['jafza', 213_750, 224_438]]);
    expect((await call('GET', '/api/customs/declarations?status=lost', ops)).status).toBe(400);
    // Another organization sees none of them.
    expect(await json(await call('GET', '/api/customs/declarations', actors.orgAdminOther.token))).toEqual([]);
  });

  it('creates a declaration with a 5 % line and an exempt line, and computes duty and VAT in AED', async () => {
    const res = await call('POST', '/api/customs/declarations', actors.staffSame.token, {
      trackingNumber: actors.customerA.trackingNumber.toLowerCase(),
      type: 'import',
      incoterm: 'CIF',
      currency: 'AED',
      lines: [line('8471.30', 1_000_000), line('1006.30', 200_000)],
    });
    expect(res.status).toBe(201);
    const d = await json<Declaration>(res);
    expect(d).toMatchObject({
      status: 'draft',
      trackingNumber: actors.customerA.trackingNumber,
      createdBy: 'staff_demo',
    });
    expect(d.lines.map((l) => l.hsCode)).toEqual(['847130', '100630']);
    // 1,000,000 fils at 5 %: duty 50,000, VAT 52,500; rice 0 %: VAT 10,000.
    expect(d.calculation).toMatchObject({ dutyFils: 50_000, vatFils: 62_500, totalFils: 112_500, rateUsed: '1' });
    expect(d.history).toEqual([expect.objectContaining({ from: null, to: 'draft', by: 'staff_demo' })]);
    expect(d.submittedCalculation).toBeNull();
  });

  it('refuses bad input with the field and the reason; another organization’s shipment is 404', async () => {
    const body = {
      trackingNumber: actors.customerA.trackingNumber,
      type: 'import',
      incoterm: 'FOB',
      currency: 'EUR',
      lines: [line('847130', 100)],
    };
    const expectError = async (input: unknown, status: number, error: string) => {
      const res = await call('POST', '/api/customs/declarations', actors.staffSame.token, input);
      expect(res.status).toBe(status);
      expect((await json<{ error: string }>(res)).error).toContain(error);
    };
    await expectError(body, 400, 'exchangeRate is required for EUR');
    await expectError({ ...body, currency: 'AED', lines: [line('7701.10', 100)] }, 400, 'HS chapter 77 is reserved');
    await expectError({ ...body, currency: 'AED', incoterm: 'FOBX' }, 400, 'Incoterms 2020');
    await expectError(
      { ...body, trackingNumber: actors.customerOther.trackingNumber, exchangeRate: '4.0125' },
      404,
      `No shipment ${actors.customerOther.trackingNumber} in your organization`,
    );
  });

  it('runs the workflow: staff submit, only admins decide, reasons required, edits only in draft', async () => {
    const created = await json<Declaration>(
      await call('POST', '/api/customs/declarations', actors.staffSame.token, {
        trackingNumber: actors.customerA.trackingNumber,
        type: 'import',
        incoterm: 'FOB',
        currency: 'EUR',
        exchangeRate: '4.0125',
        freight: 10_000,
        insurance: 1_000,
        lines: [line('847130', 100_000)],
      }),
    );
    const path = `/api/customs/declarations/${created.id}`;
    const status = (token: string, body: unknown) => call('POST', `${path}/status`, token, body);
    const staff = actors.staffSame.token;
    const admin = actors.orgAdminSame.token;

    expect((await status(staff, { status: 'cleared' })).status).toBe(409);
    const submitted = await json<Declaration>(await status(staff, { status: 'submitted' }));
    // EUR 1,110.00 × 4.0125 = 445,388 fils; duty 22,269; VAT 23,383 (the contracts' hand-computed example).
    expect(submitted.submittedCalculation).toMatchObject({ cifFils: 445_388, dutyFils: 22_269, vatFils: 23_383 });
    expect(submitted.submittedCalculation?.lines[0]?.rateUsed).toBe('4.0125');

    const edit = await call('PUT', path, staff, { ...created, lines: [line('847130', 1)] });
    expect(edit.status).toBe(409);
    expect((await json<{ error: string }>(edit)).error).toBe(
      'This declaration is submitted: only a draft can be edited',
    );
    const forbidden = await status(staff, { status: 'held', reason: 'Check' });
    expect(forbidden.status).toBe(403);
    expect((await status(admin, { status: 'held' })).status).toBe(400);
    expect((await json<Declaration>(await status(admin, { status: 'held', reason: 'Invoice unsigned' }))).status).toBe(
      'held',
    );
    expect((await status(admin, { status: 'submitted' })).status).toBe(409);
    const cleared = await json<Declaration>(await status(admin, { status: 'cleared' }));
    expect(cleared.history.map((h) => [h.from, h.to, h.by])).toEqual([
      [null, 'draft', 'staff_demo'],
      ['draft', 'submitted', 'staff_demo'],
      ['submitted', 'held', 'admin_demo'],
      ['held', 'cleared', 'admin_demo'],
    ]);
    expect((await status(admin, { status: 'rejected', reason: 'Late' })).status).toBe(409);

    // Another organization's admin and staff: 404 for every route of it.
    for (const token of [actors.orgAdminOther.token, actors.staffOther.token]) {
      expect((await call('GET', path, token)).status).toBe(404);
      expect((await call('PUT', path, token, { ...created })).status).toBe(404);
      expect((await status(token, { status: 'submitted' })).status).toBe(404);
    }
  });

  it('edits a draft: the lines are replaced and the calculation follows', async () => {
    const draft = (
      await json<DeclarationSummary[]>(await call('GET', '/api/customs/declarations?status=draft', ops))
    )[0]!;
    const full = await json<Declaration>(await call('GET', `/api/customs/declarations/${draft.id}`, ops));
    const res = await call('PUT', `/api/customs/declarations/${draft.id}`, ops, {
      ...full,
      incoterm: 'CIF',
      currency: 'USD',
      lines: [line('847130', 10_000)],
    });
    expect(res.status).toBe(200);
    // USD 100.00 × 3.6725 = 36,725 fils; duty 1,836.25 → 1,836; VAT 5 % of 38,561 = 1,928.05 → 1,928.
    expect((await json<Declaration>(res)).calculation).toMatchObject({
      rateSource: 'peg',
      dutyFils: 1_836,
      vatFils: 1_928,
    });
  });

  it('lists the free zones, the movements and manages registrations (admins only, per organization)', async () => {
    const zones = await json<{ id: string; nameAr: string }[]>(
      await call('GET', '/api/free-zones', actors.staffSame.token),
    );
    expect(zones.find((z) => z.id === 'jafza')?.nameAr).toContain('جبل علي');
    const movements = await json<DeclarationSummary[]>(await call('GET', '/api/free-zones/movements', ops));
    expect(movements.map((m) => [m.type, m.dutyTreatment])).toEqual([['free_zone_to_mainland', 'due']]);

    const seeded = await json<FreeZoneRegistration[]>(await call('GET', '/api/free-zones/registrations', ops));
    expect(seeded.map((r) => [r.zoneId, r.licenceNumber])).toEqual([['jafza', 'DEMO-JAFZA-11873']]);
    const body = { zoneId: 'saif', licenceNumber: 'SAIF-1', licenceExpiry: '2027-06-30', activities: 'Trading' };
    expect((await call('POST', '/api/free-zones/registrations', actors.staffSame.token, body)).status).toBe(403);
    const created = await call('POST', '/api/free-zones/registrations', actors.orgAdminSame.token, body);
    expect(created.status).toBe(201);
    const { id } = await json<FreeZoneRegistration>(created);
    expect((await call('POST', '/api/free-zones/registrations', actors.orgAdminSame.token, body)).status).toBe(409);
    const bad = await call('POST', '/api/free-zones/registrations', actors.orgAdminSame.token, {
      ...body,
      zoneId: 'x',
    });
    expect((await json<{ error: string }>(bad)).error).toContain('zoneId must be one of the free zones');
    const path = `/api/free-zones/registrations/${id}`;
    expect((await call('PUT', path, actors.orgAdminOther.token, body)).status).toBe(404);
    expect((await call('DELETE', path, actors.orgAdminOther.token)).status).toBe(404);
    const updated = await call('PUT', path, actors.orgAdminSame.token, { ...body, licenceExpiry: '2028-01-31' });
    expect((await json<FreeZoneRegistration>(updated)).licenceExpiry).toBe('2028-01-31');
    expect((await call('DELETE', path, actors.orgAdminSame.token)).status).toBe(200);
    expect(await json(await call('GET', '/api/free-zones/registrations', actors.orgAdminOther.token))).toEqual([]);
  });

  it("shows the shipment's declaration in the customer's compliance checks, not to another customer", async () => {
    const path = `/api/shipments/${actors.customerA.shipmentId}/compliance`;
    const res = await call('GET', path, actors.customerA.token);
    expect(res.status).toBe(200);
    // The latest declaration of the shipment: the workflow test's, cleared, with its stored calculation.
    expect((await json<{ declaration: unknown }>(res)).declaration).toEqual({
      type: 'import',
      status: 'cleared',
      dutyFils: 22_269,
      vatFils: 23_383,
      calculated: true,
    });
    expect((await call('GET', path, actors.customerB.token)).status).toBe(404);
  });
});

describe("the assistant's customs answer (issue 18)", () => {
  const assistant = createBuiltinAssistant();
  const withDeclaration = () =>
    demoShipments().map((s) =>
      s.trackingNumber === 'QAF-240003'
        ? {
            ...s,
            customsDeclaration: {
              type: 'import' as const,
              status: 'held' as const,
              dutyFils: 481_501,
              vatFils: 505_575,
              calculated: true,
            },
          }
        : s,
    );
  it.each([
    [
      'en',
      'documents for QAF-240003?',
      'Customs declaration (import): held by customs — customs duty AED 4,815.01 and VAT AED 5,055.75.',
    ],
    ['ar', 'مستندات الشحنة QAF-240003؟', 'البيان الجمركي (استيراد): موقوف لدى الجمارك — الرسوم الجمركية'],
  ] as const)('names its type, status, duty and VAT (%s)', async (language, text, line) => {
    const r = await assistant.reply(
      { text, history: [], uiLanguage: language, now: NOW },
      memoryTools(withDeclaration()),
    );
    expect(r.metadata.action).toBe('customs_compliance');
    expect(r.content).toContain(line);
    // The compliance card carries it as its last row: in progress (held) reads as pending.
    const row = r.metadata.complianceData?.documents.at(-1);
    expect(row?.status).toBe('pending');
    expect(row?.description).toContain(language === 'ar' ? '4,815.01 درهم' : 'AED 4,815.01');
  });
});
