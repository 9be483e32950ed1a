import { MODE_FACTORS, TIME_ZONE, type TrafficLevel } from '@qafila/contracts';

/**
 * Where the overview's outside-world figures come from: Dubai's air temperature, Dubai's road traffic and the
 * CO₂e saved by the organization's delivered shipments. The built-in provider is a documented model
 * (docs/estimates.md), so its figures are estimates; a provider backed by a weather service, a traffic feed or
 * carrier emission data can replace it (Services option `environment`).
 */
export interface EnvironmentProvider {
  /** Which of dubaiTemperature, trafficStatus and carbonSaved are estimates rather than measurements. */
  readonly estimates: readonly ('dubaiTemperature' | 'trafficStatus' | 'carbonSaved')[];
  /** Air temperature in Dubai in °C at a moment; null when unknown (shown as N/A). */
  dubaiTemperature(at: Date): Promise<number | null>;
  trafficStatus(at: Date): Promise<TrafficLevel>;
  /** Tonnes of CO₂e saved by these shipments against moving the same goods by road only. */
  carbonSaved(shipments: readonly CarbonShipment[]): Promise<number>;
}

export interface CarbonShipment {
  service: string;
  origin: string;
  destination: string;
  weightKg: number;
}

// ── Time in Dubai ────────────────────────────────────────────────────────────────────────────────────

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in Asia/Dubai: month 1–12, day of month, weekday 0 (Sunday)–6, fractional hour 0–24. */
export function dubaiClock(at: Date): { year: number; month: number; day: number; weekday: number; hour: number } {
  const parts = clock.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    hour: Number(get('hour')) + Number(get('minute')) / 60,
  };
}

// ── Temperature ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Dubai's climate normals: mean daily maximum and minimum air temperature (°C) per month, January first, at
 * Dubai International Airport (UAE National Center of Meteorology normals, rounded to 0.1 °C; see docs/estimates.md).
 */
export const DUBAI_CLIMATE_NORMALS: readonly { max: number; min: number }[] = [
  { max: 24.0, min: 14.7 },
  { max: 25.4, min: 15.9 },
  { max: 28.2, min: 18.3 },
  { max: 32.9, min: 21.9 },
  { max: 37.6, min: 25.7 },
  { max: 39.5, min: 28.2 },
  { max: 40.8, min: 30.4 },
  { max: 41.3, min: 30.5 },
  { max: 38.9, min: 28.0 },
  { max: 35.4, min: 24.3 },
  { max: 30.3, min: 19.9 },
  { max: 26.1, min: 16.4 },
];

/** Coldest at about sunrise (06:00), warmest in mid-afternoon (15:00), local time. */
const COLDEST_HOUR = 6;
const WARMEST_HOUR = 15;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The normal daily maximum and minimum for a date: each month's normals hold at mid-month and are
 * interpolated linearly between neighbouring months, so the estimate has no jump at a month's turn.
 */
export function normalsOn(year: number, month: number, day: number): { max: number; min: number } {
  // Position in the year in months (0–12), where month i's normals hold at i + 0.5.
  const x = month - 1 + (day - 0.5) / daysInMonth(year, month) - 0.5;
  const base = Math.floor(x);
  const t = x - base;
  const from = DUBAI_CLIMATE_NORMALS[(base + 12) % 12]!;
  const to = DUBAI_CLIMATE_NORMALS[(base + 13) % 12]!;
  return { max: from.max + (to.max - from.max) * t, min: from.min + (to.min - from.min) * t };
}

/**
 * The diurnal curve: a half cosine rising from the minimum at 06:00 to the maximum at 15:00, and a half cosine
 * falling from there to the next morning's minimum. `hour` is the local fractional hour.
 */
export function diurnalTemperature(normals: { max: number; min: number }, hour: number): number {
  const { max, min } = normals;
  const range = max - min;
  if (hour >= COLDEST_HOUR && hour <= WARMEST_HOUR) {
    const t = (hour - COLDEST_HOUR) / (WARMEST_HOUR - COLDEST_HOUR);
    return min + (range * (1 - Math.cos(Math.PI * t))) / 2;
  }
  const since = hour > WARMEST_HOUR ? hour - WARMEST_HOUR : hour + 24 - WARMEST_HOUR;
  const t = since / (24 - WARMEST_HOUR + COLDEST_HOUR);
  return max - (range * (1 - Math.cos(Math.PI * t))) / 2;
}

export function estimateDubaiTemperature(at: Date): number {
  const c = dubaiClock(at);
  return Math.round(diurnalTemperature(normalsOn(c.year, c.month, c.day), c.hour) * 10) / 10;
}

// ── Traffic ──────────────────────────────────────────────────────────────────────────────────────────

type Band = [from: number, to: number, level: TrafficLevel];

/**
 * Dubai's road traffic by local time (docs/estimates.md). The working week is Monday to Friday (since 2022),
 * Friday a short day around the midday prayer, the weekend Saturday and Sunday. Hours not listed are light.
 */
const WORKDAY: Band[] = [
  [6, 7, 'moderate'],
  [7, 9.5, 'heavy'],
  [9.5, 16.5, 'moderate'],
  [16.5, 20, 'heavy'],
  [20, 23, 'moderate'],
];
const FRIDAY: Band[] = [
  [6, 7, 'moderate'],
  [7, 9, 'heavy'],
  // Government offices close at 12:00; the Friday prayer (13:15 across the UAE since 2022) empties the roads.
  [9, 13, 'moderate'],
  [14, 16, 'moderate'],
  [16, 21, 'heavy'],
  [21, 24, 'moderate'],
];
const WEEKEND: Band[] = [
  [0, 1, 'moderate'],
  [10, 16, 'moderate'],
  [16, 23, 'heavy'],
];

export function estimateTraffic(at: Date): TrafficLevel {
  const { weekday, hour } = dubaiClock(at);
  const bands = weekday === 5 ? FRIDAY : weekday === 0 || weekday === 6 ? WEEKEND : WORKDAY;
  return bands.find(([from, to]) => hour >= from && hour < to)?.[2] ?? 'light';
}

// ── Carbon ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Emission factors in kg CO₂e per tonne-km (well-to-wheel): the Carbon section's mode factors (MODE_FACTORS in
 * @qafila/contracts, docs/estimates.md "Carbon footprint"), so that the overview's carbonSaved and the section agree.
 */
export const EMISSION_FACTORS = MODE_FACTORS;
export type Mode = keyof typeof EMISSION_FACTORS;

/** Actual route length over the great-circle distance, per mode (roads and sea lanes detour; flights barely). */
export const DETOUR_FACTORS: Record<Mode, number> = { road: 1.25, sea: 1.5, air: 1.05 };

/** Assumed great-circle distance (km) when a place is not in the gazetteer. */
export const FALLBACK_DISTANCE_KM: Record<Mode, number> = { road: 150, sea: 6000, air: 3000 };

/** Places the platform's lanes use: name (matched in the text, longest first), latitude, longitude, GCC or not. */
export const GAZETTEER: readonly [name: string, lat: number, lon: number, gcc: boolean][] = [
  ['Dubai Airport Free Zone', 25.262, 55.375, true],
  ['Dubai World Central', 24.896, 55.161, true],
  ['Jebel Ali Free Zone', 25.011, 55.106, true],
  ['Jebel Ali', 25.011, 55.061, true],
  ['Business Bay', 25.186, 55.262, true],
  ['Al Quoz', 25.136, 55.229, true],
  ['Dubai', 25.204, 55.27, true],
  ['Khalifa Port', 24.807, 54.646, true],
  ['Abu Dhabi', 24.454, 54.377, true],
  ['Khalid Port', 25.358, 55.376, true],
  ['Sharjah', 25.346, 55.421, true],
  ['Ajman', 25.405, 55.513, true],
  ['Umm Al Quwain', 25.565, 55.555, true],
  ['Ras Al Khaimah', 25.8, 55.976, true],
  ['Fujairah', 25.128, 56.326, true],
  ['Al Ain', 24.207, 55.745, true],
  ['Ghuwaifat', 24.117, 51.617, true],
  ['Riyadh', 24.713, 46.675, true],
  ['Jeddah', 21.485, 39.192, true],
  ['Dammam', 26.42, 50.089, true],
  ['Muscat', 23.588, 58.383, true],
  ['Sohar', 24.347, 56.709, true],
  ['Doha', 25.285, 51.531, true],
  ['Manama', 26.228, 50.586, true],
  ['Kuwait', 29.376, 47.977, true],
  ['Shanghai', 31.23, 121.474, false],
  ['Ningbo', 29.868, 121.544, false],
  ['Shenzhen', 22.543, 114.058, false],
  ['Hong Kong', 22.319, 114.169, false],
  ['Singapore', 1.352, 103.82, false],
  ['Colombo', 6.927, 79.861, false],
  ['Nhava Sheva', 18.95, 72.95, false],
  ['Mumbai', 19.076, 72.878, false],
  ['Karachi', 24.861, 67.01, false],
  ['Istanbul', 41.008, 28.978, false],
  ['Hamburg', 53.551, 9.994, false],
  ['Rotterdam', 51.924, 4.478, false],
  ['London', 51.507, -0.128, false],
];
const BY_LENGTH = [...GAZETTEER].sort((a, b) => b[0].length - a[0].length);
const GCC_WORDS = /\b(UAE|United Arab Emirates|Saudi Arabia|Oman|Qatar|Bahrain|Kuwait)\b/i;

export function findPlace(text: string): { lat: number; lon: number; gcc: boolean } | undefined {
  const lower = text.toLowerCase();
  const hit = BY_LENGTH.find(([name]) => lower.includes(name.toLowerCase()));
  return hit ? { lat: hit[1], lon: hit[2], gcc: hit[3] } : undefined;
}

/** Great-circle distance in km (haversine, mean Earth radius 6,371 km). */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const inGcc = (text: string) => findPlace(text)?.gcc ?? GCC_WORDS.test(text);

/**
 * The transport mode of a service: sea and air freight by name (Sea Freight (FCL), freight_sea, Air Freight …,
 * freight_air); road by name (Road Freight, Domestic Road, freight_road, couriers); otherwise (express, standard,
 * economy) by the lane: within the GCC by road, beyond it by air.
 */
export function modeOf(s: Pick<CarbonShipment, 'service' | 'origin' | 'destination'>): Mode {
  const service = s.service.toLowerCase();
  if (/sea|ocean/.test(service)) return 'sea';
  if (/air/.test(service)) return 'air';
  if (/road|truck|courier/.test(service)) return 'road';
  return inGcc(s.origin) && inGcc(s.destination) ? 'road' : 'air';
}

/** Great-circle km between the two places, or the mode's documented assumption when one is unknown. */
export function laneDistanceKm(s: Pick<CarbonShipment, 'origin' | 'destination'>, mode: Mode): number {
  const a = findPlace(s.origin);
  const b = findPlace(s.destination);
  return a && b ? greatCircleKm(a, b) : FALLBACK_DISTANCE_KM[mode];
}

/**
 * kg CO₂e saved by one shipment against the same goods moved by road over the road route:
 * weight (t) × (road km × road factor − mode km × mode factor). Negative for air freight.
 */
export function shipmentSavingKg(s: CarbonShipment): number {
  const mode = modeOf(s);
  const km = laneDistanceKm(s, mode);
  const tonnes = s.weightKg / 1000;
  const roadOnly = tonnes * km * DETOUR_FACTORS.road * EMISSION_FACTORS.road;
  const actual = tonnes * km * DETOUR_FACTORS[mode] * EMISSION_FACTORS[mode];
  return roadOnly - actual;
}

/** Net tonnes of CO₂e saved, never below zero (air freight can use up the savings), to 0.01 t. */
export function estimateCarbonSaved(shipments: readonly CarbonShipment[]): number {
  const kg = shipments.reduce((sum, s) => sum + shipmentSavingKg(s), 0);
  return Math.max(0, Math.round(kg / 10) / 100);
}

/** The built-in provider: every figure from the documented model above. */
export function builtinEnvironment(): EnvironmentProvider {
  return {
    estimates: ['carbonSaved', 'dubaiTemperature', 'trafficStatus'],
    dubaiTemperature: async (at) => estimateDubaiTemperature(at),
    trafficStatus: async (at) => estimateTraffic(at),
    carbonSaved: async (shipments) => estimateCarbonSaved(shipments),
  };
}
