import type { EntityManager } from '@mikro-orm/core';
import {
  EXCEPTION_CAUSES,
  type ExceptionCause,
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_MAX_DAYS,
  INSIGHTS_TOP_CUSTOMERS,
  InsightsQuery,
  type InsightsReport,
  isOnTime,
  laneOf,
} from '@qafila/contracts';
import { Shipment, ShipmentEvent, type User } from '../../db/entities/index.ts';
import { InvalidInputError, parseInput } from '../../domain/errors.ts';
import { toCsv } from '../../lib/csv.ts';
import { dubaiDay, dubaiDayRange } from '../../lib/dubai-calendar.ts';

const DAY_MS = 86_400_000;
const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export const customerName = (u: { name?: string | null; username: string }) => u.name || u.username;

/** The Monday (Dubai calendar) of a day 'YYYY-MM-DD'. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The range asked for, or the last INSIGHTS_DEFAULT_DAYS days ending today; 400 when reversed or too long. */
export function resolveRange(now: Date, from?: string, to?: string, defaultDays = INSIGHTS_DEFAULT_DAYS) {
  const end = to ?? dubaiDay(now);
  const start = from ?? addDays(end, -(defaultDays - 1));
  if (start > end) throw new InvalidInputError('from must not be after to');
  if ((Date.parse(end) - Date.parse(start)) / DAY_MS + 1 > INSIGHTS_MAX_DAYS) {
    throw new InvalidInputError(`A range covers at most ${INSIGHTS_MAX_DAYS} days`);
  }
  return { from: start, to: end, start: dubaiDayRange(start).start, end: dubaiDayRange(end).end };
}

/** The cause of an exception event: its reason code, else 'unspecified'. */
const causeOf = (event: ShipmentEvent): ExceptionCause => event.reasonCode ?? 'unspecified';

/**
 * Business Intelligence (issue 19, docs/business-intelligence.md): the organization's figures over a range and
 * filters, computed from its shipments and their events. Scoped to the caller's organization.
 */
export function createInsightsService(options: { em: EntityManager; now?: () => Date }) {
  const now = () => options.now?.() ?? new Date();

  async function report(staff: User, raw: unknown): Promise<InsightsReport> {
    const query = parseInput(InsightsQuery, raw);
    const range = resolveRange(now(), query.from, query.to);
    const em = options.em.fork();
    const org = staff.organization.id;

    // Everything that can count: booked in the range, or with an event in the range (delivered, customs, delayed).
    const touched = await em.find(
      ShipmentEvent,
      {
        shipment: { organization: org },
        status: { $in: ['delivered', 'customs_clearance', 'delayed'] },
        occurredAt: { $gte: range.start, $lt: range.end },
      },
      { fields: ['id', 'shipment'] },
    );
    const ids = new Set(touched.map((e) => e.shipment.id));
    const all = await em.find(
      Shipment,
      {
        organization: org,
        $or: [{ createdAt: { $gte: range.start, $lt: range.end } }, { id: { $in: [...ids] } }],
      },
      { populate: ['customer'], orderBy: { id: 'asc' } },
    );
    const options_ = {
      lanes: [...new Set(all.map(laneOf))].sort(),
      services: [...new Set(all.map((s) => s.service))].sort(),
      customers: [
        ...new Map(all.map((s) => [s.customer.id, { id: s.customer.id, name: customerName(s.customer) }])).values(),
      ].sort((a, b) => a.name.localeCompare(b.name)),
    };
    const shipments = all.filter(
      (s) =>
        (!query.lane || laneOf(s) === query.lane) &&
        (!query.service || s.service === query.service) &&
        (!query.customerId || s.customer.id === query.customerId),
    );
    const events = shipments.length
      ? await em.find(
          ShipmentEvent,
          { shipment: { $in: shipments.map((s) => s.id) } },
          {
            orderBy: { occurredAt: 'asc', id: 'asc' },
          },
        )
      : [];
    const byShipment = new Map<number, ShipmentEvent[]>();
    for (const e of events) byShipment.set(e.shipment.id, [...(byShipment.get(e.shipment.id) ?? []), e]);
    const inRange = (at: Date) => at >= range.start && at < range.end;

    // Booked in the range: volume, declared value, customers.
    const booked = shipments.filter((s) => inRange(s.createdAt));
    const weeks = new Map<string, { shipments: number; declaredValueAed: number }>();
    for (let w = weekOf(range.from); w <= range.to; w = addDays(w, 7))
      weeks.set(w, { shipments: 0, declaredValueAed: 0 });
    const customers = new Map<number, { id: number; name: string; shipments: number; declaredValueAed: number }>();
    for (const s of booked) {
      const week = weeks.get(weekOf(dubaiDay(s.createdAt)))!;
      week.shipments += 1;
      week.declaredValueAed += Number(s.declaredValueAed);
      const c = customers.get(s.customer.id) ?? {
        id: s.customer.id,
        name: customerName(s.customer),
        shipments: 0,
        declaredValueAed: 0,
      };
      c.shipments += 1;
      c.declaredValueAed += Number(s.declaredValueAed);
      customers.set(c.id, c);
    }

    // Delivered in the range: on time, transit.
    const transit = new Map<
      string,
      { lane: string; service: string; days: number[]; withEstimate: number; onTime: number }
    >();
    const transitDays: number[] = [];
    let withEstimate = 0;
    let onTime = 0;
    const dwell: number[] = [];
    const causes = new Map<ExceptionCause, number>();
    for (const s of shipments) {
      const list = byShipment.get(s.id) ?? [];
      const delivered = list.find((e) => e.status === 'delivered');
      if (delivered && inRange(delivered.occurredAt)) {
        // Booked at its creation, or at its first event when that is earlier (shipments entered after they moved).
        const bookedAt = Math.min(s.createdAt.getTime(), list[0]?.occurredAt.getTime() ?? Number.POSITIVE_INFINITY);
        const days = Math.max(0, (delivered.occurredAt.getTime() - bookedAt) / DAY_MS);
        const key = `${laneOf(s)}\u0000${s.service}`;
        const row = transit.get(key) ?? { lane: laneOf(s), service: s.service, days: [], withEstimate: 0, onTime: 0 };
        row.days.push(days);
        transitDays.push(days);
        if (s.estimatedDelivery) {
          const ok = isOnTime(delivered.occurredAt, s.estimatedDelivery);
          row.withEstimate += 1;
          withEstimate += 1;
          if (ok) {
            row.onTime += 1;
            onTime += 1;
          }
        }
        transit.set(key, row);
      }
      list.forEach((e, i) => {
        if (!inRange(e.occurredAt)) return;
        const cause = causeOf(e);
        if (e.status === 'customs_clearance') {
          const next = list[i + 1];
          if (next) dwell.push((next.occurredAt.getTime() - e.occurredAt.getTime()) / 3_600_000);
        }
        if (e.status === 'delayed' || (e.status === 'customs_clearance' && cause !== 'unspecified')) {
          causes.set(cause, (causes.get(cause) ?? 0) + 1);
        }
      });
    }

    const exceptions = [...causes.values()].reduce((a, b) => a + b, 0);
    const avgTransit = mean(transitDays);
    const avgDwell = mean(dwell);
    return {
      from: range.from,
      to: range.to,
      filters: { lane: query.lane ?? null, service: query.service ?? null, customerId: query.customerId ?? null },
      options: options_,
      totals: {
        booked: booked.length,
        declaredValueAed: round2(booked.reduce((sum, s) => sum + Number(s.declaredValueAed), 0)),
        delivered: transitDays.length,
        withEstimate,
        onTime,
        onTimeRate: withEstimate ? round1((onTime / withEstimate) * 100) : null,
        avgTransitDays: avgTransit === null ? null : round1(avgTransit),
        avgCustomsDwellHours: avgDwell === null ? null : round1(avgDwell),
        customsStops: dwell.length,
        exceptions,
      },
      volumeByWeek: [...weeks].map(([week, v]) => ({ week, ...v, declaredValueAed: round2(v.declaredValueAed) })),
      transit: [...transit.values()]
        .map((r) => ({
          lane: r.lane,
          service: r.service,
          delivered: r.days.length,
          withEstimate: r.withEstimate,
          onTime: r.onTime,
          avgTransitDays: round1(mean(r.days) ?? 0),
        }))
        .sort(
          (a, b) => b.delivered - a.delivered || a.lane.localeCompare(b.lane) || a.service.localeCompare(b.service),
        ),
      exceptionsByCause: EXCEPTION_CAUSES.filter((c) => causes.has(c)).map((cause) => ({
        cause,
        count: causes.get(cause)!,
      })),
      topCustomers: [...customers.values()]
        .sort((a, b) => b.shipments - a.shipments || b.declaredValueAed - a.declaredValueAed || a.id - b.id)
        .slice(0, INSIGHTS_TOP_CUSTOMERS)
        .map((c) => ({ ...c, declaredValueAed: round2(c.declaredValueAed) })),
      generatedAt: now().toISOString(),
    };
  }

  return {
    report,
    /** The report as CSV sections (formula-safe cells through the product's one CSV writer). */
    async csv(staff: User, raw: unknown): Promise<string> {
      const r = await report(staff, raw);
      const t = r.totals;
      return toCsv([
        ['Qafila business intelligence', r.from, r.to],
        ['Lane', r.filters.lane ?? 'All'],
        ['Service', r.filters.service ?? 'All'],
        ['Customer', r.options.customers.find((c) => c.id === r.filters.customerId)?.name ?? 'All'],
        [],
        ['Booked', t.booked],
        ['Declared value (AED)', t.declaredValueAed],
        ['Delivered', t.delivered],
        ['On time', t.onTime],
        ['With an estimated delivery', t.withEstimate],
        ['On-time rate (%)', t.onTimeRate],
        ['Average transit (days)', t.avgTransitDays],
        ['Average customs dwell (hours)', t.avgCustomsDwellHours],
        ['Exceptions', t.exceptions],
        [],
        ['Week', 'Shipments booked', 'Declared value (AED)'],
        ...r.volumeByWeek.map((w) => [w.week, w.shipments, w.declaredValueAed]),
        [],
        ['Lane', 'Service', 'Delivered', 'With an estimated delivery', 'On time', 'Average transit (days)'],
        ...r.transit.map((x) => [x.lane, x.service, x.delivered, x.withEstimate, x.onTime, x.avgTransitDays]),
        [],
        ['Exception cause', 'Events'],
        ...r.exceptionsByCause.map((x) => [x.cause, x.count]),
        [],
        ['Customer', 'Shipments booked', 'Declared value (AED)'],
        ...r.topCustomers.map((c) => [c.name, c.shipments, c.declaredValueAed]),
      ]);
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
