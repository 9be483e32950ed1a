import { type CarbonReport, type InsightsReport, isOnTime } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization, Shipment, ShipmentEvent, Trip, TripStop, User } from '../src/db/entities/index.ts';
import { roadKm } from '../src/modules/fleet/route/road-model.ts';
import { addDriver, addFleetOrganization, addVehicle } from './fleet-helpers.ts';
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

const at = (s: string) => new Date(`${s}+04:00`);
type Ev = [
  status: 'in_transit' | 'customs_clearance' | 'delayed' | 'delivered',
  at: string,
  reason?: 'customs_inspection',
];

/** The fixtures of one organization (Dubai times); the figures below are computed from this list by plain loops. */
const FIXTURES: {
  tn: string;
  customer: 0 | 1;
  origin: string;
  destination: string;
  service: string;
  weightKg: number;
  value: number;
  booked: string;
  eta: string | null;
  events: Ev[];
}[] = [
  {
    tn: 'BI-0001',
    customer: 0,
    origin: 'Dubai, UAE',
    destination: 'Abu Dhabi, UAE',
    service: 'Road Freight',
    weightKg: 1000,
    value: 5000,
    booked: '2026-03-02T10:00:00',
    eta: '2026-03-04T12:00:00',
    events: [['delivered', '2026-03-04T20:00:00']],
  },
  {
    tn: 'BI-0002',
    customer: 0,
    origin: 'Shanghai, China',
    destination: 'Jebel Ali, UAE',
    service: 'Sea Freight (FCL)',
    weightKg: 10_000,
    value: 200_000,
    booked: '2026-03-03T09:00:00',
    eta: '2026-03-22T12:00:00',
    events: [
      ['customs_clearance', '2026-03-20T08:00:00', 'customs_inspection'],
      ['delayed', '2026-03-21T08:00:00'],
      ['delivered', '2026-03-25T10:00:00'],
    ],
  },
  {
    tn: 'BI-0003',
    customer: 1,
    origin: 'Hong Kong',
    destination: 'Dubai, UAE',
    service: 'Air Freight (Express)',
    weightKg: 200,
    value: 50_000,
    booked: '2026-03-10T15:00:00',
    eta: '2026-03-13T09:00:00',
    events: [
      ['customs_clearance', '2026-03-12T06:00:00'],
      ['in_transit', '2026-03-12T18:00:00'],
      ['delivered', '2026-03-13T23:30:00'],
    ],
  },
  {
    // Booked before the range, delivered in it, no estimated delivery; carried on a trip.
    tn: 'BI-0004',
    customer: 1,
    origin: 'Dubai, UAE',
    destination: 'Abu Dhabi, UAE',
    service: 'Road Freight',
    weightKg: 500,
    value: 1000,
    booked: '2026-02-20T10:00:00',
    eta: null,
    events: [['delivered', '2026-03-01T09:00:00']],
  },
  {
    tn: 'BI-0005',
    customer: 1,
    origin: 'Dubai, UAE',
    destination: 'Sharjah, UAE',
    service: 'Road Freight',
    weightKg: 300,
    value: 3000,
    booked: '2026-03-28T10:00:00',
    eta: '2026-04-02T10:00:00',
    events: [['in_transit', '2026-03-28T12:00:00']],
  },
  {
    tn: 'BI-0006',
    customer: 0,
    origin: 'Dubai, UAE',
    destination: 'Sharjah, UAE',
    service: 'Road Freight',
    weightKg: 300,
    value: 9000,
    booked: '2026-04-05T10:00:00',
    eta: null,
    events: [],
  },
];
const RANGE = '?from=2026-03-01&to=2026-03-31';
const inRange = (s: string) => s >= '2026-03-01' && s < '2026-04-01';

describe('Business Intelligence and Carbon Footprint (issue 19)', () => {
  let srv: TestServer;
  let actors: Actors;
  let admin: string;
  let customers: number[];
  const call = (path: string, token?: string) => requestJson(srv, 'GET', path, token);

  beforeAll(async () => {
    srv = await startTestServer();
    actors = await seedActors(srv);
    const superAdmin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
    const org = await addFleetOrganization(srv, superAdmin, 'Noor Cargo', 'noor');
    admin = org.token;
    const grant = async (userId: number, orgId: number) => {
      const flags = await requestJson(srv, 'PUT', `/api/admin/organizations/${orgId}/feature-flags`, superAdmin, {
        analytics: true,
        'carbon-tracking': true,
      });
      expect(flags.status).toBe(200);
      for (const f of ['advanced-personal-analytics', 'carbon-tracking']) {
        expect((await requestJson(srv, 'POST', `/api/admin/users/${userId}/features/${f}`, superAdmin)).status).toBe(
          200,
        );
      }
    };
    await grant(org.id, org.organization);
    const falcon = await srv.services.orm.em.fork().findOneOrFail(Organization, { subdomain: 'falcon' });
    await grant(actors.orgAdminOther.id, falcon.id);

    const em = srv.services.orm.em.fork();
    const organization = await em.findOneOrFail(Organization, org.organization);
    // The second name starts like a spreadsheet formula: the CSVs must neutralise it.
    const people = ['Amal Traders', '=Zayed Foods'].map((name, i) =>
      em.create(User, { organization, username: `noor_c${i}`, name, role: 'customer', email: null, passwordHash: 'x' }),
    );
    const shipments = FIXTURES.map((f) => {
      const s = em.create(Shipment, {
        organization,
        customer: people[f.customer]!,
        trackingNumber: f.tn,
        trackingKey: f.tn.replace('-', ''),
        status: f.events.at(-1)?.[0] ?? 'pending',
        origin: f.origin,
        destination: f.destination,
        service: f.service,
        weightKg: f.weightKg,
        lengthCm: 10,
        widthCm: 10,
        heightCm: 10,
        declaredValueAed: f.value,
        estimatedDelivery: f.eta ? at(f.eta) : null,
        createdAt: at(f.booked),
      });
      em.create(ShipmentEvent, { shipment: s, status: 'pending', description: 'Booked', occurredAt: at(f.booked) });
      for (const [status, when, reason] of f.events) {
        em.create(ShipmentEvent, {
          shipment: s,
          status,
          description: status,
          occurredAt: at(when),
          reasonCode: reason ?? null,
        });
      }
      return s;
    });
    await em.flush();
    customers = people.map((p) => p.id);

    // A completed trip of a diesel heavy truck carrying BI-0004: 140 km driven, stops in a wasteful order.
    const vehicle = await addVehicle(srv, admin, { vehicleType: 'heavy_truck', fuelType: 'diesel' });
    const driver = await addDriver(srv, admin);
    const trip = em.create(Trip, {
      organization,
      tripNumber: 'TRP-900001',
      vehicle: vehicle.id,
      driver: driver.id,
      status: 'completed',
      plannedDistanceKm: 150,
      actualDistanceKm: 140,
      plannedStart: at('2026-03-01T05:00:00'),
      startedAt: at('2026-03-01T05:00:00'),
      completedAt: at('2026-03-01T12:00:00'),
    });
    trip.shipments.set([shipments[3]!]);
    for (const [i, [place, lat, lon]] of STOPS.entries())
      em.create(TripStop, { trip, position: i + 1, place, lat, lon });
    await em.flush();
  });
  afterAll(() => srv.close());

  it('is refused without the sections: 401 visitors, 403 customers and staff without the feature', async () => {
    for (const path of [
      '/api/org/insights',
      '/api/org/carbon',
      '/api/org/insights/export.csv',
      '/api/org/carbon/export.csv',
    ]) {
      expect((await call(path)).status).toBe(401);
      expect((await call(path, actors.customerA.token)).status).toBe(403);
      expect((await call(path, await staffWithoutFeatures(srv, `bare_${path.length}_${path.at(9)}`))).status).toBe(403);
    }
    expect((await call('/api/org/insights?from=2026-03-10&to=2026-03-01', admin)).status).toBe(400);
    expect((await call('/api/org/insights?from=2020-01-01&to=2026-03-01', admin)).status).toBe(400);
  });

  it("computes each figure as the fixtures say; another organization's staff see none of them", async () => {
    const res = await call(`/api/org/insights${RANGE}`, admin);
    expect(res.status).toBe(200);
    const r = await json<InsightsReport>(res);

    const booked = FIXTURES.filter((f) => inRange(f.booked));
    const delivered = FIXTURES.map((f) => ({ f, d: f.events.find((e) => e[0] === 'delivered')?.[1] })).filter(
      (x): x is { f: (typeof FIXTURES)[number]; d: string } => !!x.d && inRange(x.d),
    );
    const withEta = delivered.filter((x) => x.f.eta);
    const onTime = withEta.filter((x) => isOnTime(at(x.d), at(x.f.eta!)));
    const days = delivered.map((x) => (at(x.d).getTime() - at(x.f.booked).getTime()) / 86_400_000);
    expect(r.totals).toEqual({
      booked: booked.length,
      declaredValueAed: booked.reduce((a, f) => a + f.value, 0),
      delivered: delivered.length,
      withEstimate: withEta.length,
      onTime: onTime.length,
      onTimeRate: Math.round((onTime.length / withEta.length) * 1000) / 10,
      avgTransitDays: Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10,
      // BI-0002 waits 24 h at customs (to its delay), BI-0003 12 h.
      avgCustomsDwellHours: 18,
      customsStops: 2,
      exceptions: 2,
    });
    expect(r.totals).toMatchObject({ booked: 4, declaredValueAed: 258_000, delivered: 4, withEstimate: 3, onTime: 2 });
    expect(r.exceptionsByCause).toEqual([
      { cause: 'customs_inspection', count: 1 },
      { cause: 'unspecified', count: 1 },
    ]);
    expect(r.topCustomers.map((c) => [c.name, c.shipments, c.declaredValueAed])).toEqual([
      ['Amal Traders', 2, 205_000],
      ['=Zayed Foods', 2, 53_000],
    ]);
    // Weeks from Monday 23 Feb to Monday 30 Mar; the bookings where they fall.
    expect(r.volumeByWeek.map((w) => w.week)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(r.volumeByWeek.map((w) => w.shipments)).toEqual([0, 2, 1, 0, 1, 0]);
    const road = r.transit.find((t) => t.lane === 'Dubai, UAE → Abu Dhabi, UAE' && t.service === 'Road Freight');
    expect(road).toMatchObject({ delivered: 2, withEstimate: 1, onTime: 1 });

    const filtered = await json<InsightsReport>(
      await call(`/api/org/insights${RANGE}&service=Road%20Freight&customerId=${customers[1]}`, admin),
    );
    expect(filtered.totals).toMatchObject({
      booked: 1,
      delivered: 1,
      withEstimate: 0,
      onTimeRate: null,
      declaredValueAed: 3000,
    });

    // Tenancy: another organization's admin with the section sees its own (empty) figures, never ours.
    const other = await json<InsightsReport>(
      await call(`/api/org/insights${RANGE}&customerId=${customers[0]}`, actors.orgAdminOther.token),
    );
    expect(other.totals.booked).toBe(0);
    expect(other.options.customers.map((c) => c.name)).not.toContain('Amal Traders');

    const csv = await call(`/api/org/insights/export.csv${RANGE}`, admin);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('On-time rate (%),66.7');
    expect(text).toContain('Amal Traders,2,205000');
    expect(text).toContain("'=Zayed Foods,2,53000");
    expect(text).not.toMatch(/(^|,)=Zayed/m);
  });

  it('hand-computed emissions per mode equal the API: road, sea, air by lane and a road trip by its vehicle', async () => {
    const r = await json<CarbonReport>(await call(`/api/org/carbon${RANGE}`, admin));
    const kg = (tn: string) => r.shipments.find((s) => s.trackingNumber === tn)!;
    // Road: 1 t × 122.785 km great circle Dubai–Abu Dhabi × 1.25 detour × 0.107 kg/t·km = 16.42 kg.
    expect(kg('BI-0001')).toMatchObject({ mode: 'road', basis: 'lane' });
    expect(kg('BI-0001').kgCo2e).toBeCloseTo(16.42, 1);
    // Sea: 10 t × 6,454.11 km Shanghai–Jebel Ali × 1.5 × 0.016 = 1,548.99 kg.
    expect(kg('BI-0002')).toMatchObject({ mode: 'sea' });
    expect(kg('BI-0002').kgCo2e).toBeCloseTo(1548.99, 0);
    // Air: 0.2 t × 5,954.84 km Hong Kong–Dubai × 1.05 × 0.6 = 750.31 kg.
    expect(kg('BI-0003')).toMatchObject({ mode: 'air' });
    expect(kg('BI-0003').kgCo2e).toBeCloseTo(750.31, 0);
    // The trip: 0.5 t × 140 km × 0.107 (heavy truck, diesel) = 7.49 kg, all of it BI-0004's (tonne-km allocation).
    expect(kg('BI-0004')).toMatchObject({ mode: 'road', basis: 'trip', km: 140, factor: 0.107, kgCo2e: 7.49 });
    expect(r.trips).toHaveLength(1);
    expect(r.trips[0]).toMatchObject({ km: 140, loadKg: 500, kgCo2e: 7.5 });
    // The stops' planned order against the better one (two intermediate stops: two orders to compare).
    const [a, b, c, d] = STOPS.map(([, lat, lon]) => ({ lat, lon }));
    const planned = roadKm(a!, b!) + roadKm(b!, c!) + roadKm(c!, d!);
    const best = Math.min(planned, roadKm(a!, c!) + roadKm(c!, b!) + roadKm(b!, d!));
    expect(planned - best).toBeGreaterThan(10);
    expect(r.trips[0]!.optimisedSavingKm).toBeCloseTo(planned - best, 0);
    expect(r.routeSavingKg).toBeCloseTo(0.5 * (planned - best) * 0.107, 0);

    // Against road only (the overview's carbonSaved formula): sea 10 t × 6,454.11 km × (1.25 × 0.107 − 1.5 × 0.016) =
    // 7,083.35 kg saved; air 0.2 t × 5,954.84 km × (1.25 × 0.107 − 1.05 × 0.6) = −591.03 kg; road 0.
    expect(r.modalSavingKg).toBeCloseTo(7083.35 - 591.03, 0);
    const total = 16.42 + 1548.99 + 750.31 + 7.49;
    expect(r.totals.kgCo2e).toBeCloseTo(total, 0);
    expect(r.totals.shipments).toBe(4);
    expect(r.totals.intensityG).toBeCloseTo((r.totals.kgCo2e / r.totals.tonneKm) * 1000, 0);
    expect(r.byMonth.map((m) => m.month)).toEqual(['2026-03']);
    expect(r.byCustomer.map((x) => x.name)).toEqual(['Amal Traders', '=Zayed Foods']);
    expect(r.byMode.map((m) => m.mode)).toEqual(['road', 'sea', 'air']);

    const csv = await (await call(`/api/org/carbon/export.csv${RANGE}&customerId=${customers[1]}`, admin)).text();
    expect(csv).toContain('BI-0003');
    expect(csv).not.toContain('BI-0002');
    expect(csv).toContain(",'=Zayed Foods,");

    const other = await json<CarbonReport>(await call(`/api/org/carbon${RANGE}`, actors.orgAdminOther.token));
    expect(other.shipments.some((s) => s.trackingNumber.startsWith('BI-'))).toBe(false);
  });

  it("the overview's CO₂e saved is the Carbon section's 'against road only' for this month, in tonnes", async () => {
    const em = srv.services.orm.em.fork();
    const organization = await em.findOneOrFail(Organization, { subdomain: 'noor' });
    const customer = await em.findOneOrFail(User, { username: 'noor_c0' });
    const justNow = new Date(Date.now() - 1000);
    const s = em.create(Shipment, {
      organization,
      customer,
      trackingNumber: 'BI-0007',
      trackingKey: 'BI0007',
      status: 'delivered',
      origin: 'Shanghai, China',
      destination: 'Jebel Ali, UAE',
      service: 'Sea Freight (FCL)',
      weightKg: 2000,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
      declaredValueAed: 1000,
      estimatedDelivery: null,
    });
    em.create(ShipmentEvent, { shipment: s, status: 'delivered', description: 'Delivered', occurredAt: justNow });
    await em.flush();
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const month = await json<CarbonReport>(
      await call(`/api/org/carbon?from=${today.slice(0, 8)}01&to=${today}`, admin),
    );
    const stats = await json<{ carbonSaved: number; estimates: string[] }>(await call('/api/dashboard/stats', admin));
    // 2 t × 6,454.11 km × (1.25 × 0.107 − 1.5 × 0.016) = 1,416.67 kg.
    expect(month.modalSavingKg).toBeCloseTo(1416.67, 0);
    expect(stats.carbonSaved).toBe(Math.round(month.modalSavingKg / 10) / 100);
    expect(stats.estimates).toContain('carbonSaved');
  });
});

/** Dubai → Abu Dhabi → Sharjah → Jebel Ali: visiting Sharjah first is shorter. */
const STOPS: [string, number, number][] = [
  ['Dubai', 25.204, 55.27],
  ['Abu Dhabi', 24.454, 54.377],
  ['Sharjah', 25.346, 55.421],
  ['Jebel Ali', 25.011, 55.061],
];
