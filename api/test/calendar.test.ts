import {
  addCalendarDays,
  type BusinessDaysResult,
  type CalendarMonth,
  isOnTime,
  type OrgShipment,
  type SeasonalOverview,
} from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Organization, Shipment, ShipmentEvent, User } from '../src/db/entities/index.ts';
import { formatEta } from '../src/modules/assistant/present.ts';
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

// Tuesday 24 November 2026, 10:00 in Dubai.
const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);
const DAY = 86_400_000;
const dubai = (day: string) => new Date(`${day}T00:00:00+04:00`);

let srv: TestServer;
let actors: Actors;
let admin: string;
const call = (method: string, path: string, token?: string, body?: unknown) =>
  requestJson(srv, method, path, token, body);

/**
 * The demo organization's bookings: one every third day from 2 January 2025, one every day of Ramadan (1446: 1–29
 * March 2025; 1447: 18 February – 19 March 2026) — a known signal, Ramadan weeks busier than the 4 weeks before.
 * Each is delivered two days after booking, a quarter of them three days after their estimated delivery (late).
 */
async function seedBookings(orgId: number, customerId: number) {
  const em = srv.services.orm.em.fork();
  const org = em.getReference(Organization, orgId);
  const customer = em.getReference(User, customerId);
  const ramadan = (d: string) => (d >= '2025-03-01' && d <= '2025-03-29') || (d >= '2026-02-18' && d <= '2026-03-19');
  let i = 0;
  for (let t = Date.UTC(2025, 0, 2); t < NOW - 3 * DAY; t += DAY) {
    const day = new Date(t).toISOString().slice(0, 10);
    const n = Math.round(t / DAY);
    if (n % 3 !== 0 && !ramadan(day)) continue;
    i++;
    const createdAt = new Date(`${day}T10:00:00+04:00`);
    const estimatedDelivery = new Date(createdAt.getTime() + 3 * DAY);
    const late = i % 4 === 0;
    const deliveredAt = new Date(createdAt.getTime() + (late ? 6 : 2) * DAY);
    const s = em.create(Shipment, {
      organization: org,
      customer,
      trackingNumber: `QAF-8${String(i).padStart(5, '0')}`,
      trackingKey: `QAF8${String(i).padStart(5, '0')}`,
      status: 'delivered',
      origin: 'Dubai, UAE',
      destination: 'Abu Dhabi, UAE',
      service: 'standard',
      weightKg: 10,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
      declaredValueAed: 100,
      estimatedDelivery,
      createdAt,
    });
    em.create(ShipmentEvent, {
      shipment: s,
      status: 'delivered',
      description: 'Delivered',
      location: 'Abu Dhabi',
      occurredAt: deliveredAt,
    });
  }
  await em.flush();
}

/** From the database: the organization's bookings and on-time rate between two Dubai days (both included). */
async function fromDatabase(orgId: number, from: string, to: string) {
  const em = srv.services.orm.em.fork();
  const where = { organization: orgId, createdAt: { $gte: dubai(from), $lt: new Date(dubai(to).getTime() + DAY) } };
  const shipments = await em.find(Shipment, where);
  const events = await em.find(ShipmentEvent, { shipment: where, status: 'delivered' });
  const delivered = shipments.filter((s) => s.estimatedDelivery && events.some((e) => e.shipment.id === s.id));
  const onTime = delivered.filter((s) => {
    const e = events.find((x) => x.shipment.id === s.id);
    return e && s.estimatedDelivery && isOnTime(e.occurredAt, s.estimatedDelivery);
  });
  return {
    count: await em.count(Shipment, where),
    onTimeRate: delivered.length ? Math.round((onTime.length / delivered.length) * 10_000) / 10_000 : null,
    sample: delivered.length,
  };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  srv = await startTestServer();
  actors = await seedActors(srv);
  admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
  for (const id of [actors.staffSame.id, actors.orgAdminOther.id]) {
    for (const feature of ['islamic-calendar', 'seasonal-intelligence']) {
      expect((await call('POST', `/api/admin/users/${id}/features/${feature}`, admin)).status).toBe(200);
    }
  }
});
afterAll(async () => {
  await srv.close();
  vi.useRealTimers();
});

describe('Islamic Calendar (issue 19)', () => {
  it('is refused without the section: 401 visitors, 403 customers and staff without islamic-calendar', async () => {
    const path = '/api/calendar/month?year=2026&month=2';
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', path, actors.customerA.token)).status).toBe(403);
    expect((await call('GET', path, await staffWithoutFeatures(srv, 'no_calendar'))).status).toBe(403);
    expect((await call('GET', path, actors.staffOther.token)).status).toBe(403);
    // No organization flag covers the calendar: another organization's admin with the feature sees it too.
    expect((await call('GET', path, actors.orgAdminOther.token)).status).toBe(200);
  });

  it('gives each day of a month its Hijri date, weekend and holidays', async () => {
    const res = await call('GET', '/api/calendar/month?year=2026&month=3', actors.staffSame.token);
    expect(res.status).toBe(200);
    const month = await json<CalendarMonth>(res);
    expect(month.days).toHaveLength(31);
    expect(month.today).toBe('2026-11-24');
    expect(month.weekendDays).toEqual([6, 0]);
    const day = (d: string) => month.days.find((x) => x.date === d);
    expect(day('2026-03-01')).toMatchObject({ hijri: { year: 1447, month: 9, day: 12 }, weekend: true });
    expect(day('2026-03-20')).toMatchObject({
      hijri: { year: 1447, month: 10, day: 1 },
      holiday: { id: 'eid_al_fitr', status: 'expected' },
      businessDay: false,
    });
    expect(day('2026-03-23')).toMatchObject({ weekend: false, holiday: null, businessDay: true });
    expect((await call('GET', '/api/calendar/month?year=2026&month=13', actors.staffSame.token)).status).toBe(400);
  });

  it('counts business days across a weekend and the National Day holidays', async () => {
    const add = await json<BusinessDaysResult>(
      await call('GET', '/api/calendar/business-days?from=2026-11-30&days=2', actors.staffSame.token),
    );
    expect(add).toMatchObject({ to: '2026-12-07', businessDays: 2, weekendDays: 2 });
    expect(add.holidays.map((h) => h.id)).toEqual(['commemoration_day', 'national_day', 'national_day']);
    const between = await json<BusinessDaysResult>(
      await call('GET', '/api/calendar/business-days?from=2026-11-26&to=2026-12-04', actors.staffSame.token),
    );
    // Fri 27, Mon 30, Fri 4 December.
    expect(between.businessDays).toBe(3);
    const both = await call(
      'GET',
      '/api/calendar/business-days?from=2026-11-26&to=2026-12-04&days=1',
      actors.staffSame.token,
    );
    expect(both.status).toBe(400);
    expect((await json(both)).error).toBe('Give either days or to');
  });

  it("sets a new shipment's expected delivery from its service's transit time in business days", async () => {
    const create = (service: string) =>
      call('POST', '/api/org/shipments', actors.staffSame.token, {
        customerId: actors.customerA.id,
        origin: 'Dubai, UAE',
        destination: 'Abu Dhabi, UAE',
        service,
        weightKg: 5,
        dimensionsCm: { length: 10, width: 10, height: 10 },
        declaredValueAed: 100,
      });
    // Booked Tuesday 24 November: standard (3) → Wed 25, Thu 26, Fri 27 at 18:00 Dubai.
    const standard = await json<OrgShipment>(await create('standard'));
    expect(standard.estimatedDelivery).toBe('2026-11-27T14:00:00.000Z');
    // freight_road (6) → 25, 26, 27, Mon 30, (1–3 December holidays, the weekend) Fri 4, Mon 7 December.
    const road = await json<OrgShipment>(await create('freight_road'));
    expect(road.estimatedDelivery).toBe('2026-12-07T14:00:00.000Z');
  });
});

describe("the assistant's ETA", () => {
  it('counts the business days until the estimated delivery from two days ahead', () => {
    const now = new Date('2026-11-30T06:00:00Z');
    expect(formatEta(new Date('2026-12-07T14:00:00Z'), now, 'en')).toBe(
      'Monday, 7 December (in 7 days, 2 business days)',
    );
    expect(formatEta(new Date('2026-12-07T14:00:00Z'), now, 'ar')).toBe('الاثنين، 7 ديسمبر (بعد 7 أيام، يوما عمل)');
    // Commemoration Day and National Day: no business day before the delivery day.
    expect(formatEta(new Date('2026-12-02T14:00:00Z'), now, 'en')).toBe(
      'Wednesday, 2 December (in 2 days, no business day)',
    );
    expect(formatEta(new Date('2026-12-01T14:00:00Z'), now, 'en')).toBe('Tuesday, 1 December (tomorrow)');
  });
});

describe('Seasonal Intelligence (issue 19)', () => {
  it('is refused without the section or while the organization lacks seasonal-intelligence', async () => {
    expect((await call('GET', '/api/seasonal')).status).toBe(401);
    expect((await call('GET', '/api/seasonal', actors.customerA.token)).status).toBe(403);
    expect((await call('GET', '/api/seasonal', await staffWithoutFeatures(srv, 'no_seasonal'))).status).toBe(403);
    // The feature, but the organization's flag is off (the other organization's; the demo's is on).
    expect((await call('GET', '/api/seasonal', actors.orgAdminOther.token)).status).toBe(403);
  });

  it("measures each past season against the 4 weeks before it from the organization's bookings", async () => {
    const em = srv.services.orm.em.fork();
    const staff = await em.findOneOrFail(User, { id: actors.staffSame.id });
    const other = await em.findOneOrFail(User, { id: actors.orgAdminOther.id });
    for (const orgId of [staff.organization.id, other.organization.id]) {
      const res = await call('PUT', `/api/admin/organizations/${orgId}/feature-flags`, admin, {
        'seasonal-intelligence': true,
      });
      expect(res.status).toBe(200);
    }
    await seedBookings(staff.organization.id, actors.customerA.id);

    const res = await call('GET', '/api/seasonal', actors.staffSame.token);
    expect(res.status).toBe(200);
    const body = await json<SeasonalOverview>(res);
    expect(body.shipments).toBe(
      await srv.services.orm.em.fork().count(Shipment, { organization: staff.organization.id }),
    );
    const ramadan = body.seasons.find((s) => s.season === 'ramadan');
    expect(ramadan?.next).toMatchObject({ start: '2027-02-08', status: 'expected' });
    expect(ramadan?.history.map((h) => h.start)).toEqual(['2025-03-01', '2026-02-18']);
    for (const h of ramadan?.history ?? []) {
      const season = await fromDatabase(staff.organization.id, h.start, h.end);
      const base = await fromDatabase(
        staff.organization.id,
        addCalendarDays(h.start, -28),
        addCalendarDays(h.start, -1),
      );
      expect(h).toMatchObject({
        bookings: season.count,
        baselineBookings: base.count,
        onTimeRate: season.onTimeRate,
        onTimeSample: season.sample,
        baselineOnTimeRate: base.onTimeRate,
        baselineOnTimeSample: base.sample,
      });
      // The known signal: a booking every day against one every third day.
      expect(h.volumeRatio).toBeGreaterThan(2.5);
    }
    const f = ramadan?.forecast;
    expect(f).not.toBeNull();
    expect(f?.uplift).toBeGreaterThan(2.5);
    expect(f?.adjustedWeekly).toBeCloseTo((f?.baselineWeekly ?? 0) * (f?.uplift ?? 0), 1);
    expect(f?.lowWeekly).toBeLessThanOrEqual(f?.adjustedWeekly ?? 0);
    expect(f?.highWeekly).toBeGreaterThanOrEqual(f?.adjustedWeekly ?? 0);
    // Both summers fell inside the history, with their baselines.
    expect(body.seasons.find((s) => s.season === 'summer')?.history.map((h) => h.start)).toEqual([
      '2025-07-01',
      '2026-07-01',
    ]);
  });

  it('shows another organization only its own bookings: not enough history there', async () => {
    const body = await json<SeasonalOverview>(await call('GET', '/api/seasonal', actors.orgAdminOther.token));
    expect(body.shipments).toBe(1);
    expect(body.seasons.every((s) => s.history.length === 0 && s.forecast === null)).toBe(true);
  });
});
