import { isOnTime, requiredDocuments } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ensureCatalogue } from '../src/db/catalogue.ts';
import { ComplianceDocument, Organization, Shipment, ShipmentEvent, User } from '../src/db/entities/index.ts';
import { migrate } from '../src/db/orm.ts';
import { DEMO_SHIPMENTS, seedDemoData } from '../src/db/seed.ts';
import { createServices, type Services } from '../src/services.ts';
import { freshDatabaseEnv } from './helpers.ts';

// The demo organization's trading history (issue 19): generated demo data, but it must hold together as the
// analytics sections read it — events in order, statuses that follow from them, every required document, and the
// seasonal and delay patterns its comment promises.

const NOW = new Date('2026-11-20T10:00:00Z');
const DAY = 86_400_000;
const passwords = { adminPassword: 'a'.repeat(12), demoPassword: 'd'.repeat(12), opsPassword: 'o'.repeat(12) };

let services: Services;
let shipments: Shipment[];
let demoCustomerShipments: number;

beforeAll(async () => {
  services = await createServices(loadConfig({ ...freshDatabaseEnv('qafila-seed-history'), LOG_LEVEL: 'silent' }));
  await migrate(services.orm);
  await ensureCatalogue(services.orm.em);
  await seedDemoData(services.orm.em, { ...passwords, now: NOW });
  const em = services.orm.em.fork();
  const demo = await em.findOneOrFail(Organization, { subdomain: 'demo' });
  const demoCustomer = await em.findOneOrFail(User, { username: 'demo' });
  demoCustomerShipments = await em.count(Shipment, { customer: demoCustomer });
  shipments = await em.find(
    Shipment,
    { organization: demo, trackingNumber: { $like: 'QAF-H%' } },
    { populate: ['customer'], orderBy: { createdAt: 'asc' } },
  );
  const events = await em.find(ShipmentEvent, {}, { orderBy: { occurredAt: 'asc', id: 'asc' } });
  const byShipment = new Map<number, ShipmentEvent[]>();
  for (const e of events) {
    const id = e.shipment.id;
    byShipment.set(id, [...(byShipment.get(id) ?? []), e]);
  }
  eventsOf = (s) => byShipment.get(s.id) ?? [];
}, 60_000);
afterAll(() => services.close());

let eventsOf: (s: Shipment) => ShipmentEvent[];

describe('the demo trading history', () => {
  it('books several hundred shipments for six business customers over 78 weeks, none for the demo customer', async () => {
    expect(shipments.length).toBeGreaterThan(450);
    expect(shipments.length).toBeLessThan(900);
    expect(new Set(shipments.map((s) => s.customer.id)).size).toBe(6);
    expect(demoCustomerShipments).toBe(DEMO_SHIPMENTS.length);
    const first = shipments[0] as Shipment;
    expect(NOW.getTime() - first.createdAt.getTime()).toBeLessThanOrEqual(79 * 7 * DAY);
    expect(NOW.getTime() - first.createdAt.getTime()).toBeGreaterThan(76 * 7 * DAY);
    expect(shipments.every((s) => s.createdAt <= NOW)).toBe(true);
  });

  it('has events in time order from the booking, none in the future, and a status that is the last event’s', () => {
    for (const s of shipments) {
      const events = eventsOf(s);
      expect(events[0]?.status, s.trackingNumber).toBe('pending');
      expect(events[0]?.occurredAt.getTime()).toBe(s.createdAt.getTime());
      expect(events.at(-1)?.status, s.trackingNumber).toBe(s.status);
      expect(events.every((e) => e.occurredAt <= NOW)).toBe(true);
      for (let i = 1; i < events.length; i++) {
        expect(events[i]!.occurredAt >= events[i - 1]!.occurredAt).toBe(true);
      }
      expect(events.filter((e) => e.status === 'delivered').length).toBe(s.status === 'delivered' ? 1 : 0);
      const coded = events.filter((e) => e.reasonCode !== null);
      expect(coded.every((e) => e.status === 'delayed' || e.status === 'customs_clearance')).toBe(true);
    }
    // The shipments booked in the last weeks are still on their way; the older ones all arrived.
    const active = shipments.filter((s) => s.status !== 'delivered');
    expect(active.length).toBeGreaterThan(5);
    expect(active.every((s) => NOW.getTime() - s.createdAt.getTime() < 35 * DAY)).toBe(true);
  });

  it('gives every shipment the documents it needs, completed once delivered', async () => {
    const docs = await services.orm.em
      .fork()
      .find(ComplianceDocument, { shipment: { $in: shipments.map((s) => s.id) } });
    const byShipment = new Map<number, ComplianceDocument[]>();
    for (const d of docs) byShipment.set(d.shipment.id, [...(byShipment.get(d.shipment.id) ?? []), d]);
    for (const s of shipments) {
      const mine = byShipment.get(s.id) ?? [];
      expect(mine.map((d) => d.documentType).sort(), s.trackingNumber).toEqual(
        requiredDocuments(s)
          .map((r) => r.documentType)
          .sort(),
      );
      if (s.status === 'delivered') expect(mine.every((d) => d.status === 'completed')).toBe(true);
    }
  });

  it('is late sometimes, far more often after a customs inspection, and says why', () => {
    const delivered = shipments.filter((s) => s.status === 'delivered');
    const late = (s: Shipment) => {
      const at = eventsOf(s).find((e) => e.status === 'delivered')?.occurredAt as Date;
      return !isOnTime(at, s.estimatedDelivery as Date);
    };
    const rate = (list: Shipment[]) => list.filter(late).length / list.length;
    const inspected = delivered.filter((s) => eventsOf(s).some((e) => e.reasonCode === 'customs_inspection'));
    const others = delivered.filter((s) => !inspected.includes(s));
    expect(rate(delivered)).toBeGreaterThan(0.1);
    expect(rate(delivered)).toBeLessThan(0.4);
    expect(inspected.length).toBeGreaterThan(20);
    expect(rate(inspected)).toBeGreaterThan(rate(others) + 0.2);
    const causes = new Set(delivered.flatMap((s) => eventsOf(s).map((e) => e.reasonCode)));
    for (const cause of ['weather', 'capacity', 'customs_inspection', 'mechanical']) expect(causes).toContain(cause);
  });

  it('books more in the weeks before Ramadan than in it', () => {
    const hijriMonth = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
      timeZone: 'Asia/Dubai',
      month: 'numeric',
      day: 'numeric',
    });
    const parts = (d: Date) => {
      const p = hijriMonth.formatToParts(d);
      return {
        month: Number(p.find((x) => x.type === 'month')?.value),
        day: Number(p.find((x) => x.type === 'day')?.value),
      };
    };
    const perDay = (test: (h: { month: number; day: number }) => boolean) => {
      const days = new Set<string>();
      for (let t = NOW.getTime() - 78 * 7 * DAY; t < NOW.getTime(); t += DAY) {
        if (test(parts(new Date(t)))) days.add(new Date(t + 4 * 3_600_000).toISOString().slice(0, 10));
      }
      const n = shipments.filter((s) =>
        days.has(new Date(s.createdAt.getTime() + 4 * 3_600_000).toISOString().slice(0, 10)),
      );
      return n.length / days.size;
    };
    expect(perDay((h) => h.month === 8 && h.day >= 8)).toBeGreaterThan(1.3 * perDay((h) => h.month === 9));
  });
});
