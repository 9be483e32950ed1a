// Road distance and driving time between UAE places: a documented estimate (docs/estimates.md, "Route
// optimiser"), not a routing engine. Pure: no I/O; all clock times in Asia/Dubai (UTC+4, no daylight saving).
//
// Distance: the great-circle (haversine) distance times a detour factor for the pair of road regions the two ends
// lie in (gazetteer-data.ts), plus each end's `accessKm` (a port's causeway, an airport's cargo gate). The factors
// are calibrated by hand on well-known road distances between city centres (Dubai–Abu Dhabi ≈ 140 km, Dubai–Al
// Ain ≈ 130, Dubai–Fujairah ≈ 120–130, Abu Dhabi–Ruwais ≈ 240, Dubai–Ras Al Khaimah ≈ 110): see ROAD_FACTORS.
//
// Time: each leg is driven at an urban speed for its first URBAN_KM and a highway speed beyond, by vehicle type,
// divided by the congestion of the time of day in the regions of its two ends (Dubai's profile for Dubai and the
// northern emirates, Abu Dhabi's for the capital and Al Ain, free flow elsewhere). A heavy vehicle never drives in
// a region under a truck ban: it waits at the start of the leg until the leg can leave and arrive outside the
// windows (TRUCK_BANS, configurable).

import type { VEHICLE_TYPES } from '@qafila/contracts';
import { dubaiClock, estimateTraffic, greatCircleKm } from '../../dashboard/environment.ts';
import { nearestPlace } from './gazetteer.ts';
import type { Region } from './gazetteer-data.ts';

/** A point a leg starts or ends at; without a region, the region of the nearest gazetteer place. */
export interface RoadPoint {
  lat: number;
  lon: number;
  region?: Region;
  accessKm?: number;
}

/** The fleet's vehicle types (@qafila/contracts). */
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** The name of this model in responses (`method`). */
export const ROAD_MODEL_METHOD = 'great-circle × regional detour factor, time-of-day speeds, peak truck bans (v1)';

const SAME_REGION: Record<Region, number> = {
  // Urban grids, creek and channel crossings, one-way systems and interchanges.
  dubai: 1.25,
  abu_dhabi: 1.25,
  sharjah: 1.25,
  ajman: 1.25,
  umm_al_quwain: 1.25,
  ras_al_khaimah: 1.25,
  al_ain: 1.25,
  // Long straight desert and coastal roads, but the coast road bends round the Khor al Bazm bays.
  al_dhafra: 1.2,
  // The coast road between the mountains and the sea: Fujairah–Dibba ≈ 65 km for 52 km straight.
  east_coast: 1.25,
  // Wadis and mountain roads.
  hatta: 1.3,
};

/**
 * Detour factors between two regions, either order. Rationale, from road distances between centres:
 * - The E11 / E311 / E611 corridor along the west coast is nearly straight: Dubai–Abu Dhabi 123 km straight,
 *   ≈ 140 by road (1.2); Dubai–Ras Al Khaimah 94 km straight, ≈ 110 (1.2); the E66 to Al Ain is straighter still
 *   (121 km straight, ≈ 130–135 by road: 1.12); Abu Dhabi–Al Ain on the E22, 141 km straight, ≈ 160 (1.15).
 * - Abu Dhabi to Al Dhafra: the E11 leaves the island eastwards and follows the bays: Abu Dhabi–Ruwais 171 km
 *   straight, ≈ 240 by road (1.35).
 * - Across the Hajar mountains to the east coast the roads go through a few passes (Masafi, the Al Dhaid–Khor
 *   Fakkan tunnels, the E84): 1.2 from Dubai, Sharjah and Ajman (Dubai–Fujairah 107 km straight, ≈ 125), more
 *   where the straight line runs along the range: Ras Al Khaimah (1.4, via Masafi), Al Ain (1.6, round by Al
 *   Madam and Al Dhaid) and Hatta (1.6).
 * - Short hops between neighbouring cities (Dubai–Sharjah, Sharjah–Ajman) cross congested urban fringes: 1.3.
 * Pairs not listed: 1.25.
 */
const ROAD_FACTORS: readonly [Region, Region, number][] = [
  ['dubai', 'abu_dhabi', 1.2],
  ['dubai', 'al_ain', 1.12],
  ['dubai', 'al_dhafra', 1.25],
  ['dubai', 'hatta', 1.3],
  ['dubai', 'sharjah', 1.3],
  ['dubai', 'ajman', 1.25],
  ['dubai', 'umm_al_quwain', 1.2],
  ['dubai', 'ras_al_khaimah', 1.2],
  ['dubai', 'east_coast', 1.2],
  ['abu_dhabi', 'al_ain', 1.15],
  ['abu_dhabi', 'al_dhafra', 1.35],
  ['abu_dhabi', 'hatta', 1.3],
  ['abu_dhabi', 'sharjah', 1.2],
  ['abu_dhabi', 'ajman', 1.2],
  ['abu_dhabi', 'umm_al_quwain', 1.2],
  ['abu_dhabi', 'ras_al_khaimah', 1.2],
  ['abu_dhabi', 'east_coast', 1.3],
  ['al_ain', 'al_dhafra', 1.2],
  ['al_ain', 'hatta', 1.5],
  ['al_ain', 'sharjah', 1.2],
  ['al_ain', 'ajman', 1.2],
  ['al_ain', 'umm_al_quwain', 1.2],
  ['al_ain', 'ras_al_khaimah', 1.2],
  ['al_ain', 'east_coast', 1.6],
  ['al_dhafra', 'east_coast', 1.3],
  ['hatta', 'sharjah', 1.3],
  ['hatta', 'ajman', 1.3],
  ['hatta', 'umm_al_quwain', 1.3],
  ['hatta', 'ras_al_khaimah', 1.3],
  ['hatta', 'east_coast', 1.6],
  ['sharjah', 'ajman', 1.3],
  ['sharjah', 'umm_al_quwain', 1.25],
  ['sharjah', 'ras_al_khaimah', 1.2],
  ['sharjah', 'east_coast', 1.2],
  ['ajman', 'umm_al_quwain', 1.25],
  ['ajman', 'ras_al_khaimah', 1.2],
  ['ajman', 'east_coast', 1.2],
  ['umm_al_quwain', 'ras_al_khaimah', 1.2],
  ['umm_al_quwain', 'east_coast', 1.3],
  ['ras_al_khaimah', 'east_coast', 1.4],
];
const DEFAULT_FACTOR = 1.25;
const FACTORS = new Map<string, number>();
for (const [a, b, f] of ROAD_FACTORS) {
  FACTORS.set(`${a}|${b}`, f);
  FACTORS.set(`${b}|${a}`, f);
}

const regionOf = (p: RoadPoint): Region => p.region ?? nearestPlace(p.lat, p.lon).region;

/** The detour factor between two regions (symmetric). */
function detourFactor(a: Region, b: Region): number {
  return a === b ? SAME_REGION[a] : (FACTORS.get(`${a}|${b}`) ?? DEFAULT_FACTOR);
}

/** Estimated road distance in km; 0 between a point and itself. Symmetric. */
export function roadKm(a: RoadPoint, b: RoadPoint): number {
  const straight = greatCircleKm(a, b);
  if (straight === 0) return 0;
  return straight * detourFactor(regionOf(a), regionOf(b)) + (a.accessKm ?? 0) + (b.accessKm ?? 0);
}

// ── Time ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The first and last kilometres of a leg are driven in town. */
const URBAN_KM = 10;

/**
 * Free-flow average speeds (km/h) in town and on the highway. Heavy vehicles are limited to 80 km/h on UAE
 * highways (speed limiters on trucks over 3.5 t, federal rule since 2015); averages sit a little below the limits.
 */
const SPEEDS: Record<VehicleType, { urban: number; highway: number }> = {
  van: { urban: 45, highway: 95 },
  light_truck: { urban: 40, highway: 85 },
  heavy_truck: { urban: 35, highway: 75 },
  reefer: { urban: 35, highway: 75 },
  motorbike: { urban: 40, highway: 90 },
};

/** Travel time multipliers by traffic level (a travel-time index: 1.6 means 60 % longer than free flow). */
export const CONGESTION = { light: 1, moderate: 1.25, heavy: 1.6 } as const;
type TrafficLevel = keyof typeof CONGESTION;
type Band = [from: number, to: number, level: TrafficLevel];

// Abu Dhabi's peaks come earlier in the afternoon than Dubai's: government offices close at 14:30–15:00.
const ABU_DHABI_WORKDAY: Band[] = [
  [6.5, 7, 'moderate'],
  [7, 8.5, 'heavy'],
  [8.5, 14, 'moderate'],
  [14, 16.5, 'heavy'],
  [16.5, 20, 'moderate'],
];
const ABU_DHABI_FRIDAY: Band[] = [
  [6.5, 7, 'moderate'],
  [7, 8.5, 'heavy'],
  [8.5, 12, 'moderate'],
  [16, 21, 'moderate'],
];
const ABU_DHABI_WEEKEND: Band[] = [[16, 22, 'moderate']];

/** Abu Dhabi's traffic level by local time (capital and Al Ain). */
function abuDhabiTraffic(at: Date): TrafficLevel {
  const { weekday, hour } = dubaiClock(at);
  const bands =
    weekday === 5 ? ABU_DHABI_FRIDAY : weekday === 0 || weekday === 6 ? ABU_DHABI_WEEKEND : ABU_DHABI_WORKDAY;
  return bands.find(([from, to]) => hour >= from && hour < to)?.[2] ?? 'light';
}

const DUBAI_PROFILE: ReadonlySet<Region> = new Set(['dubai', 'sharjah', 'ajman']);
const ABU_DHABI_PROFILE: ReadonlySet<Region> = new Set(['abu_dhabi', 'al_ain']);

/** The traffic level in a region at a moment: Dubai's profile, Abu Dhabi's, or free flow elsewhere. */
export function regionTraffic(region: Region, at: Date): TrafficLevel {
  if (DUBAI_PROFILE.has(region)) {
    // The dashboard's model of Dubai traffic (docs/estimates.md); it never answers 'unknown'.
    const level = estimateTraffic(at);
    return level === 'unknown' ? 'light' : level;
  }
  if (ABU_DHABI_PROFILE.has(region)) return abuDhabiTraffic(at);
  return 'light';
}

/** The congestion multiplier in a region at a moment. */
function congestion(region: Region, at: Date): number {
  return CONGESTION[regionTraffic(region, at)];
}

/** Driving minutes of a leg leaving at `departure`, without waiting for truck bans. */
function driveMinutes(a: RoadPoint, b: RoadPoint, departure: Date, vehicleType: VehicleType): number {
  return freeFlowMinutes(roadKm(a, b), vehicleType) * legCongestion(a, b, departure);
}

/** Minutes to drive `km` in free flow. */
function freeFlowMinutes(km: number, vehicleType: VehicleType): number {
  const speed = SPEEDS[vehicleType];
  const urban = Math.min(km, URBAN_KM);
  return (urban / speed.urban + (km - urban) / speed.highway) * 60;
}

/** A leg's congestion: the mean of its two ends' at the moment it leaves. */
function legCongestion(a: RoadPoint, b: RoadPoint, at: Date): number {
  return (congestion(regionOf(a), at) + congestion(regionOf(b), at)) / 2;
}

// ── Truck bans ───────────────────────────────────────────────────────────────────────────────────────────

/** A peak-hour truck ban: which vehicles may not drive in which regions, when. */
export interface TruckBan {
  zone: 'dubai' | 'abu_dhabi';
  /** Who publishes the rule, for the docs and the UI. */
  authority: string;
  regions: readonly Region[];
  /** The main roads the ban names, for the advice ("E11"). */
  roads: readonly string[];
  /** Local weekdays it applies on, 0 = Sunday. */
  weekdays: readonly number[];
  /** Local [start, end) times, "HH:MM". */
  windows: readonly (readonly [start: string, end: string])[];
  vehicleTypes: readonly VehicleType[];
}

/**
 * Default peak-hour truck bans (configurable: pass your own to legTiming, departureAdvice and optimizeRoute).
 * Defaults, check current rules: the authorities change windows and roads from time to time.
 * - Dubai: Roads and Transport Authority (RTA) truck movement ban on main roads (Sheikh Zayed Road E11, Al Khail
 *   Road E44, Emirates Road E611 sections, Al Ittihad Road) at the morning and midday peaks.
 * - Abu Dhabi: Integrated Transport Centre (ITC) ban on heavy vehicles, trucks and labour buses in Abu Dhabi and
 *   Al Ain at the morning and afternoon peaks.
 */
export const TRUCK_BANS: readonly TruckBan[] = [
  {
    zone: 'dubai',
    authority: 'Dubai RTA',
    regions: ['dubai'],
    roads: ['E11', 'E44', 'E311'],
    weekdays: [1, 2, 3, 4, 5],
    windows: [
      ['06:30', '08:30'],
      ['13:00', '15:00'],
    ],
    vehicleTypes: ['heavy_truck', 'reefer'],
  },
  {
    zone: 'abu_dhabi',
    authority: 'Abu Dhabi ITC',
    regions: ['abu_dhabi', 'al_ain'],
    roads: ['E10', 'E11', 'E22'],
    weekdays: [1, 2, 3, 4, 5],
    windows: [
      ['06:30', '09:00'],
      ['15:00', '18:00'],
    ],
    vehicleTypes: ['heavy_truck', 'reefer'],
  },
];

const hoursOf = (hhmm: string) => Number(hhmm.slice(0, 2)) + Number(hhmm.slice(3, 5)) / 60;
const MS_PER_HOUR = 3_600_000;

/** The ban window a region is under at a moment for a vehicle, with the moment it ends. */
function activeBan(
  region: Region,
  at: Date,
  vehicleType: VehicleType,
  bans: readonly TruckBan[] = TRUCK_BANS,
): { ban: TruckBan; window: readonly [string, string]; endsAt: Date } | undefined {
  const { weekday, hour } = dubaiClock(at);
  for (const ban of bans) {
    if (!ban.regions.includes(region) || !ban.vehicleTypes.includes(vehicleType) || !ban.weekdays.includes(weekday)) {
      continue;
    }
    for (const window of ban.windows) {
      const [start, end] = [hoursOf(window[0]), hoursOf(window[1])];
      if (hour >= start && hour < end) {
        // Whole minutes: the wall clock of `at` has seconds that dubaiClock's fractional hour leaves out.
        const endsAt = new Date(Math.ceil((at.getTime() + (end - hour) * MS_PER_HOUR) / 60_000) * 60_000);
        return { ban, window, endsAt };
      }
    }
  }
  return undefined;
}

export interface LegTiming {
  km: number;
  /** When the vehicle actually leaves (after any wait). */
  departsAt: Date;
  arrivesAt: Date;
  driveMinutes: number;
  waitMinutes: number;
  /** The ban that made it wait, if any. */
  waitedFor?: { ban: TruckBan; window: readonly [string, string] };
}

/**
 * Timing of one leg: a vehicle under a truck ban waits at the start until the leg can leave and arrive outside
 * the ban windows of both ends' regions, then drives at the congestion of its actual departure.
 */
export function legTiming(
  a: RoadPoint,
  b: RoadPoint,
  departure: Date,
  vehicleType: VehicleType,
  bans: readonly TruckBan[] = TRUCK_BANS,
): LegTiming {
  const km = roadKm(a, b);
  let leave = departure;
  let waitedFor: LegTiming['waitedFor'];
  // Each pass moves past one window; a few windows a day bound the loop.
  for (let pass = 0; pass < 16; pass++) {
    const drive = driveMinutes(a, b, leave, vehicleType);
    const arrive = new Date(leave.getTime() + drive * 60_000);
    const blocking =
      km === 0
        ? undefined
        : (activeBan(regionOf(a), leave, vehicleType, bans) ?? activeBan(regionOf(b), arrive, vehicleType, bans));
    if (!blocking) {
      return {
        km,
        departsAt: leave,
        arrivesAt: arrive,
        driveMinutes: drive,
        waitMinutes: (leave.getTime() - departure.getTime()) / 60_000,
        ...(waitedFor ? { waitedFor } : {}),
      };
    }
    waitedFor ??= { ban: blocking.ban, window: blocking.window };
    // Leave so as to arrive when the destination's window ends, or when the origin's ends.
    const next =
      activeBan(regionOf(a), leave, vehicleType, bans) === undefined
        ? new Date(Math.max(leave.getTime() + 60_000, blocking.endsAt.getTime() - drive * 60_000))
        : blocking.endsAt;
    leave = next;
  }
  throw new Error('legTiming: no departure outside the truck bans after 16 tries');
}

/** Minutes from leaving `a` to arriving at `b`, including any wait for a truck ban. */
export function legMinutes(
  a: RoadPoint,
  b: RoadPoint,
  departure: Date,
  vehicleType: VehicleType,
  bans: readonly TruckBan[] = TRUCK_BANS,
): number {
  const t = legTiming(a, b, departure, vehicleType, bans);
  return (t.arrivesAt.getTime() - departure.getTime()) / 60_000;
}

// ── Departure advice ─────────────────────────────────────────────────────────────────────────────────────

/** A structured advice the UI words in its language; times are Asia/Dubai "HH:MM". */
export type DepartureAdvice =
  | { code: 'leave_now' }
  | {
      code: 'leave_after_truck_ban';
      leaveAfter: string;
      zone: TruckBan['zone'];
      authority: string;
      roads: string[];
      window: { start: string; end: string };
      waitMinutes: number;
    }
  | {
      code: 'truck_ban_wait_on_route';
      /** Index of the stop the vehicle waits at (0 = the start). */
      stop: number;
      zone: TruckBan['zone'];
      authority: string;
      roads: string[];
      window: { start: string; end: string };
      waitMinutes: number;
    }
  | { code: 'peak_traffic'; zone: 'dubai' | 'abu_dhabi'; leaveAfter: string; extraMinutes: number };

/** Asia/Dubai wall-clock "HH:MM" of a moment. */
export function dubaiTime(at: Date): string {
  const local = new Date(at.getTime() + 4 * MS_PER_HOUR);
  return local.toISOString().slice(11, 16);
}

const PEAK_ADVICE_MINUTES = 15;

/**
 * What to tell the dispatcher about leaving at `departure` along `stops` in this order: wait out a truck ban at
 * the start, expect a wait on the way, leave after the peak when it costs 15 minutes or more, or leave now.
 */
export function departureAdvice(
  stops: readonly RoadPoint[],
  departure: Date,
  vehicleType: VehicleType,
  bans: readonly TruckBan[] = TRUCK_BANS,
): DepartureAdvice {
  let at = departure;
  for (let i = 1; i < stops.length; i++) {
    const leg = legTiming(stops[i - 1]!, stops[i]!, at, vehicleType, bans);
    if (leg.waitedFor && leg.waitMinutes > 0) {
      const { ban, window } = leg.waitedFor;
      const common = {
        zone: ban.zone,
        authority: ban.authority,
        roads: [...ban.roads],
        window: { start: window[0], end: window[1] },
        waitMinutes: Math.round(leg.waitMinutes),
      };
      return i === 1
        ? { code: 'leave_after_truck_ban', leaveAfter: dubaiTime(leg.departsAt), ...common }
        : { code: 'truck_ban_wait_on_route', stop: i - 1, ...common };
    }
    at = leg.arrivesAt;
  }
  return peakAdvice(stops, departure, vehicleType) ?? { code: 'leave_now' };
}

function peakAdvice(
  stops: readonly RoadPoint[],
  departure: Date,
  vehicleType: VehicleType,
): DepartureAdvice | undefined {
  const first = stops[0];
  if (!first || stops.length < 2) return undefined;
  const region = regionOf(first);
  const zone = DUBAI_PROFILE.has(region) ? 'dubai' : ABU_DHABI_PROFILE.has(region) ? 'abu_dhabi' : undefined;
  if (!zone || congestion(region, departure) < CONGESTION.heavy) return undefined;
  let extra = 0;
  for (let i = 1; i < stops.length; i++) {
    const free = freeFlowMinutes(roadKm(stops[i - 1]!, stops[i]!), vehicleType);
    extra += free * (legCongestion(stops[i - 1]!, stops[i]!, departure) - 1);
  }
  if (extra < PEAK_ADVICE_MINUTES) return undefined;
  // The first quarter hour at which the start region is no longer in its heavy band.
  let later = new Date(Math.ceil(departure.getTime() / 900_000) * 900_000);
  while (congestion(region, later) >= CONGESTION.heavy) later = new Date(later.getTime() + 900_000);
  return { code: 'peak_traffic', zone, leaveAfter: dubaiTime(later), extraMinutes: Math.round(extra) };
}
