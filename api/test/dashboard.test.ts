import {
  type DashboardStats,
  type EnabledSections,
  FEATURE_NOT_ENABLED_MESSAGE,
  TRAFFIC_LEVELS,
} from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatMessageRecord,
  ChatSession,
  ComplianceDocument,
  Organization,
  Shipment,
  ShipmentEvent,
  User,
} from '../src/db/entities/index.ts';
import { estimateCarbonSaved } from '../src/modules/dashboard/environment.ts';
import { complianceScoreFromDatabase } from './compliance-score.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
  bearer,
  json,
  OPS_PASSWORD,
  PASSWORD,
  seedActors,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';

let srv: TestServer;
let actors: Actors;
let admin: string;
let demoOrgId: number;
let falconOrgId: number;

const login = (path: string, username: string, password: string) => tokenOf(srv, path, username, password);

beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
  admin = await login('/api/admin/login', 'admin', ADMIN_PASSWORD);
  const em = srv.services.orm.em.fork();
  demoOrgId = (await em.findOneOrFail(Organization, { subdomain: 'demo' })).id;
  falconOrgId = (await em.findOneOrFail(Organization, { subdomain: 'falcon' })).id;
});
afterAll(() => srv.close());

const get = (path: string, token?: string) => srv.request(path, { headers: bearer(token) });
const adminCall = (method: string, path: string, body?: unknown) =>
  srv.request(path, {
    method,
    headers: { ...bearer(admin), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const setFlags = async (orgId: number, flags: Record<string, boolean>) =>
  expect((await adminCall('PUT', `/api/admin/organizations/${orgId}/feature-flags`, flags)).status).toBe(200);
const assign = async (userId: number, feature: string) =>
  expect((await adminCall('POST', `/api/admin/users/${userId}/features/${feature}`)).status).toBe(200);
const revoke = async (userId: number, feature: string) =>
  expect((await adminCall('DELETE', `/api/admin/users/${userId}/features/${feature}`)).status).toBe(200);

describe('GET /api/dashboard/sections', () => {
  it('lists the sections whose feature the user has and whose organization flag is on, in sidebar order', async () => {
    const res = await get('/api/dashboard/sections', actors.staffSame.token);
    expect(res.status).toBe(200);
    expect(await json<EnabledSections>(res)).toEqual({
      sections: ['overview', 'shipments', 'tracking', 'ai-chat', 'documents', 'chat-widget'],
      features: ['overview', 'cargo-management', 'live-tracking', 'document-processing', 'ai-chat'],
    });
  });

  it('seeds the organization admin ops with the built sections', async () => {
    const ops = await login('/api/auth/login', 'ops', OPS_PASSWORD);
    const me = await json<{ role: string; name: string; email: string }>(await get('/api/auth/me', ops));
    expect(me).toMatchObject({ role: 'org_admin', name: 'Operations Desk', email: 'ops@qafila.ae' });
    expect((await json<EnabledSections>(await get('/api/dashboard/sections', ops))).sections).toEqual([
      'overview',
      'shipments',
      'fleet',
      'tracking',
      'temperature',
      'traffic',
      'ai-chat',
      'analytics',
      'insights',
      'seasonal',
      'carbon',
      'documents',
      'compliance',
      'security',
      'freezone',
      'customs',
      'chat-widget',
      'islamic-calendar',
      'monitoring',
      // Organization admins' own pages (issue 16), whatever their features.
      'team',
      'customers',
    ]);
  });

  it('a feature whose organization flag is off is hidden until the flag is on; /api/features/enabled agrees', async () => {
    const id = actors.staffOther.id;
    const token = actors.staffOther.token;
    await assign(id, 'fleet-management'); // flag fleet-management is off by default
    await assign(id, 'traffic-conditions'); // no organization flag covers it
    let sections = await json<EnabledSections>(await get('/api/dashboard/sections', token));
    expect(sections.sections).toContain('traffic');
    expect(sections.sections).not.toContain('fleet');
    expect(sections.features).not.toContain('fleet-management');
    expect(await json(await get('/api/features/enabled', token))).toEqual(sections.features);

    await setFlags(falconOrgId, { 'fleet-management': true, 'document-processing': false });
    sections = await json<EnabledSections>(await get('/api/dashboard/sections', token));
    expect(sections.sections).toEqual([
      'overview',
      'shipments',
      'fleet',
      'tracking',
      'traffic',
      'ai-chat',
      'chat-widget',
    ]);
    expect(sections.features).toContain('fleet-management');
    expect(sections.features).not.toContain('document-processing');
    expect(await json(await get('/api/features/enabled', token))).toEqual(sections.features);
    // The other organization is not affected by falcon's flags.
    expect(
      (await json<EnabledSections>(await get('/api/dashboard/sections', actors.staffSame.token))).sections,
    ).toContain('documents');

    await setFlags(falconOrgId, { 'fleet-management': false, 'document-processing': true });
    await revoke(id, 'fleet-management');
    await revoke(id, 'traffic-conditions');
  });

  it('is for staff only: customers 403, no token 401', async () => {
    const customer = await get('/api/dashboard/sections', actors.customerA.token);
    expect(customer.status).toBe(403);
    expect((await json<{ error: string }>(customer)).error).toMatch(/staff/);
    expect((await get('/api/dashboard/sections')).status).toBe(401);
    expect((await get('/api/dashboard/stats', actors.customerA.token)).status).toBe(403);
    expect((await get('/api/dashboard/stats')).status).toBe(401);
  });
});

describe('requireSection', () => {
  it('answers 403 naming the feature when the user lacks it, and the flag message when the organization has it off', async () => {
    const id = actors.staffSame.id;
    await revoke(id, 'cargo-management');
    const noFeature = await get('/api/org/shipments', actors.staffSame.token);
    expect(noFeature.status).toBe(403);
    expect(await noFeature.json()).toEqual({ error: 'The Cargo Management feature is not enabled for your account' });
    await assign(id, 'cargo-management');
    expect((await get('/api/org/shipments', actors.staffSame.token)).status).toBe(200);

    await setFlags(demoOrgId, { 'shipment-tracking': false });
    for (const path of ['/api/org/shipments', '/api/org/customers', '/api/org/tracking?q=QAF-240001']) {
      const off = await get(path, actors.staffSame.token);
      expect(off.status, path).toBe(403);
      expect(await off.json()).toEqual({ error: FEATURE_NOT_ENABLED_MESSAGE });
    }
    // The other organization keeps its flags.
    expect((await get('/api/org/shipments', actors.staffOther.token)).status).toBe(200);
    await setFlags(demoOrgId, { 'shipment-tracking': true });
  });
});

describe('WhatsApp messages and the whatsapp-integration flag', () => {
  it('refuses channel whatsapp while the flag is off and stores a WhatsApp conversation once it is on', async () => {
    const customer = await login('/api/auth/login', 'cust_falcon', PASSWORD);
    const send = (sessionId: string, channel: string) =>
      srv.request(`/api/chat/${sessionId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(customer) },
        body: JSON.stringify({ content: 'Where is my shipment?', userId: actors.customerOther.id, channel }),
      });
    const off = await send('wa_session_falcon_1', 'whatsapp');
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ error: FEATURE_NOT_ENABLED_MESSAGE });

    await setFlags(falconOrgId, { 'whatsapp-integration': true });
    expect((await send('wa_session_falcon_1', 'whatsapp')).status).toBe(201);
    const session = await srv.services.orm.em.fork().findOneOrFail(ChatSession, { id: 'wa_session_falcon_1' });
    expect(session.channel).toBe('whatsapp');
    // A conversation keeps its channel.
    const mixed = await send('wa_session_falcon_1', 'web');
    expect(mixed.status).toBe(400);
    expect((await json<{ error: string }>(mixed)).error).toMatch(/channel must be whatsapp/);
    expect((await send('web_session_falcon_1', 'web')).status).toBe(201);
    await setFlags(falconOrgId, { 'whatsapp-integration': false });
  });
});

// ── Stats against the database ──────────────────────────────────────────────────────────────────────

const HOUR = 3_600_000;

/** Start and end of today in Asia/Dubai (UTC+4, no daylight saving), computed here independently of the API. */
function dubaiToday(now = new Date()) {
  const local = new Date(now.getTime() + 4 * HOUR);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 4 * HOUR;
  const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 4 * HOUR;
  const monthEnd = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - 4 * HOUR;
  const day = `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}-${String(local.getUTCDate()).padStart(2, '0')}`;
  return { start, end: start + 24 * HOUR, monthStart, monthEnd, day };
}

/** The figures of the overview counted with plain SQL on the ORM's connection. */
async function countedBySql(orgId: number) {
  const conn = srv.services.orm.em.getConnection();
  const sqlite = srv.services.config.database.driver === 'sqlite';
  // SQLite stores datetimes as epoch milliseconds, PostgreSQL as timestamps.
  const at = (ms: number) => (sqlite ? ms : new Date(ms));
  const one = async (sql: string, params: unknown[]) => {
    const rows: Record<string, unknown>[] = await conn.execute(sql, params, 'all');
    return rows[0] ?? {};
  };
  const t = dubaiToday();
  const active = await one("select count(*) as n from shipments where organization_id = ? and status <> 'delivered'", [
    orgId,
  ]);
  const customs = await one(
    "select count(*) as n from shipments where organization_id = ? and status = 'customs_clearance'",
    [orgId],
  );
  const completed = await one(
    'select count(distinct e.shipment_id) as n from shipment_events e join shipments s on s.id = e.shipment_id ' +
      "where s.organization_id = ? and e.status = 'delivered' and e.occurred_at >= ? and e.occurred_at < ?",
    [orgId, at(t.start), at(t.end)],
  );
  const whatsapp = await one(
    'select count(*) as n from chat_messages m join chat_sessions c on c.id = m.session_id ' +
      "where c.organization_id = ? and c.channel = 'whatsapp' and m.created_at >= ? and m.created_at < ?",
    [orgId, at(t.start), at(t.end)],
  );
  await srv.services.meter.flush();
  const calls = await one('select api_calls as n from usage_day_counters where organization_id = ? and day = ?', [
    orgId,
    t.day,
  ]);
  const deliveredThisMonth: { service: string; origin: string; destination: string; weight_kg: number }[] =
    await conn.execute(
      'select s.id, s.service, s.origin, s.destination, s.weight_kg from shipments s where s.organization_id = ? and exists ' +
        "(select 1 from shipment_events e where e.shipment_id = s.id and e.status = 'delivered' and e.occurred_at >= ? and e.occurred_at < ?)",
      [orgId, at(t.monthStart), at(t.monthEnd)],
      'all',
    );
  const vehicles = await one("select count(*) as n from vehicles where organization_id = ? and status <> 'retired'", [
    orgId,
  ]);
  const flags = await one('select feature_flags as flags from organizations where id = ?', [orgId]);
  const parsed = typeof flags.flags === 'string' ? JSON.parse(flags.flags) : flags.flags;
  return {
    // "Not set up" (null) while the organization's fleet-management flag is off (off unless set).
    fleetVehicles: parsed?.['fleet-management'] === true ? Number(vehicles.n) : null,
    activeShipments: Number(active.n),
    completedToday: Number(completed.n),
    pendingCustoms: Number(customs.n),
    apiCallsToday: Number(calls.n ?? 0),
    // The UAE Compliance score (issue 18): requirements of the undelivered shipments met, from the rows.
    complianceScore: await complianceScoreFromDatabase(srv, orgId),
    whatsappMessages: Number(whatsapp.n),
    carbonSaved: estimateCarbonSaved(deliveredThisMonth.map((r) => ({ ...r, weightKg: Number(r.weight_kg) }))),
    deliveredThisMonth: deliveredThisMonth.length,
  };
}

/** Gives falcon a realistic mix: every status, documents of every status, deliveries today and before, chats. */
async function seedFalconActivity() {
  const em = srv.services.orm.em.fork();
  const org = await em.findOneOrFail(Organization, { id: falconOrgId });
  const customer = await em.findOneOrFail(User, { id: actors.customerOther.id });
  const now = Date.now();
  const lanes: [string, string, string, number][] = [
    ['Shanghai, China', 'Jebel Ali, Dubai', 'Sea Freight (FCL)', 8_000],
    ['Riyadh, Saudi Arabia', 'Dubai, UAE', 'freight_road', 2_000],
    ['Mumbai, India', 'Abu Dhabi, UAE', 'freight_air', 150],
    ['Hamburg, Germany', 'Khalid Port, Sharjah', 'freight_sea', 12_000],
  ];
  const plan: [string, ('pending' | 'in_transit' | 'customs_clearance' | 'delivered' | 'delayed')[], number][] = [
    ['QAF-910001', ['pending'], 0],
    ['QAF-910002', ['pending', 'in_transit'], 1],
    ['QAF-910003', ['pending', 'in_transit', 'customs_clearance'], 2],
    ['QAF-910004', ['pending', 'in_transit', 'delayed'], 3],
    ['QAF-910005', ['pending', 'in_transit', 'delivered'], 0], // delivered a minute ago
    ['QAF-910006', ['pending', 'in_transit', 'delivered'], 3], // delivered a minute ago
    ['QAF-910007', ['pending', 'in_transit', 'delivered'], 1], // delivered 30 hours ago: not today
    ['QAF-910008', ['pending', 'customs_clearance'], 2],
  ];
  const docStatuses = ['approved', 'pending', 'completed', 'rejected'] as const;
  plan.forEach(([tn, history, lane], i) => {
    const [origin, destination, service, weightKg] = lanes[lane]!;
    const s = em.create(Shipment, {
      organization: org,
      customer,
      trackingNumber: tn,
      trackingKey: tn.replace(/-/g, ''),
      status: history.at(-1)!,
      origin,
      destination,
      service,
      weightKg,
      lengthCm: 100,
      widthCm: 100,
      heightCm: 100,
      declaredValueAed: 1000,
    });
    history.forEach((status, k) => {
      const last = k === history.length - 1;
      const occurredAt =
        last && status === 'delivered' && tn === 'QAF-910007'
          ? new Date(now - 30 * HOUR)
          : new Date(now - (history.length - k) * 60_000);
      em.create(ShipmentEvent, { shipment: s, status, description: status, location: origin, occurredAt });
    });
    for (let d = 0; d <= i % 3; d++) {
      em.create(ComplianceDocument, {
        shipment: s,
        documentType: 'commercial_invoice',
        name: 'Commercial Invoice',
        status: docStatuses[(i + d) % docStatuses.length]!,
        description: 'test',
      });
    }
  });
  const wa = em.create(ChatSession, {
    id: 'wa_stats_falcon',
    organization: org,
    customer,
    owner: customer,
    channel: 'whatsapp',
  });
  const web = em.create(ChatSession, {
    id: 'web_stats_falcon',
    organization: org,
    customer,
    owner: customer,
    channel: 'web',
  });
  for (let i = 0; i < 3; i++) {
    em.create(ChatMessageRecord, {
      session: wa,
      role: i % 2 ? 'assistant' : 'user',
      content: 'hi',
      language: 'en',
      metadata: {},
    });
    em.create(ChatMessageRecord, { session: web, role: 'user', content: 'hi', language: 'en', metadata: {} });
  }
  const old = em.create(ChatMessageRecord, {
    session: wa,
    role: 'user',
    content: 'yesterday',
    language: 'en',
    metadata: {},
  });
  await em.flush();
  await em.nativeUpdate(ChatMessageRecord, { id: old.id }, { createdAt: new Date(now - 30 * HOUR) });
}

describe('GET /api/dashboard/stats', () => {
  it('equals the counts computed directly from the database, for two organizations', async () => {
    await seedFalconActivity();
    for (const [token, orgId] of [
      [actors.staffSame.token, demoOrgId],
      [actors.staffOther.token, falconOrgId],
    ] as const) {
      const res = await get('/api/dashboard/stats', token);
      expect(res.status).toBe(200);
      const stats = await json<DashboardStats>(res);
      const sql = await countedBySql(orgId);
      expect(stats).toMatchObject({
        activeShipments: sql.activeShipments,
        completedToday: sql.completedToday,
        pendingCustoms: sql.pendingCustoms,
        apiCallsToday: sql.apiCallsToday,
        complianceScore: sql.complianceScore,
        whatsappMessages: sql.whatsappMessages,
        carbonSaved: sql.carbonSaved,
        fleetVehicles: sql.fleetVehicles,
      });
      // The demo organization shows its seeded fleet; falcon's flag is off ("Not set up").
      expect(stats.fleetVehicles === null).toBe(orgId !== demoOrgId);
      expect([...stats.estimates].sort()).toEqual(['carbonSaved', 'dubaiTemperature', 'trafficStatus']);
      expect(stats.dubaiTemperature).toBeGreaterThan(10);
      expect(stats.dubaiTemperature).toBeLessThan(45);
      expect(TRAFFIC_LEVELS).toContain(stats.trafficStatus);
      expect(Math.abs(Date.parse(stats.generatedAt) - Date.now())).toBeLessThan(60_000);
    }

    // The falcon figures are the ones built above (so the SQL is not trivially zero).
    const falcon = await countedBySql(falconOrgId);
    expect(falcon).toMatchObject({
      activeShipments: 6, // 8 planned + QAF-900002 in transit − 3 delivered
      completedToday: 2,
      pendingCustoms: 2,
      // 3 today here, 2 (question and answer) from the WhatsApp test above; yesterday's and the web chat's not.
      whatsappMessages: 5,
    });
    expect(falcon.apiCallsToday).toBeGreaterThan(0);
    expect(falcon.deliveredThisMonth).toBeGreaterThanOrEqual(2);
    expect(falcon.carbonSaved).toBeGreaterThan(0);
  });

  it('follows the data: a new shipment is one more active shipment; calls today rise with calls', async () => {
    const before = await json<DashboardStats>(await get('/api/dashboard/stats', actors.orgAdminOther.token));
    const res = await srv.request('/api/org/shipments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(actors.orgAdminOther.token) },
      body: JSON.stringify({
        customerId: actors.customerOther.id,
        origin: 'Dubai, UAE',
        destination: 'Muscat, Oman',
        service: 'freight_road',
        weightKg: 100,
        dimensionsCm: { length: 100, width: 100, height: 100 },
        declaredValueAed: 5000,
      }),
    });
    expect(res.status).toBe(201);
    const after = await json<DashboardStats>(await get('/api/dashboard/stats', actors.orgAdminOther.token));
    expect(after.activeShipments).toBe(before.activeShipments + 1);
    // The stats call, the create and this stats call: three calls of the organization.
    expect(after.apiCallsToday).toBe(before.apiCallsToday + 2);
    // The demo organization did not change.
    const demo = await json<DashboardStats>(await get('/api/dashboard/stats', actors.staffSame.token));
    expect(demo.activeShipments).toBe((await countedBySql(demoOrgId)).activeShipments);
  });
});
