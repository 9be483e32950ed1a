import { type ComplianceOverview, isCompleteState } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComplianceLicence, Notification, Organization } from '../src/db/entities/index.ts';
import { createComplianceService } from '../src/modules/compliance/service.ts';
import { complianceScoreFromDatabase } from './compliance-score.ts';
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

describe('UAE Compliance (issue 18)', () => {
  let srv: TestServer;
  let actors: Actors;
  let ops: string;
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    requestJson(srv, method, path, token, body);

  beforeAll(async () => {
    srv = await startTestServer();
    actors = await seedActors(srv);
    const admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
    for (const id of [actors.staffSame.id, actors.orgAdminSame.id, actors.orgAdminOther.id]) {
      const res = await call('POST', `/api/admin/users/${id}/features/uae-compliance`, admin);
      expect(res.status).toBe(200);
    }
    ops = await tokenOf(srv, '/api/auth/login', 'ops', OPS_PASSWORD);
  });
  afterAll(() => srv.close());

  const scoreFromDatabase = (orgId: number) => complianceScoreFromDatabase(srv, orgId);
  const demoOrgId = async () =>
    (await srv.services.orm.em.fork().findOneOrFail(Organization, { subdomain: 'demo' })).id;

  it('is refused without the section: 401 visitors, 403 customers and staff without uae-compliance', async () => {
    expect((await call('GET', '/api/org/compliance')).status).toBe(401);
    expect((await call('GET', '/api/org/compliance', actors.customerA.token)).status).toBe(403);
    const bare = await staffWithoutFeatures(srv, 'no_compliance');
    expect((await call('GET', '/api/org/compliance', bare)).status).toBe(403);
    expect((await call('GET', '/api/org/compliance', actors.staffOther.token)).status).toBe(403);
  });

  it('scores the undelivered shipments as the database says, and the overview shows the same figure', async () => {
    const res = await call('GET', '/api/org/compliance', ops);
    expect(res.status).toBe(200);
    const body = await json<ComplianceOverview>(res);
    const expected = await scoreFromDatabase(await demoOrgId());
    expect(expected).not.toBeNull();
    expect(body.score).toBe(expected);
    expect(body.shipments.every((s) => s.status !== 'delivered')).toBe(true);
    // Fewer than COMPLIANCE_SHIPMENT_LIMIT: every undelivered shipment is listed, the least complete first.
    expect(body.shipments).toHaveLength(body.shipmentCount);
    expect(body.incompleteCount).toBe(body.shipments.filter((s) => s.complete < s.total).length);
    const shares = body.shipments.map((s) => s.complete / s.total);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(body.complete).toBe(
      body.shipments.reduce((n, s) => n + s.items.filter((i) => isCompleteState(i.state)).length, 0),
    );
    const stats = await json(await call('GET', '/api/dashboard/stats', ops));
    expect(stats.complianceScore).toBe(expected);
    // The seeded air shipment of pharmaceuticals needs a MOHAP permit; its packing list was received outside.
    const pharma = body.shipments.find((s) => s.trackingNumber === 'QAF-240002')!;
    expect(pharma.kind).toBe('air');
    expect(pharma.items.map((i) => i.documentType)).toEqual([
      'commercial_invoice',
      'packing_list',
      'air_waybill',
      'certificate_of_origin',
      'customs_declaration',
      'import_permit',
    ]);
    expect(pharma.items.find((i) => i.documentType === 'import_permit')).toMatchObject({
      authority: 'MOHAP',
      state: 'pending',
      reason: 'controlled_goods',
    });
    expect(pharma.items.find((i) => i.documentType === 'packing_list')).toMatchObject({
      state: 'resolved',
      resolution: { kind: 'received_outside', by: 'Operations Desk' },
    });
    expect(pharma.items.find((i) => i.documentType === 'certificate_of_origin')).toMatchObject({
      state: 'missing',
      reason: 'origin_outside_gcc',
    });
    // Licences, soonest expiry first; the trade licence is within 30 days.
    expect(body.licences[0]).toMatchObject({ kind: 'trade_licence', daysLeft: 25, expiry: 'within_30' });
  });

  it('lets staff resolve an item (the score rises as the database says) and reopen it; audited', async () => {
    const shipment = (await json<ComplianceOverview>(await call('GET', '/api/org/compliance', ops))).shipments.find(
      (s) => s.trackingNumber === 'QAF-240002',
    )!;
    const path = `/api/org/compliance/shipments/${shipment.shipmentId}/checklist/certificate_of_origin`;
    const before = await scoreFromDatabase(await demoOrgId());
    expect((await call('PUT', path, actors.staffSame.token, { resolution: 'not_applicable' })).status).toBe(400);
    expect((await call('PUT', path, actors.staffSame.token, { resolution: 'maybe', note: 'why not' })).status).toBe(
      400,
    );
    const res = await call('PUT', path, actors.staffSame.token, {
      resolution: 'not_applicable',
      note: 'Samples without commercial value',
    });
    expect(res.status).toBe(200);
    const after = await json(res);
    expect(after.items.find((i: { documentType: string }) => i.documentType === 'certificate_of_origin')).toMatchObject(
      {
        state: 'resolved',
        resolution: { kind: 'not_applicable', note: 'Samples without commercial value', by: 'staff_demo' },
      },
    );
    expect(after.complete).toBe(shipment.complete + 1);
    const score = await scoreFromDatabase(await demoOrgId());
    expect(score).toBeGreaterThan(before!);
    expect((await json(await call('GET', '/api/org/compliance', ops))).score).toBe(score);
    expect((await json(await call('GET', '/api/dashboard/stats', ops))).complianceScore).toBe(score);
    // A document the shipment does not need: 409; another organization's staff: 404.
    const bl = `/api/org/compliance/shipments/${shipment.shipmentId}/checklist/bill_of_lading`;
    expect((await call('PUT', bl, ops, { resolution: 'not_applicable', note: 'Air freight' })).status).toBe(409);
    expect(
      (await call('PUT', path, actors.orgAdminOther.token, { resolution: 'not_applicable', note: 'x y z' })).status,
    ).toBe(404);
    expect((await call('DELETE', path, actors.orgAdminOther.token)).status).toBe(404);
    // Reopened: missing again.
    const reopened = await json(await call('DELETE', path, actors.staffSame.token));
    expect(reopened.complete).toBe(shipment.complete);
    expect((await call('DELETE', path, actors.staffSame.token)).status).toBe(404);
    const admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
    const audit = await json(await call('GET', '/api/admin/audit?action=compliance.*', admin));
    const actions = audit.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['compliance.item_resolved', 'compliance.item_reopened']));
  });

  it('lets organization admins alone keep the licences; another organization gets 404', async () => {
    const licence = { kind: 'import_permit', number: 'TDRA-TA-1', authority: 'TDRA', expiresOn: '2031-01-31' };
    expect((await call('POST', '/api/org/compliance/licences', actors.staffSame.token, licence)).status).toBe(403);
    expect(
      (await call('POST', '/api/org/compliance/licences', ops, { ...licence, expiresOn: '31/01/2031' })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/org/compliance/licences', ops, { ...licence, issuedOn: '2032-01-01' })).status,
    ).toBe(400);
    const created = await call('POST', '/api/org/compliance/licences', ops, licence);
    expect(created.status).toBe(201);
    const { id, expiry } = await json(created);
    expect(expiry).toBe('valid');
    const path = `/api/org/compliance/licences/${id}`;
    expect((await call('PUT', path, actors.orgAdminOther.token, licence)).status).toBe(404);
    expect((await call('DELETE', path, actors.orgAdminOther.token)).status).toBe(404);
    const other = await json<ComplianceOverview>(await call('GET', '/api/org/compliance', actors.orgAdminOther.token));
    expect(other.licences).toEqual([]);
    const changed = await call('PUT', path, actors.orgAdminSame.token, { ...licence, number: 'TDRA-TA-2' });
    expect(changed.status).toBe(200);
    expect((await json(changed)).number).toBe('TDRA-TA-2');
    expect((await call('DELETE', path, actors.orgAdminSame.token)).status).toBe(200);
    expect((await call('DELETE', path, actors.orgAdminSame.token)).status).toBe(404);
  });

  it('notifies the admins once per threshold (60, 30, 7 days, expired) and again after a renewal', async () => {
    const em = srv.services.orm.em.fork();
    const org = await em.findOneOrFail(Organization, { subdomain: 'falcon' });
    let clock = new Date('2027-02-01T06:00:00Z');
    const service = createComplianceService({ em, now: () => clock });
    const licence = em.create(ComplianceLicence, {
      organization: org,
      kind: 'trade_licence',
      number: 'FAL-77',
      authority: 'Sharjah Economic Development Department',
      expiresOn: '2027-04-20',
      note: '',
      notifiedDays: null,
    });
    await em.flush();
    const notices = async () =>
      (await em.fork().find(Notification, { organization: org.id, kind: 'licence_expiring' })).map((n) => [
        n.detail,
        n.adminsOnly,
      ]);
    expect(await service.notifyExpiring(org.id)).toBe(0); // 78 days
    clock = new Date('2027-02-20T06:00:00Z'); // 59 days: within 60
    expect(await service.notifyExpiring(org.id)).toBe(1);
    expect(await service.notifyExpiring(org.id)).toBe(0);
    clock = new Date('2027-04-14T06:00:00Z'); // 6 days: straight to the 7-day notice
    expect(await service.notifyExpiring(org.id)).toBe(1);
    clock = new Date('2027-04-21T06:00:00Z'); // expired
    expect(await service.notifyExpiring(org.id)).toBe(1);
    expect(await service.notifyExpiring(org.id)).toBe(0);
    expect(await notices()).toEqual([
      ['trade_licence:59:FAL-77', true],
      ['trade_licence:6:FAL-77', true],
      ['trade_licence:-1:FAL-77', true],
    ]);
    // The falcon admin sees them; its staff do not (admins only).
    const list = await json(await call('GET', '/api/notifications', actors.orgAdminOther.token));
    expect(list.items.filter((n: { kind: string }) => n.kind === 'licence_expiring')).toHaveLength(3);
    const staffList = await json(await call('GET', '/api/notifications', actors.staffOther.token));
    expect(staffList.items.filter((n: { kind: string }) => n.kind === 'licence_expiring')).toHaveLength(0);
    // A renewal through the API re-arms them.
    const renewed = await call('PUT', `/api/org/compliance/licences/${licence.id}`, actors.orgAdminOther.token, {
      kind: 'trade_licence',
      number: 'FAL-77',
      authority: 'Sharjah Economic Development Department',
      expiresOn: '2099-04-20',
    });
    expect(renewed.status).toBe(200);
    expect((await em.fork().findOneOrFail(ComplianceLicence, licence.id)).notifiedDays).toBeNull();
  });
});
