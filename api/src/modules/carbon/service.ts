import type { EntityManager } from '@mikro-orm/core';
import {
  CarbonQuery,
  type CarbonReport,
  type CarbonShipmentRow,
  laneOf,
  TRANSPORT_MODES,
  vehicleFactor,
} from '@qafila/contracts';
import { Shipment, ShipmentEvent, Trip, type User } from '../../db/entities/index.ts';
import { parseInput } from '../../domain/errors.ts';
import { toCsv } from '../../lib/csv.ts';
import { dubaiDay } from '../../lib/dubai-calendar.ts';
import { customerName, resolveRange } from '../insights/service.ts';
import { allocateTrip, laneEmissions, modalSavingKg, stopOrderKm } from './model.ts';

/** The Carbon section's default range: the last twelve months (365 days ending today, Asia/Dubai). */
export const CARBON_DEFAULT_DAYS = 365;
const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

type Group = { shipments: number; tonneKm: number; kgCo2e: number };
function add<K>(map: Map<K, Group>, key: K, row: CarbonShipmentRow) {
  const g = map.get(key) ?? { shipments: 0, tonneKm: 0, kgCo2e: 0 };
  g.shipments += 1;
  g.tonneKm += row.tonneKm;
  g.kgCo2e += row.kgCo2e;
  map.set(key, g);
}
const rounded = (g: Group) => ({ shipments: g.shipments, tonneKm: r1(g.tonneKm), kgCo2e: r1(g.kgCo2e) });

/**
 * Carbon Footprint Tracking (issue 19, docs/carbon.md): estimated emissions of the organization's shipments delivered
 * in a range and its trips completed in it. A shipment carried on a completed trip takes its share of the trip (road,
 * the vehicle's factor, the trip's km); the others the lane model (mode from the service). Every figure an estimate.
 */
export function createCarbonService(options: { em: EntityManager; now?: () => Date }) {
  const now = () => options.now?.() ?? new Date();

  async function report(staff: User, raw: unknown): Promise<CarbonReport> {
    const query = parseInput(CarbonQuery, raw);
    const range = resolveRange(now(), query.from, query.to, CARBON_DEFAULT_DAYS);
    const em = options.em.fork();
    const org = staff.organization.id;

    const deliveries = await em.find(
      ShipmentEvent,
      { shipment: { organization: org }, status: 'delivered', occurredAt: { $gte: range.start, $lt: range.end } },
      { orderBy: { occurredAt: 'asc', id: 'asc' } },
    );
    const deliveredAt = new Map<number, Date>();
    for (const e of deliveries) if (!deliveredAt.has(e.shipment.id)) deliveredAt.set(e.shipment.id, e.occurredAt);
    const shipments = deliveredAt.size
      ? await em.find(
          Shipment,
          { organization: org, id: { $in: [...deliveredAt.keys()] } },
          { populate: ['customer'], orderBy: { id: 'asc' } },
        )
      : [];

    const trips = await em.find(
      Trip,
      { organization: org, status: 'completed', completedAt: { $gte: range.start, $lt: range.end } },
      { populate: ['vehicle', 'stops', 'shipments'], orderBy: { completedAt: 'asc', id: 'asc' } },
    );
    const onTrip = new Map<number, { km: number; factor: number }>();
    const tripRows: CarbonReport['trips'] = [];
    for (const trip of trips) {
      const km = Number(trip.actualDistanceKm ?? trip.plannedDistanceKm);
      const factor = vehicleFactor(trip.vehicle.vehicleType, trip.vehicle.fuelType);
      const carried = trip.shipments.getItems();
      const loadKg = carried.reduce((sum, s) => sum + Number(s.weightKg), 0);
      const kgCo2e = allocateTrip(km, factor, [loadKg])[0]!;
      for (const s of carried) if (!onTrip.has(s.id)) onTrip.set(s.id, { km, factor });
      const order = stopOrderKm(trip.stops.getItems().map((s) => ({ lat: Number(s.lat), lon: Number(s.lon) })));
      const savingKm = Math.max(0, order.planned - order.optimised);
      tripRows.push({
        id: trip.id,
        tripNumber: trip.tripNumber,
        completedOn: dubaiDay(trip.completedAt ?? now()),
        vehicle: trip.vehicle.licensePlate,
        vehicleType: trip.vehicle.vehicleType,
        fuelType: trip.vehicle.fuelType,
        km: r1(km),
        loadKg: r1(loadKg),
        factor: r3(factor),
        kgCo2e: r1(kgCo2e),
        optimisedSavingKm: r1(savingKm),
        optimisedSavingKg: r1((loadKg / 1000) * savingKm * factor),
      });
    }

    const rows: CarbonShipmentRow[] = shipments.map((s) => {
      const weightKg = Number(s.weightKg);
      const trip = onTrip.get(s.id);
      const lane = laneEmissions({ service: s.service, origin: s.origin, destination: s.destination, weightKg });
      const mode = trip ? 'road' : lane.mode;
      const km = trip ? trip.km : lane.km;
      const factor = trip ? trip.factor : lane.factor;
      const tonneKm = (weightKg / 1000) * km;
      return {
        id: s.id,
        trackingNumber: s.trackingNumber,
        deliveredOn: dubaiDay(deliveredAt.get(s.id)!),
        customerId: s.customer.id,
        customerName: customerName(s.customer),
        lane: laneOf(s),
        mode,
        basis: trip ? 'trip' : 'lane',
        weightKg,
        km: r1(km),
        factor: r3(factor),
        tonneKm: r3(tonneKm),
        kgCo2e: r3(tonneKm * factor),
      };
    });

    const byMode = new Map<(typeof TRANSPORT_MODES)[number], Group>();
    const byMonth = new Map<string, Group>();
    const byLane = new Map<string, Group>();
    const byCustomer = new Map<number, Group>();
    const names = new Map<number, string>();
    for (const row of rows) {
      add(byMode, row.mode, row);
      add(byMonth, row.deliveredOn.slice(0, 7), row);
      add(byLane, row.lane, row);
      add(byCustomer, row.customerId, row);
      names.set(row.customerId, row.customerName);
    }
    const tonneKm = rows.reduce((sum, r) => sum + r.tonneKm, 0);
    const kgCo2e = rows.reduce((sum, r) => sum + r.kgCo2e, 0);
    const byKg = (a: Group, b: Group) => b.kgCo2e - a.kgCo2e;
    return {
      from: range.from,
      to: range.to,
      totals: {
        shipments: rows.length,
        tonneKm: r1(tonneKm),
        kgCo2e: r1(kgCo2e),
        intensityG: tonneKm > 0 ? r1((kgCo2e / tonneKm) * 1000) : null,
      },
      byMode: TRANSPORT_MODES.filter((m) => byMode.has(m)).map((mode) => ({ mode, ...rounded(byMode.get(mode)!) })),
      byMonth: [...byMonth].sort(([a], [b]) => a.localeCompare(b)).map(([month, g]) => ({ month, ...rounded(g) })),
      byLane: [...byLane].sort(([, a], [, b]) => byKg(a, b)).map(([lane, g]) => ({ lane, ...rounded(g) })),
      byCustomer: [...byCustomer]
        .sort(([, a], [, b]) => byKg(a, b))
        .map(([customerId, g]) => ({ customerId, name: names.get(customerId)!, ...rounded(g) })),
      trips: tripRows,
      routeSavingKg: r1(tripRows.reduce((sum, t) => sum + t.optimisedSavingKg, 0)),
      modalSavingKg: r1(
        shipments.reduce(
          (sum, s) =>
            sum +
            modalSavingKg({
              service: s.service,
              origin: s.origin,
              destination: s.destination,
              weightKg: Number(s.weightKg),
            }),
          0,
        ),
      ),
      shipments: rows,
      generatedAt: now().toISOString(),
    };
  }

  return {
    report,
    /** The per-customer report (or every customer's shipments) as CSV, one row per delivered shipment. */
    async csv(staff: User, raw: unknown): Promise<string> {
      const r = await report(staff, raw);
      const customerId = parseInput(CarbonQuery, raw).customerId;
      const rows = customerId ? r.shipments.filter((s) => s.customerId === customerId) : r.shipments;
      return toCsv([
        ['Qafila carbon footprint (estimate)', r.from, r.to],
        [],
        [
          'Tracking number',
          'Delivered on',
          'Customer',
          'Lane',
          'Mode',
          'Basis',
          'Weight (kg)',
          'Distance (km)',
          'Factor (kg CO2e/t-km)',
          'Tonne-km',
          'kg CO2e',
        ],
        ...rows.map((s) => [
          s.trackingNumber,
          s.deliveredOn,
          s.customerName,
          s.lane,
          s.mode,
          s.basis,
          s.weightKg,
          s.km,
          s.factor,
          s.tonneKm,
          s.kgCo2e,
        ]),
        [],
        [
          'Total',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          r3(rows.reduce((a, s) => a + s.tonneKm, 0)),
          r3(rows.reduce((a, s) => a + s.kgCo2e, 0)),
        ],
      ]);
    },
  };
}
export type CarbonService = ReturnType<typeof createCarbonService>;
