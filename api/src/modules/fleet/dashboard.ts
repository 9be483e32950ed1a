/**
 * The fleet dashboard and analytics (issue 14, `GET /api/fleet/dashboard` and `/analytics`): every figure counted
 * from the organization's rows at request time. Definitions in docs/fleet.md "Dashboard and analytics"; change them
 * together.
 */
import type { EntityManager } from '@mikro-orm/core';
import {
  FLEET_ANALYTICS_DAYS,
  FLEET_EXPIRY_WARNING_DAYS,
  FLEET_RECENT_TRIPS,
  FLEET_SERIES_DAYS,
  type FleetAlert,
  type FleetAnalytics,
  type FleetDashboard,
  type FleetInsight,
} from '@qafila/contracts';
import { Driver, type Organization, Trip, Vehicle, VehicleService } from '../../db/entities/index.ts';
import { dubaiDay, dubaiDayRange } from '../../lib/dubai-calendar.ts';
import { predictMaintenance } from './maintenance.ts';
import { legMinutes } from './route/road-model.ts';
import { meanRating, ON_TIME_GRACE_MINUTES, toTripDto } from './trips-dto.ts';

const DAY_MS = 86_400_000;
const GRACE_MS = ON_TIME_GRACE_MINUTES * 60_000;
const round1 = (n: number) => Math.round(n * 10) / 10;
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The km a completed trip counts for: the actual distance, else the planned one. */
const tripKm = (t: Trip) => Number(t.actualDistanceKm ?? t.plannedDistanceKm);

/** Minutes the road model gives the trip from its planned start over its stops in order (waits for truck bans too). */
function plannedMinutes(trip: Trip): number {
  const stops = trip.stops.getItems().sort((a, b) => a.position - b.position);
  let at = trip.plannedStart.getTime();
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1]!;
    const b = stops[i]!;
    at +=
      legMinutes(
        { lat: Number(a.lat), lon: Number(a.lon) },
        { lat: Number(b.lat), lon: Number(b.lon) },
        new Date(at),
        trip.vehicle.vehicleType,
      ) * 60_000;
  }
  return (at - trip.plannedStart.getTime()) / 60_000;
}

const SEVERITY_ORDER = { critical: 0, warning: 1 } as const;

/** Expiry alerts of one document (registration, insurance, licence): expired (critical) or within 30 days. */
function expiryAlert(
  today: string,
  expiry: string,
  what: 'registration' | 'insurance' | 'licence',
  subject: { vehicleId?: number; driverId?: number },
  name: { plate?: string; driver?: string },
): FleetAlert | undefined {
  const days = daysBetween(today, expiry);
  if (days > FLEET_EXPIRY_WARNING_DAYS) return undefined;
  const who = name.plate ? `Vehicle ${name.plate}'s ${what}` : `Driver ${name.driver}'s licence`;
  const expired = days < 0;
  return {
    kind: `${what}_${expired ? 'expired' : 'expiring'}`,
    severity: expired ? 'critical' : 'warning',
    ...subject,
    date: expiry,
    params: { ...name, expiry, days: Math.abs(days) },
    message: expired
      ? `${who} expired on ${expiry}`
      : days === 0
        ? `${who} expires today`
        : `${who} expires on ${expiry}, in ${days} day${days === 1 ? '' : 's'}`,
  };
}

/** Figures of the fleet dashboard and analytics of an organization. */
export function createFleetDashboard(options: { em: EntityManager }) {
  const { em } = options;

  /** The organization's vehicles that are not retired, with their maintenance predictions. */
  async function vehiclesWithPredictions(organization: Organization, now: Date) {
    const vehicles = await em.find(
      Vehicle,
      { organization: organization.id, status: { $ne: 'retired' } },
      { orderBy: { id: 'asc' } },
    );
    const services = vehicles.length
      ? await em.find(VehicleService, { vehicle: { $in: vehicles.map((v) => v.id) } })
      : [];
    return vehicles.map((v) => ({
      vehicle: v,
      prediction: predictMaintenance(
        {
          id: v.id,
          vehicleType: v.vehicleType,
          fuelType: v.fuelType,
          year: v.year,
          mileageKm: v.mileageKm,
          services: services.filter((s) => s.vehicle.id === v.id),
        },
        now,
      ),
    }));
  }

  /**
   * The vehicles on a trip on each Dubai day from `firstDay` to today, in one query of the trips overlapping those
   * days: a trip covers the days from its start to its completion or cancellation (now while in progress); a trip
   * never started covers none.
   */
  async function vehiclesOnTripByDay(organization: Organization, firstDay: string, now: Date) {
    const since = dubaiDayRange(firstDay).start;
    const trips = await em.find(Trip, {
      organization: organization.id,
      startedAt: { $lte: now },
      $or: [{ status: 'in_progress' }, { completedAt: { $gte: since } }, { cancelledAt: { $gte: since } }],
    });
    const today = dubaiDay(now);
    const byDay = new Map<string, Set<number>>();
    for (const t of trips) {
      const first = dubaiDay(t.startedAt!);
      const last = dubaiDay(t.completedAt ?? t.cancelledAt ?? now);
      for (let day = first < firstDay ? firstDay : first; day <= last && day <= today; day = addDays(day, 1)) {
        byDay.set(day, (byDay.get(day) ?? new Set()).add(t.vehicle.id));
      }
    }
    return byDay;
  }

  async function dashboard(organization: Organization, now: Date = new Date()): Promise<FleetDashboard> {
    const today = dubaiDay(now);
    const vehicles = await vehiclesWithPredictions(organization, now);
    const drivers = await em.find(Driver, { organization: organization.id, status: { $ne: 'retired' } });
    const open = await em.find(
      Trip,
      { organization: organization.id, status: { $in: ['planned', 'in_progress'] } },
      { populate: ['vehicle', 'driver', 'stops'] },
    );
    const { start, end } = dubaiDayRange(today);
    const completedTripsToday = await em.count(Trip, {
      organization: organization.id,
      status: 'completed',
      completedAt: { $gte: start, $lt: end },
    });

    const alerts: FleetAlert[] = [];
    const due = (p: { riskLevel: string }) => p.riskLevel === 'high' || p.riskLevel === 'overdue';
    for (const { vehicle: v, prediction: p } of vehicles) {
      const plate = v.licensePlate;
      // A vehicle already in maintenance counts as due but is not announced: it is in the workshop.
      if (v.status !== 'maintenance' && due(p)) {
        alerts.push({
          kind: 'maintenance_due',
          severity: p.riskLevel === 'overdue' ? 'critical' : 'warning',
          vehicleId: v.id,
          date: p.nextServiceDate,
          params: { plate, riskLevel: p.riskLevel, nextServiceDate: p.nextServiceDate, kmRemaining: p.kmRemaining },
          message:
            p.riskLevel === 'overdue'
              ? `Vehicle ${plate} is overdue for service (estimated due ${p.nextServiceDate})`
              : `Vehicle ${plate} is due for service by ${p.nextServiceDate} (estimate)`,
        });
      }
      for (const what of ['registration', 'insurance'] as const) {
        const expiry = what === 'registration' ? v.registrationExpiry : v.insuranceExpiry;
        const alert = expiryAlert(today, expiry, what, { vehicleId: v.id }, { plate });
        if (alert) alerts.push(alert);
      }
    }
    for (const d of drivers) {
      const alert = expiryAlert(today, d.licenseExpiry, 'licence', { driverId: d.id }, { driver: d.name });
      if (alert) alerts.push(alert);
    }
    for (const t of open) {
      const subject = { tripId: t.id, vehicleId: t.vehicle.id, driverId: t.driver.id };
      const params = { tripNumber: t.tripNumber, plate: t.vehicle.licensePlate, driver: t.driver.name };
      if (t.status === 'planned' && now.getTime() > t.plannedStart.getTime() + GRACE_MS) {
        const minutesLate = Math.floor((now.getTime() - t.plannedStart.getTime()) / 60_000);
        alerts.push({
          kind: 'trip_not_started',
          severity: 'warning',
          ...subject,
          date: t.plannedStart.toISOString(),
          params: { ...params, minutesLate },
          message: `Trip ${t.tripNumber} has not started: it was due to leave ${minutesLate} minutes ago`,
        });
      } else if (t.status === 'in_progress') {
        const dueAt = new Date(t.plannedStart.getTime() + Math.round(plannedMinutes(t)) * 60_000);
        if (now > dueAt) {
          const minutesLate = Math.floor((now.getTime() - dueAt.getTime()) / 60_000);
          alerts.push({
            kind: 'trip_overdue',
            severity: 'critical',
            ...subject,
            date: dueAt.toISOString(),
            params: { ...params, minutesLate, dueAt: dueAt.toISOString() },
            message: `Trip ${t.tripNumber} is running late: it was due at its last stop ${minutesLate} minutes ago`,
          });
        }
      }
    }
    alerts.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.date.localeCompare(b.date));

    const recent = await em.find(
      Trip,
      { organization: organization.id },
      { populate: ['vehicle', 'driver', 'stops', 'shipments'], orderBy: { id: 'desc' }, limit: FLEET_RECENT_TRIPS },
    );
    return {
      overview: {
        totalVehicles: vehicles.length,
        activeVehicles: vehicles.filter((v) => v.vehicle.status === 'active').length,
        totalDrivers: drivers.length,
        activeDrivers: drivers.filter((d) => d.status === 'active').length,
        inProgressTrips: open.filter((t) => t.status === 'in_progress').length,
        completedTripsToday,
        maintenanceDue: vehicles.filter((v) => v.vehicle.status === 'maintenance' || due(v.prediction)).length,
      },
      alerts,
      alertCount: alerts.length,
      recentTrips: recent.map((t) => {
        const dto = toTripDto(t);
        const first = dto.stops[0];
        const last = dto.stops.at(-1);
        return {
          id: dto.id,
          tripNumber: dto.tripNumber,
          status: dto.status,
          vehicle: { id: dto.vehicle.id, licensePlate: dto.vehicle.licensePlate },
          driver: dto.driver,
          startLocation: first?.place ?? '',
          startLocationAr: first?.placeAr ?? null,
          endLocation: last?.place ?? '',
          endLocationAr: last?.placeAr ?? null,
          plannedDistanceKm: dto.plannedDistanceKm,
          plannedStart: dto.plannedStart,
        };
      }),
      updatedAt: now.toISOString(),
    };
  }

  async function analytics(organization: Organization, now: Date = new Date()): Promise<FleetAnalytics> {
    const since = new Date(now.getTime() - FLEET_ANALYTICS_DAYS * DAY_MS);
    const vehicles = await em.find(
      Vehicle,
      { organization: organization.id, status: { $ne: 'retired' } },
      { orderBy: { id: 'asc' } },
    );
    const trips = await em.find(
      Trip,
      { organization: organization.id },
      { populate: ['vehicle', 'driver', 'stops'], orderBy: { id: 'asc' } },
    );
    const completed = trips.filter((t) => t.status === 'completed' && t.completedAt);
    const recent = completed.filter((t) => t.completedAt! >= since);
    const sum = (rows: Trip[]) => round1(rows.reduce((a, t) => a + tripKm(t), 0));

    // Utilization: a vehicle ran a trip in the window when one of its trips is in progress or started or completed
    // in it.
    const ran = new Set(
      trips
        .filter(
          (t) =>
            t.status === 'in_progress' ||
            (t.startedAt && t.startedAt >= since) ||
            (t.status === 'completed' && t.completedAt && t.completedAt >= since),
        )
        .map((t) => t.vehicle.id),
    );
    const used = vehicles.filter((v) => ran.has(v.id)).length;

    const today = dubaiDay(now);
    const onTrip = await vehiclesOnTripByDay(organization, addDays(today, 1 - FLEET_SERIES_DAYS), now);
    const daily = Array.from({ length: FLEET_SERIES_DAYS }, (_, i) => {
      const day = addDays(today, i - FLEET_SERIES_DAYS + 1);
      const rows = completed.filter((t) => dubaiDay(t.completedAt!) === day);
      const busy = onTrip.get(day);
      const inUse = vehicles.filter((v) => busy?.has(v.id)).length;
      // A vehicle on a trip that day existed that day, even if imported later (the API cannot start it earlier).
      const existing = vehicles.filter((v) => dubaiDay(v.createdAt) <= day || busy?.has(v.id)).length;
      return {
        day,
        completedTrips: rows.length,
        km: sum(rows),
        vehiclesInUse: inUse,
        utilizationRate: existing ? round1((100 * inUse) / existing) : 0,
      };
    });
    const distanceByVehicle = vehicles
      .map((v) => {
        const rows = recent.filter((t) => t.vehicle.id === v.id);
        return { vehicleId: v.id, licensePlate: v.licensePlate, km: sum(rows), completedTrips: rows.length };
      })
      .sort((a, b) => b.km - a.km || a.licensePlate.localeCompare(b.licensePlate));

    return {
      metrics: {
        utilizationRate: vehicles.length ? round1((100 * used) / vehicles.length) : 0,
        avgDriverRating: meanRating(recent),
        totalDistance: { last30DaysKm: sum(recent), allTimeKm: sum(completed) },
        completedTrips: recent.length,
      },
      daily,
      distanceByVehicle,
      aiInsights: insights(trips, recent, vehicles, since),
      updatedAt: now.toISOString(),
    };
  }

  return { dashboard, analytics };
}

/** The most frequent of `keys` (ties: the first in name order) with its count, or undefined without any. */
function mostFrequent(keys: string[]): [string, number] | undefined {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
}

/** The named facts of the analytics; one without data is left out. */
function insights(trips: Trip[], recent: Trip[], vehicles: Vehicle[], since: Date): FleetInsight[] {
  const out: FleetInsight[] = [];
  const window = trips.filter((t) => t.status !== 'cancelled' && t.plannedStart >= since);
  const lanes = new Map<string, { from: string; to: string }>();
  const laneKeys = window.flatMap((t) => {
    const stops = t.stops.getItems().sort((a, b) => a.position - b.position);
    const from = stops[0]?.place;
    const to = stops.at(-1)?.place;
    if (!from || !to) return [];
    const key = `${from} → ${to}`;
    lanes.set(key, { from, to });
    return [key];
  });
  const lane = mostFrequent(laneKeys);
  if (lane) {
    out.push({
      key: 'busiest_lane',
      value: lane[0],
      params: { ...lanes.get(lane[0])!, trips: lane[1] },
      howComputed:
        'The most frequent pair of first and last stop among the trips not cancelled planned to start in the last 30 days (ties: the first by name)',
    });
  }
  if (recent.length) {
    const active = vehicles.filter((v) => v.status === 'active');
    const least = active
      .map((v) => {
        const rows = recent.filter((t) => t.vehicle.id === v.id);
        return { v, km: round1(rows.reduce((a, t) => a + tripKm(t), 0)), trips: rows.length };
      })
      .sort((a, b) => a.km - b.km || a.trips - b.trips || a.v.licensePlate.localeCompare(b.v.licensePlate))[0];
    if (least) {
      out.push({
        key: 'least_utilised_vehicle',
        value: least.v.licensePlate,
        params: { vehicleId: least.v.id, plate: least.v.licensePlate, km: least.km, trips: least.trips },
        howComputed:
          'The active vehicle with the fewest km of trips completed in the last 30 days (actual distance, else planned; ties: fewer trips, then plate)',
      });
    }
    const top = mostFrequent(recent.map((t) => String(t.driver.id).padStart(12, '0')));
    const driver = top && recent.find((t) => t.driver.id === Number(top[0]))?.driver;
    if (top && driver) {
      out.push({
        key: 'top_driver',
        value: driver.name,
        params: { driverId: driver.id, name: driver.name, trips: top[1] },
        howComputed: 'The driver with the most trips completed in the last 30 days (ties: the lowest driver id)',
      });
    }
  }
  const started = trips.filter((t) => t.startedAt && t.startedAt >= since);
  if (started.length) {
    const onTime = started.filter((t) => t.startedAt!.getTime() - t.plannedStart.getTime() <= GRACE_MS).length;
    out.push({
      key: 'on_time_start_share',
      value: round1((100 * onTime) / started.length),
      params: { onTime, started: started.length },
      howComputed: `The percentage of the trips started in the last 30 days that started no later than ${ON_TIME_GRACE_MINUTES} minutes after their planned start`,
    });
  }
  return out;
}
