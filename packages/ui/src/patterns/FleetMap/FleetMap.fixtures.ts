import type { FleetMapStop, FleetMapVehicle } from './FleetMap.tsx';

/** The moment the stories are seen at, so that "stale" does not move with the clock. */
export const fixtureNow = Date.parse('2026-11-24T08:00:00Z');

export const fixturePositions: FleetMapVehicle[] = [
  {
    id: 1,
    label: 'A 12345',
    lat: 25.08,
    lon: 55.14,
    bearing: 225,
    speedKmh: 62.4,
    recordedAt: '2026-11-24T07:59:20Z',
    status: 'active',
  },
  { id: 4, label: 'CC 778', lat: 25.205, lon: 55.27, bearing: 90, speedKmh: 0, recordedAt: '2026-11-24T07:58:00Z' },
  {
    id: 6,
    label: '16 4521',
    lat: 24.47,
    lon: 54.37,
    speedKmh: 48,
    recordedAt: '2026-11-24T07:57:00Z',
  },
  // Two hours old: greyed, "last seen".
  { id: 3, label: '3 90210', lat: 25.35, lon: 55.43, speedKmh: 30, recordedAt: '2026-11-24T06:02:00Z' },
  // In the desert between places: listed by coordinates.
  { id: 7, label: 'K 5510', lat: 23.6, lon: 53.7, bearing: 270, speedKmh: 96, recordedAt: '2026-11-24T07:59:50Z' },
];

/** Dubai → Jebel Ali → Abu Dhabi, as a trip's stops are answered. */
export const fixtureStops: FleetMapStop[] = [
  { name: 'Dubai', nameAr: 'دبي', lat: 25.2048, lon: 55.2708 },
  { name: 'Jebel Ali', nameAr: 'جبل علي', lat: 25.0118, lon: 55.0613 },
  { name: 'Abu Dhabi', nameAr: 'أبوظبي', lat: 24.4539, lon: 54.3773 },
];

/** The track so far, along Sheikh Zayed Road. */
export const fixtureBreadcrumb = [
  { lat: 25.2048, lon: 55.2708 },
  { lat: 25.16, lon: 55.22 },
  { lat: 25.11, lon: 55.18 },
  { lat: 25.05, lon: 55.12 },
  { lat: 25.0118, lon: 55.0613 },
  { lat: 24.95, lon: 54.98 },
  { lat: 24.88, lon: 54.9 },
];
