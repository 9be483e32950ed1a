import {
  isOnTime,
  type PredictiveOverview,
  RISK_FEATURES,
  TRAFFIC_CORRIDORS,
  type TrafficOverview,
} from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditEntry,
  Organization,
  PredictiveModelRun,
  Shipment,
  ShipmentEvent,
  User,
} from '../src/db/entities/index.ts';
import { withOrmContext } from '../src/db/orm-context.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
  json,
  requestJson,
  seedActors,
  staffWithoutFeatures,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';

const DAY_MS = 86_400_000;
const LANES = [
  ['Shanghai, China', 'Jebel Ali, Dubai', 'Sea Freight (FCL)'],
  ['Mumbai, India', 'Abu Dhabi, UAE', 'Air Freight (Express)'],
  ['Riyadh, Saudi Arabia', 'Dubai, UAE', 'Road Freight (GCC)'],
] as const;

/** A deterministic PRNG (LCG) for the fixtures. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

/**
 * Delivered shipments over the last `count` × 2 days, booked one every two days, with a planted signal (signal: a
 * customs inspection or the China lane makes a shipment late far more often) or none; and `active` undelivered ones.
 */
async function addHistory(
  srv: TestServer,
  subdomain: string,
  customerId: number,
  options: { prefix: string; count: number; active: number; signal: boolean; seed: number },
) {
  const em = srv.services.orm.em.fork();
  const org = await em.findOneOrFail(Organization, { subdomain });
  org.featureFlags = { ...(org.featureFlags ?? {}), analytics: true };
  const customer = em.getReference(User, customerId);
  const r = random(options.seed);
  const now = Date.now();
  for (let i = 0; i < options.count + options.active; i++) {
    const delivered = i < options.count;
    const [origin, destination, service] = LANES[Math.floor(r() * LANES.length)]!;
    const inspected = r() < 0.3;
    const late = options.signal
      ? r() < (inspected ? 0.85 : 0.1) + (origin.startsWith('Shanghai') ? 0.1 : 0)
      : r() < 0.4;
    const createdAt = new Date(now - (options.count - i) * 2 * DAY_MS - 3_600_000);
    const estimatedDelivery = new Date(createdAt.getTime() + 5 * DAY_MS);
    const tn = `${options.prefix}-${String(i).padStart(5, '0')}`;
    const s = em.create(Shipment, {
      organization: org,
      customer,
      trackingNumber: tn,
      trackingKey: tn.replace(/-/g, ''),
      status: delivered ? 'delivered' : 'in_transit',
      origin,
      destination,
      service,
      weightKg: 50 + Math.floor(r() * 500),
      lengthCm: 100,
      widthCm: 80,
      heightCm: 60,
      declaredValueAed: 1000 + Math.floor(r() * 50_000),
      estimatedDelivery,
      createdAt,
      updatedAt: createdAt,
    });
    if (inspected) {
      em.create(ShipmentEvent, {
        shipment: s,
        status: 'customs_clearance',
        description: 'Selected for inspection',
        reasonCode: 'customs_inspection',
        occurredAt: new Date(createdAt.getTime() + DAY_MS),
      });
    }
    if (delivered) {
      em.create(ShipmentEvent, {
        shipment: s,
        status: 'delivered',
        description: 'Delivered',
        occurredAt: new Date(estimatedDelivery.getTime() + (late ? 2 * DAY_MS : -DAY_MS)),
      });
    }
  }
  await em.flush();
}

/** The sample as the database says: delivered shipments with an estimate and a delivered event, and of them late. */
async function sampleFromDatabase(srv: TestServer, subdomain: string) {
  const em = srv.services.orm.em.fork();
  const org = await em.findOneOrFail(Organization, { subdomain });
  interface Row {
    id: number;
    created_at: string | number;
    estimated_delivery: string | number | null;
    delivered_at: string | number | null;
  }
  const rows: Row[] = await em.getConnection().execute(
    `select s.id, s.created_at, s.estimated_delivery,
            (select min(e.occurred_at) from shipment_events e where e.shipment_id = s.id and e.status = 'delivered') as delivered_at
       from shipments s where s.organization_id = ? and s.status = 'delivered'`,
    [org.id],
  );
  const date = (v: string | number) => new Date(typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : v);
  const labelled = rows
    .filter((r) => r.estimated_delivery !== null && r.delivered_at !== null)
    .map((r) => ({
      bookedAt: date(r.created_at).getTime(),
      late: !isOnTime(date(r.delivered_at as string), date(r.estimated_delivery as string)),
    }))
    .sort((a, b) => a.bookedAt - b.bookedAt);
  const test = Math.ceil(labelled.length / 4);
  const training = labelled.slice(0, labelled.length - test);
  const active = await em.count(Shipment, { organization: org.id, status: { $ne: 'delivered' } });
  return {
    examples: labelled.length,
    late: labelled.filter((l) => l.late).length,
    withoutEstimate: rows.length - labelled.length,
    train: training.length,
    test,
    testLate: labelled.slice(training.length).filter((l) => l.late).length,
    baseRate: training.filter((l) => l.late).length / Math.max(1, training.length),
    active,
  };
}

describe('Predictive Analytics and Dubai Traffic Conditions (issue 19)', () => {
  let srv: TestServer;
  let actors: Actors;
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    requestJson(srv, method, path, token, body);

  beforeAll(async () => {
    srv = await startTestServer();
    actors = await seedActors(srv);
    const admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
    for (const id of [actors.staffSame.id, actors.orgAdminSame.id, actors.orgAdminOther.id]) {
      for (const feature of ['predictive-analytics', 'traffic-conditions']) {
        expect((await call('POST', `/api/admin/users/${id}/features/${feature}`, admin)).status).toBe(200);
      }
    }
    await addHistory(srv, 'demo', actors.customerA.id, {
      prefix: 'PRD',
      count: 240,
      active: 12,
      signal: true,
      seed: 7,
    });
  });
  afterAll(() => srv.close());

  it('is refused without the section: 401 visitors, 403 customers, staff without the feature or the flag', async () => {
    for (const path of ['/api/predictive', '/api/traffic']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, actors.customerA.token)).status).toBe(403);
      expect((await call('GET', path, actors.staffOther.token)).status).toBe(403);
    }
    expect((await call('POST', '/api/predictive/retrain', actors.customerA.token)).status).toBe(403);
    const bare = await staffWithoutFeatures(srv, 'no_predictive');
    expect((await call('GET', '/api/predictive', bare)).status).toBe(403);
    // The other organization has the feature but not the analytics flag yet.
    expect((await call('GET', '/api/predictive', actors.orgAdminOther.token)).status).toBe(403);
    // Traffic has no flag.
    expect((await call('GET', '/api/traffic', actors.orgAdminOther.token)).status).toBe(200);
  });

  it('trains on the first visit: the sample is what the database holds, and the planted signal is found', async () => {
    const res = await call('GET', '/api/predictive', actors.staffSame.token);
    expect(res.status).toBe(200);
    const body = await json<PredictiveOverview>(res);
    const expected = await sampleFromDatabase(srv, 'demo');
    expect(body.model).toMatchObject({ status: 'trained', trigger: 'first_visit' });
    const { active, baseRate, ...counts } = expected;
    expect(body.model?.sample).toMatchObject({ ...counts, onTime: expected.examples - expected.late });
    expect(body.model?.sample.baseRate).toBeCloseTo(baseRate, 12);
    expect(body.activeShipments).toBe(active);
    const metrics = body.model?.metrics;
    expect(metrics?.auc).toBeGreaterThan(0.75);
    expect(metrics?.skill).toBe(true);
    expect(metrics?.calibration.reduce((a, b) => a + b.count, 0)).toBe(expected.test);
    // Every active shipment is scored (fewer than AT_RISK_LIMIT), highest risk first, with up to 3 named factors.
    expect(body.atRisk).toHaveLength(active);
    const p = body.atRisk.map((s) => s.probability);
    expect([...p].sort((a, b) => b - a)).toEqual(p);
    for (const s of body.atRisk) {
      expect(s.factors.length).toBeLessThanOrEqual(3);
      for (const f of s.factors) expect(RISK_FEATURES).toContain(f.feature);
    }
    const inspected = body.atRisk.filter((s) =>
      s.factors.some((f) => f.feature === 'customsInspection' && f.logOdds > 0),
    );
    expect(inspected.length).toBeGreaterThan(0);
    // A second visit reads the same run.
    const again = await json<PredictiveOverview>(await call('GET', '/api/predictive', actors.orgAdminSame.token));
    expect(again.model?.id).toBe(body.model?.id);
  });

  it('counts weekly bookings from the database and forecasts four weeks with an interval and a backtest', async () => {
    const body = await json<PredictiveOverview>(await call('GET', '/api/predictive', actors.staffSame.token));
    const em = srv.services.orm.em.fork();
    const org = await em.findOneOrFail(Organization, { subdomain: 'demo' });
    const shipments = await em.find(Shipment, { organization: org.id });
    const weekOf = (d: Date) => {
      const day = Math.floor((d.getTime() + 4 * 3_600_000) / DAY_MS);
      return new Date((day - ((day + 3) % 7)) * DAY_MS).toISOString().slice(0, 10);
    };
    for (const week of body.forecast.history) {
      expect(week.count).toBe(shipments.filter((s) => weekOf(s.createdAt) === week.weekStart).length);
    }
    expect(body.forecast.history).toHaveLength(26);
    expect(body.forecast.forecast).toHaveLength(4);
    expect(body.forecast.forecast[0]?.weekStart).toBe(weekOf(new Date()));
    expect(body.forecast.method).toBe('holt');
    expect(body.forecast.backtest?.origins).toBe(12);
    for (const f of body.forecast.forecast) expect(f.lower <= f.value && f.value <= f.upper).toBe(true);
  });

  it("keeps each organization to its own history: another's admin sees no demo figures", async () => {
    const em = srv.services.orm.em.fork();
    const falcon = await em.findOneOrFail(Organization, { subdomain: 'falcon' });
    falcon.featureFlags = { ...(falcon.featureFlags ?? {}), analytics: true };
    await em.flush();
    const body = await json<PredictiveOverview>(await call('GET', '/api/predictive', actors.orgAdminOther.token));
    const expected = await sampleFromDatabase(srv, 'falcon');
    expect(body.model).toMatchObject({ status: 'insufficient_history', metrics: null });
    expect(body.model?.sample.examples).toBe(expected.examples);
    expect(body.model?.required).toEqual({ examples: 100, late: 10, onTime: 10 });
    expect(body.atRisk).toEqual([]);
    expect(body.activeShipments).toBe(expected.active);
  });

  it('retrains on demand (audited); on pure noise it claims no skill and scores no shipment', async () => {
    const falconCustomer = await srv.services.orm.em
      .fork()
      .findOneOrFail(User, { organization: { subdomain: 'falcon' }, role: 'customer' });
    await addHistory(srv, 'falcon', falconCustomer.id, {
      prefix: 'NSE',
      count: 240,
      active: 5,
      signal: false,
      seed: 3,
    });
    const res = await call('POST', '/api/predictive/retrain', actors.orgAdminOther.token);
    expect(res.status).toBe(200);
    const body = await json<PredictiveOverview>(res);
    expect(body.model).toMatchObject({ status: 'trained', trigger: 'manual' });
    expect(body.model?.metrics?.skill).toBe(false);
    expect(Math.abs((body.model?.metrics?.auc ?? 0) - 0.5)).toBeLessThan(0.15);
    expect(body.atRisk).toEqual([]);
    const em = srv.services.orm.em.fork();
    const audit = await em.find(AuditEntry, { action: 'predictive.retrained' });
    expect(audit.map((a) => a.actorUsername)).toContain('admin_falcon');
    // The demo organization's latest run is untouched.
    const demo = await json<PredictiveOverview>(await call('GET', '/api/predictive', actors.staffSame.token));
    expect(demo.model?.trigger).toBe('first_visit');
    expect(await em.count(PredictiveModelRun, {})).toBe(3);
  });

  it('limits retraining to 10 an hour per organization', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await call('POST', '/api/predictive/retrain', actors.staffSame.token)).status);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('retrains each flagged organization once a day on schedule', async () => {
    const due = () => withOrmContext(srv.services.orm.em, () => srv.services.predictive.retrainDue());
    expect(await due()).toBe(0);
    const em = srv.services.orm.em.fork();
    await em.nativeUpdate(PredictiveModelRun, {}, { trainedAt: new Date(Date.now() - 2 * DAY_MS) });
    expect(await due()).toBe(2);
    const runs = await em.fork().find(PredictiveModelRun, { trigger: 'schedule' });
    expect(runs.map((r) => r.status).sort()).toEqual(['trained', 'trained']);
  });

  it('shows every corridor now and over 48 half hours of a chosen day, as an estimate', async () => {
    const res = await call('GET', '/api/traffic?date=2026-11-25', actors.staffSame.token);
    expect(res.status).toBe(200);
    const body = await json<TrafficOverview>(res);
    expect(body).toMatchObject({ date: '2026-11-25', provider: 'model', estimate: true });
    expect(body.corridors.map((c) => c.id)).toEqual([...TRAFFIC_CORRIDORS]);
    for (const c of body.corridors) expect(c.day).toHaveLength(48);
    expect((await call('GET', '/api/traffic?date=25-11-2026', actors.staffSame.token)).status).toBe(400);
  });
});
