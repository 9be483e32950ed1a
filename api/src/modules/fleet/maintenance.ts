/**
 * Maintenance prediction (issue 14, `POST /api/fleet/maintenance/predict/{id}`): an explainable estimate of the next
 * service from the vehicle's own data. The model and its tables are documented in docs/estimates.md ("Maintenance
 * prediction"); change them together.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { MaintenancePrediction, MaintenanceReason, Vehicle, VehicleServiceRecord } from '@qafila/contracts';
import { type Organization, VehicleService } from '../../db/entities/index.ts';
import { ConflictError } from '../../domain/errors.ts';
import { dubaiDay } from '../../lib/dubai-calendar.ts';
import { findVehicle } from './rules.ts';

type VehicleType = Vehicle['vehicleType'];
type FuelType = Vehicle['fuelType'];
type VehicleServiceKind = VehicleServiceRecord['kind'];

interface Interval {
  km: number;
  months: number;
}

/** One interval for the combustion fuels (with those that differ) and the electric one. */
const byFuel = (
  combustion: Interval,
  electric: Interval,
  others: Partial<Record<Exclude<FuelType, 'electric'>, Interval>> = {},
): Record<FuelType, Interval> => ({
  diesel: combustion,
  petrol: combustion,
  hybrid: combustion,
  cng: combustion,
  ...others,
  electric,
});
const LIGHT_VEHICLE = byFuel(
  { km: 10_000, months: 6 },
  { km: 25_000, months: 12 },
  { hybrid: { km: 15_000, months: 12 } },
);
/**
 * Service intervals by vehicle type and fuel: defaults from common manufacturer schedules for the Gulf (the
 * "severe conditions" schedules of the makes sold in the UAE), adjustable here.
 */
const SERVICE_INTERVALS: Record<VehicleType, Record<FuelType, Interval>> = {
  van: LIGHT_VEHICLE,
  light_truck: LIGHT_VEHICLE,
  heavy_truck: byFuel(
    { km: 15_000, months: 6 },
    { km: 30_000, months: 12 },
    { diesel: { km: 20_000, months: 6 }, hybrid: { km: 20_000, months: 6 } },
  ),
  reefer: byFuel({ km: 15_000, months: 6 }, { km: 25_000, months: 12 }),
  motorbike: byFuel({ km: 5_000, months: 6 }, { km: 10_000, months: 12 }),
};

/** Km a day when the history has fewer than two dated readings: typical UAE delivery use per type. */
const DEFAULT_DAILY_KM: Record<VehicleType, number> = {
  van: 150,
  light_truck: 200,
  heavy_truck: 350,
  reefer: 250,
  motorbike: 120,
};

/**
 * Gulf summer (June–September in the UAE): each month of it since the last service shortens the interval by this
 * share (engine oil, batteries, tyres, and the refrigeration unit of a reefer, which runs hardest), up to one whole
 * summer's worth (4 months).
 */
const HEAT_SHORTENING_PER_MONTH: Record<VehicleType, number> = {
  van: 0.05,
  light_truck: 0.05,
  heavy_truck: 0.05,
  reefer: 0.075,
  motorbike: 0.05,
};
const HEAT_MONTHS_CAP = 4;
const SUMMER_MONTHS = new Set([6, 7, 8, 9]);
/** June–September has 122 days: a whole summer counts exactly 4 months. */
const DAYS_PER_SUMMER_MONTH = 30.5;

/** Beyond this age (years) each further year shortens the interval by AGE_SHORTENING_PER_YEAR, up to AGE_SHORTENING_MAX. */
const AGE_FREE_YEARS = 5;
const AGE_SHORTENING_PER_YEAR = 0.02;
const AGE_SHORTENING_MAX = 0.2;

/** Share of the interval used at which the risk becomes medium, high and overdue. */
export const RISK_THRESHOLDS = { medium: 0.75, high: 0.9, overdue: 1 } as const;

/** Services that restart the interval; tyres, brakes, repairs, inspections and A/C work do not. */
const INTERVAL_KINDS: ReadonlySet<VehicleServiceKind> = new Set(['scheduled', 'oil_change']);

const DAY_MS = 86_400_000;
const DAYS_PER_MONTH = 365.25 / 12;

const MAINTENANCE_METHOD =
  'Default service interval by vehicle type and fuel, shortened for the months of Gulf summer heat since the last ' +
  'service and for age; the next service falls when the km (at the daily km rate) or the time runs out, whichever ' +
  'comes first; risk from the share of the interval used (docs/estimates.md, "Maintenance prediction")';

export interface MaintenanceInput {
  id: number;
  vehicleType: VehicleType;
  fuelType: FuelType;
  year: number;
  mileageKm: number;
  /** The service history in any order. */
  services: readonly { date: string; odometerKm: number; kind: VehicleServiceKind }[];
}

/** Days from one calendar day ('YYYY-MM-DD') to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Days of June–September after `from` up to and including `to` (calendar days). */
export function summerDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let t = Date.parse(from) + DAY_MS, end = Date.parse(to); t <= end; t += DAY_MS) {
    if (SUMMER_MONTHS.has(new Date(t).getUTCMonth() + 1)) count += 1;
  }
  return count;
}

/** The risk level for the share of the interval used (by km or by time, whichever is further). */
export function riskLevelFor(used: number): MaintenancePrediction['riskLevel'] {
  if (used >= RISK_THRESHOLDS.overdue) return 'overdue';
  if (used >= RISK_THRESHOLDS.high) return 'high';
  if (used >= RISK_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/** Weights rounded to 3 decimals that still sum to exactly 1: the rounding left over goes to the largest. */
function normalise(shares: number[]): number[] {
  const total = shares.reduce((a, b) => a + b, 0);
  const rounded = shares.map((s) => Math.round((s / total) * 1000) / 1000);
  const largest = rounded.indexOf(Math.max(...rounded));
  rounded[largest] = Math.round((1 - rounded.reduce((a, b, i) => (i === largest ? a : a + b), 0)) * 1000) / 1000;
  return rounded;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** The prediction for a vehicle at `now` (pure: everything it reads is in its arguments). */
export function predictMaintenance(vehicle: MaintenanceInput, now: Date = new Date()): MaintenancePrediction {
  const today = dubaiDay(now);
  const history = [...vehicle.services].sort((a, b) => a.date.localeCompare(b.date) || a.odometerKm - b.odometerKm);
  const last = history.filter((s) => INTERVAL_KINDS.has(s.kind)).at(-1) ?? null;
  // Without a service, km count from 0 and time from 1 January of the model year (or today for next year's model).
  const sinceDay = last?.date ?? ([`${vehicle.year}-01-01`, today].sort()[0] as string);
  const sinceKm = last?.odometerKm ?? 0;
  const kmSince = Math.max(0, vehicle.mileageKm - sinceKm);
  const daysSince = Math.max(0, daysBetween(sinceDay, today));

  const base = SERVICE_INTERVALS[vehicle.vehicleType][vehicle.fuelType];
  const heatMonths = summerDaysBetween(sinceDay, today) / DAYS_PER_SUMMER_MONTH;
  const heatShortening = HEAT_SHORTENING_PER_MONTH[vehicle.vehicleType] * Math.min(heatMonths, HEAT_MONTHS_CAP);
  const ageYears = Math.max(0, Number(today.slice(0, 4)) - vehicle.year);
  const ageShortening = Math.min(AGE_SHORTENING_MAX, AGE_SHORTENING_PER_YEAR * Math.max(0, ageYears - AGE_FREE_YEARS));
  const factor = (1 - heatShortening) * (1 - ageShortening);
  const effectiveKm = Math.round(base.km * factor);
  const effectiveDays = Math.round(base.months * DAYS_PER_MONTH * factor);

  // The daily rate from the first and the last dated odometer reading of the history, when they show progress.
  const first = history[0];
  const latest = history.at(-1);
  const span = first && latest ? daysBetween(first.date, latest.date) : 0;
  const measured = first && latest && span > 0 && latest.odometerKm > first.odometerKm;
  const dailyKm = measured
    ? Math.round(((latest.odometerKm - first.odometerKm) / span) * 10) / 10
    : DEFAULT_DAILY_KM[vehicle.vehicleType];

  const nextServiceKm = sinceKm + effectiveKm;
  const kmRemaining = nextServiceKm - vehicle.mileageKm;
  const daysByTime = effectiveDays - daysSince;
  // Past the km, the days are negative: how long ago the km ran out at the daily rate.
  const daysByKm = Math.floor(kmRemaining / dailyKm);
  const daysRemaining = Math.min(daysByTime, daysByKm);
  const byKm = daysByKm <= daysByTime;

  const usedKm = kmSince / effectiveKm;
  const usedTime = daysSince / effectiveDays;
  const used = Math.max(usedKm, usedTime);
  const riskLevel = riskLevelFor(used);

  // The used share splits additively: the plain share of the default interval, then what the heat and the age add
  // by shortening it (used = u0 + u0·(1/h − 1) + u0/h·(1/a − 1) with h, a the heat and age factors).
  const kmLeads = usedKm >= usedTime;
  const u0 = kmLeads ? kmSince / base.km : daysSince / (base.months * DAYS_PER_MONTH);
  const heatPart = u0 * (1 / (1 - heatShortening) - 1);
  const agePart = (u0 / (1 - heatShortening)) * (1 / (1 - ageShortening) - 1);
  const shares = used > 0 ? [kmLeads ? u0 : 0, kmLeads ? 0 : u0, heatPart, agePart, 0] : [1, 0, 0, 0, 0];
  const [wKm, wTime, wHeat, wAge, wRate] = normalise(shares) as [number, number, number, number, number];

  const reasons: MaintenanceReason[] = [
    {
      factor: 'km_since_service',
      value: kmSince,
      unit: 'km',
      weight: wKm,
      basis: last ? 'last_service' : 'no_history',
      effect: last
        ? `${kmSince} km since the ${last.kind.replace('_', ' ')} service of ${last.date} at ${last.odometerKm} km: ${percent(usedKm)} of the ${effectiveKm} km interval`
        : `No service in the history: ${kmSince} km counted from 0 km, ${percent(usedKm)} of the ${effectiveKm} km interval`,
    },
    {
      factor: 'time_since_service',
      value: daysSince,
      unit: 'days',
      weight: wTime,
      effect: last
        ? `${daysSince} days since the service of ${last.date}: ${percent(usedTime)} of the ${effectiveDays}-day interval`
        : `${daysSince} days since ${sinceDay} (no service recorded; counted from the model year): ${percent(usedTime)} of the ${effectiveDays}-day interval`,
    },
    {
      factor: 'summer_heat',
      value: Math.round(heatMonths * 10) / 10,
      unit: 'months',
      weight: wHeat,
      effect: heatShortening
        ? `Gulf summer heat (June–September) since ${sinceDay} shortens the interval by ${percent(heatShortening)}`
        : `No Gulf summer months (June–September) since ${sinceDay}: the interval is not shortened for heat`,
    },
    {
      factor: 'vehicle_age',
      value: ageYears,
      unit: 'years',
      weight: wAge,
      effect: ageShortening
        ? `${ageYears} years old (model year ${vehicle.year}): the interval is ${percent(ageShortening)} shorter`
        : `${ageYears} years old (model year ${vehicle.year}): no shortening up to ${AGE_FREE_YEARS} years`,
    },
    {
      factor: 'daily_km',
      value: dailyKm,
      unit: 'km_per_day',
      weight: wRate,
      basis: measured ? 'odometer_readings' : 'type_default',
      effect: `${
        measured
          ? `${dailyKm} km a day from the odometer readings of ${first.date} and ${latest.date}`
          : `${dailyKm} km a day, the default for a ${vehicle.vehicleType.replace('_', ' ')} (fewer than two dated readings in the history)`
      }: dates the next service${byKm ? ' (the km run out before the time)' : ''}, not the risk`,
    },
  ];

  return {
    vehicleId: vehicle.id,
    lastService: last ? { date: last.date, odometerKm: last.odometerKm } : null,
    interval: { km: base.km, months: base.months, effectiveKm, effectiveDays },
    dailyKm,
    nextServiceDate: addDays(today, daysRemaining),
    nextServiceKm,
    daysRemaining,
    kmRemaining,
    riskLevel,
    reasons,
    estimate: true,
    method: MAINTENANCE_METHOD,
    computedAt: `${new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 19)}+04:00`,
  };
}

/** The organization's vehicle's prediction: 404 for another organization's, 409 for a retired one. Stores nothing. */
export async function predictVehicleMaintenance(
  em: EntityManager,
  organization: Organization,
  id: number,
  now: Date = new Date(),
): Promise<MaintenancePrediction> {
  const vehicle = await findVehicle(em, organization, id);
  if (vehicle.status === 'retired') {
    throw new ConflictError(`Vehicle #${vehicle.id} is retired: it has no next service to predict`);
  }
  const services = await em.find(VehicleService, { vehicle: vehicle.id });
  return predictMaintenance(
    {
      id: vehicle.id,
      vehicleType: vehicle.vehicleType,
      fuelType: vehicle.fuelType,
      year: vehicle.year,
      mileageKm: vehicle.mileageKm,
      services,
    },
    now,
  );
}
