import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import { dubaiDay } from '../lib/dubai-calendar.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import { greatCircleKm } from '../modules/dashboard/environment.ts';
import { breadcrumbKm } from '../modules/fleet/positions.ts';
import { PLACES, type Place } from '../modules/fleet/route/gazetteer-data.ts';
import { legMinutes, roadKm } from '../modules/fleet/route/road-model.ts';
import { type Driver, type Organization, Trip, TripStop, type Vehicle, VehiclePosition } from './entities/index.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Minutes between two breadcrumb points: a tracker set to report every few minutes (the map wants 30–60 s). */
const POINT_EVERY_MIN = 4;
/** No seeded leg is driven faster than this on average (the road model's highway speeds are below it). */
const MAX_AVERAGE_KMH = 90;

/** A crew: a vehicle (by plate), its usual driver (by name), the lanes it runs and how often. */
interface Crew {
  plate: string;
  driver: string;
  /** Each lane: gazetteer ids in driving order. */
  lanes: readonly (readonly string[])[];
  /** The chance of a trip on a given day. */
  rate: number;
  /** Days ago (inclusive) between which the crew runs: the NQR's registration lapsed 9 days ago, Bashir is off duty. */
  fromDaysAgo?: number;
  toDaysAgo?: number;
}

/**
 * Who runs what in the demo month: heavy trucks between the ports and the industrial areas, light trucks and reefers
 * to the markets and free zones, vans and the motorbike within Dubai. A driver drives one vehicle a day.
 */
const CREWS: readonly Crew[] = [
  {
    plate: '5 20734',
    driver: 'Khalid Al Mansoori',
    lanes: [
      ['khalifa-port', 'jafza'],
      ['khalifa-port', 'mussafah'],
      ['kezad', 'dubai-industrial-city'],
      ['port-jebel-ali', 'icad'],
    ],
    rate: 0.27,
  },
  {
    plate: '2 19058',
    driver: 'Mohammed Al Shamsi',
    lanes: [
      ['port-jebel-ali', 'dip', 'sharjah-industrial'],
      ['port-khalid', 'dubai-logistics-city'],
      ['khor-fakkan-port', 'saif-zone'],
      ['port-jebel-ali', 'al-quoz'],
    ],
    rate: 0.27,
  },
  {
    plate: '12 48291',
    driver: 'Imran Aslam',
    lanes: [
      ['mussafah', 'al-reem', 'khalifa-city'],
      ['khalifa-port', 'mussafah'],
      ['icad', 'al-ain-industrial'],
    ],
    rate: 0.27,
    fromDaysAgo: 29,
    toDaysAgo: 10,
  },
  {
    plate: 'F 38215',
    driver: 'Bashir Ahmad Noori',
    lanes: [
      ['port-jebel-ali', 'al-quoz', 'al-qusais'],
      ['dip', 'sharjah'],
    ],
    rate: 0.27,
    fromDaysAgo: 29,
    toDaysAgo: 8,
  },
  {
    plate: 'F 38215',
    driver: 'Imran Aslam',
    lanes: [
      ['port-jebel-ali', 'al-quoz', 'al-qusais'],
      ['jafza', 'dubai-south'],
    ],
    rate: 0.27,
    fromDaysAgo: 7,
    toDaysAgo: 0,
  },
  {
    plate: 'CC 4820',
    driver: 'Rajesh Kumar Nair',
    lanes: [
      ['port-jebel-ali', 'al-aweer-market'],
      ['dubai-cargo-village', 'al-quoz', 'jumeirah'],
      ['al-aweer-market', 'ajman', 'umm-al-quwain'],
    ],
    rate: 0.2,
  },
  {
    plate: 'M 9412',
    driver: 'Rajesh Kumar Nair',
    lanes: [
      ['port-fujairah', 'fujairah-fz', 'masafi'],
      ['port-fujairah', 'dip'],
    ],
    rate: 0.1,
  },
  {
    plate: '3 71524',
    driver: 'Joseph D’Souza',
    lanes: [
      ['sharjah-industrial', 'ajman-fz', 'ras-al-khaimah'],
      ['hamriyah-fz', 'dip'],
      ['saif-zone', 'al-qusais', 'deira'],
    ],
    rate: 0.2,
  },
  {
    plate: 'K 63017',
    driver: 'Joseph D’Souza',
    lanes: [['saqr-port', 'rakez', 'al-hamra-rak']],
    rate: 0.14,
    fromDaysAgo: 29,
    toDaysAgo: 3,
  },
  {
    plate: 'N 61942',
    driver: 'Samir Haddad',
    lanes: [
      ['dafza', 'business-bay', 'dubai-marina'],
      ['al-quoz', 'jvc', 'al-barsha'],
    ],
    rate: 0.17,
  },
  {
    plate: 'AA 7316',
    driver: 'Samir Haddad',
    lanes: [['dxb', 'downtown-dubai', 'dubai-internet-city']],
    rate: 0.1,
  },
  {
    plate: 'H 2841',
    driver: 'Mohammed Al Shamsi',
    lanes: [['ajman-port', 'al-nahda-sharjah', 'al-qusais']],
    rate: 0.07,
  },
  {
    plate: 'C 718',
    driver: 'Ramon Dela Cruz',
    lanes: [
      ['deira', 'bur-dubai', 'karama'],
      ['business-bay', 'downtown-dubai', 'jumeirah'],
    ],
    rate: 0.21,
  },
];

const place = (id: string): Place => {
  const found = PLACES.find((p) => p.id === id);
  if (!found) throw new Error(`unknown gazetteer place '${id}'`);
  return found;
};

/** Trip's planned km exactly as Create Trip computes it: the road model over the stops in order, to 0.1 km. */
function plannedKm(stops: readonly Place[]): number {
  let km = 0;
  for (let i = 1; i < stops.length; i++) km += roadKm(stops[i - 1]!, stops[i]!);
  return Math.round(km * 10) / 10;
}

type Fix = { lat: number; lon: number; recordedAt: Date; speedKmh: number; bearing: number };

function bearingOf(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const y = Math.sin((b.lon - a.lon) * rad) * Math.cos(b.lat * rad);
  const x =
    Math.cos(a.lat * rad) * Math.sin(b.lat * rad) -
    Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lon - a.lon) * rad);
  return Math.round(((Math.atan2(y, x) / rad + 360) % 360) * 10) / 10;
}

/**
 * A leg's breadcrumb from `a` to `b`, departing at `departure`: a point every POINT_EVERY_MIN minutes along a gentle
 * meander about the straight line (so the measured length comes near the road model's km, as a real road's does)
 * with a few metres of GPS jitter. Answers the points after the departure one and the arrival time.
 */
function leg(
  a: Place,
  b: Place,
  departure: Date,
  vehicle: Vehicle,
  random: () => number,
): { fixes: Fix[]; arrival: Date } {
  const straight = greatCircleKm(a, b);
  const road = roadKm(a, b);
  const minutes = Math.max(legMinutes(a, b, departure, vehicle.vehicleType), (road / MAX_AVERAGE_KMH) * 60, 6);
  const n = Math.max(2, Math.round(minutes / POINT_EVERY_MIN));
  // Half-waves of about 8 km; the amplitude that makes a sine's length about road/straight times the chord.
  const halfWaves = Math.max(1, Math.round(straight / 8));
  const factor = Math.min(1.35, Math.max(1, road / Math.max(straight, 0.1)));
  const wavelength = (2 * straight) / halfWaves;
  const amplitudeKm = (wavelength / (2 * Math.PI)) * Math.sqrt(2 * (factor * factor - 1));
  // The unit vector across the chord, in degrees of latitude and longitude per km.
  const kmPerLat = 111.2;
  const kmPerLon = 111.2 * Math.cos((a.lat * Math.PI) / 180);
  const dx = (b.lon - a.lon) * kmPerLon;
  const dy = (b.lat - a.lat) * kmPerLat;
  const len = Math.hypot(dx, dy) || 1;
  const across = { lat: dx / len / kmPerLat, lon: -dy / len / kmPerLon };
  const fixes: Fix[] = [];
  let previous = { lat: a.lat, lon: a.lon, recordedAt: departure };
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const offset = i === n ? 0 : amplitudeKm * Math.sin(Math.PI * halfWaves * t) + (random() - 0.5) * 0.04;
    // A few seconds of jitter in the reporting time, none at the arrival (the trip completes then).
    const jitterMs = i === n ? 0 : Math.round((random() - 0.5) * 20_000);
    const at = new Date(departure.getTime() + t * minutes * MINUTE + jitterMs);
    const lat = Math.round((a.lat + (b.lat - a.lat) * t + across.lat * offset) * 1e6) / 1e6;
    const lon = Math.round((a.lon + (b.lon - a.lon) * t + across.lon * offset) * 1e6) / 1e6;
    const hours = (at.getTime() - previous.recordedAt.getTime()) / 3_600_000;
    const km = greatCircleKm(previous, { lat, lon });
    const speedKmh = i === n ? 0 : Math.round((km / hours) * (0.9 + random() * 0.2) * 10) / 10;
    fixes.push({ lat, lon, recordedAt: at, speedKmh, bearing: bearingOf(previous, { lat, lon }) });
    previous = { lat, lon, recordedAt: at };
  }
  return { fixes, arrival: new Date(departure.getTime() + minutes * MINUTE) };
}

/** A trip's whole breadcrumb: its legs, with 15–40 minutes at each stop between them. */
function drive(stops: readonly Place[], start: Date, vehicle: Vehicle, random: () => number) {
  const first = stops[0]!;
  const fixes: Fix[] = [{ lat: first.lat, lon: first.lon, recordedAt: start, speedKmh: 0, bearing: 0 }];
  let at = start;
  for (let i = 1; i < stops.length; i++) {
    if (i > 1) at = new Date(at.getTime() + (15 + Math.floor(random() * 25)) * MINUTE);
    const driven = leg(stops[i - 1]!, stops[i]!, at, vehicle, random);
    fixes.push(...driven.fixes);
    at = driven.arrival;
  }
  return { fixes, end: at };
}

/**
 * The dispatcher's rating of a completed trip (docs/fleet.md "Completing"): about one in eight left unrated; an
 * on-time trip mostly 4 or 5, some 3, rarely 2; a late one mostly 3 or 4, rarely 2.
 */
function ratingOf(late: boolean, draw: () => number): number | null {
  if (draw() < 0.12) return null;
  const x = draw();
  if (late) return x < 0.05 ? 2 : x < 0.45 ? 3 : 4;
  return x < 0.02 ? 2 : x < 0.1 ? 3 : x < 0.5 ? 4 : 5;
}

/**
 * A believable month of the demo fleet (docs/fleet.md "Demo data and CLI"): completed trips over the last 30 days,
 * two in progress, a few planned, two cancelled, numbered TRP-000001… in the order of their planned start; most
 * completed trips rated by the dispatcher (ratingOf); each driven trip with its breadcrumb (stored positions) and its
 * measured distance, and every active vehicle's latest position. Deterministic for a given `now`; nothing is dated after it.
 */
export async function seedDemoTrips(
  tx: EntityManager,
  organization: Organization,
  vehicles: ReadonlyMap<string, Vehicle>,
  drivers: ReadonlyMap<string, Driver>,
  now: number,
): Promise<void> {
  const random = seededRandom(14);
  const todayStart = Date.parse(`${dubaiDay(new Date(now))}T00:00:00+04:00`);
  const vehicleOf = (plate: string) => vehicles.get(plate) ?? raise(`no demo vehicle ${plate}`);
  const driverOf = (name: string) => drivers.get(name) ?? raise(`no demo driver ${name}`);

  interface Plan {
    crew: Crew;
    stops: Place[];
    plannedStart: Date;
    status: 'completed' | 'in_progress' | 'planned' | 'cancelled';
    /** Minutes after the planned start that it left (started trips). */
    delay: number;
    /** For a trip cancelled after it started: how far along (0–1) it was abandoned. */
    abandonedAt?: number;
    notes?: string;
    /** Its breadcrumb and arrival, once driven. */
    driven?: { fixes: Fix[]; end: Date };
  }
  const plans: Plan[] = [];
  // The schedule draws from a stream of its own, so the month's trips do not change with the breadcrumbs' jitter.
  const schedule = seededRandom(2026);
  const lane = (crew: Crew) => crew.lanes[Math.floor(schedule() * crew.lanes.length)]!.map(place);
  const delay = () => (schedule() < 0.18 ? 35 + Math.floor(schedule() * 50) : Math.floor(schedule() * 20));

  // Two on the road now, having left 50 and 25 minutes ago, and three planned for the next two days.
  const onRoad: [string, string, string[], number][] = [
    ['5 20734', 'Khalid Al Mansoori', ['khalifa-port', 'jafza'], 50],
    ['N 61942', 'Samir Haddad', ['dafza', 'business-bay', 'dubai-marina'], 25],
  ];
  const planned: [string, string, string[], number][] = [
    ['2 19058', 'Mohammed Al Shamsi', ['port-jebel-ali', 'dip', 'sharjah-industrial'], 20],
    ['CC 4820', 'Rajesh Kumar Nair', ['port-jebel-ali', 'al-aweer-market'], 26],
    ['C 718', 'Ramon Dela Cruz', ['deira', 'bur-dubai', 'karama'], 44],
  ];

  // The month: a trip on a crew's day by chance, its driver once a day, leaving between 06:00 and 14:00 Dubai time.
  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
    // Today, the crews on the road now have done nothing else yet.
    const busy = new Set<string>(daysAgo === 0 ? onRoad.flatMap(([plate, driver]) => [plate, driver]) : []);
    for (const crew of CREWS) {
      const draw = schedule();
      if (daysAgo > (crew.fromDaysAgo ?? 29) || daysAgo < (crew.toDaysAgo ?? 0)) continue;
      if (draw >= crew.rate || busy.has(crew.driver) || busy.has(crew.plate)) continue;
      const plannedStart = new Date(todayStart - daysAgo * DAY + (6 * 60 + Math.floor(schedule() * 8 * 60)) * MINUTE);
      const plan: Plan = { crew, stops: lane(crew), plannedStart, status: 'completed', delay: delay() };
      const startedAt = new Date(plannedStart.getTime() + plan.delay * MINUTE);
      plan.driven = drive(plan.stops, startedAt, vehicleOf(crew.plate), random);
      // Only what is over by now is completed; a trip today that would still be on the road is left out.
      if (plan.driven.end.getTime() > now - 10 * MINUTE) continue;
      busy.add(crew.driver).add(crew.plate);
      plans.push(plan);
    }
  }
  // Two cancelled: one by the dispatcher before it left, one abandoned on the road (a breakdown).
  const cancelledBefore = plans.find((p) => p.plannedStart.getTime() < now - 20 * DAY && p.stops.length === 2);
  if (cancelledBefore)
    Object.assign(cancelledBefore, { status: 'cancelled', notes: 'Consignee closed for stocktaking' });
  const abandoned = plans.find((p) => p.plannedStart.getTime() < now - 12 * DAY && p.crew.plate === '3 71524');
  if (abandoned)
    Object.assign(abandoned, { status: 'cancelled', abandonedAt: 0.4, notes: 'Tyre blow-out on the E311' });
  for (const [plate, driver, ids, ago] of onRoad) {
    const crew = CREWS.find((c) => c.plate === plate && c.driver === driver)!;
    const stops = ids.map(place);
    // On time whatever the hour: at night the model's free-flow legs are short, so a trip that left `ago` minutes
    // ago could already be due. It leaves later then, so that it is due at least 20 minutes from now.
    const planned = (start: number) =>
      stops
        .slice(1)
        .reduce(
          (at, b, i) => at + legMinutes(stops[i]!, b, new Date(at), vehicleOf(plate).vehicleType) * MINUTE,
          start,
        ) - start;
    let plannedStart = now - (ago + 5) * MINUTE;
    if (plannedStart + planned(plannedStart) < now + 20 * MINUTE)
      plannedStart = Math.min(now - 10 * MINUTE, now + 20 * MINUTE - planned(plannedStart));
    plans.push({
      crew,
      stops,
      plannedStart: new Date(plannedStart),
      status: 'in_progress',
      delay: 5,
    });
  }
  for (const [plate, driver, ids, hours] of planned) {
    const crew = CREWS.find((c) => c.plate === plate && c.driver === driver)!;
    const plannedStart = new Date(Math.ceil((now + hours * 3_600_000) / (15 * MINUTE)) * 15 * MINUTE);
    plans.push({ crew, stops: ids.map(place), plannedStart, status: 'planned', delay: 0 });
  }
  plans.sort((a, b) => a.plannedStart.getTime() - b.plannedStart.getTime());

  const breadcrumbs: { trip: Trip; fixes: Fix[] }[] = [];
  // The ratings draw from a stream of their own too, so adding them changed none of the trips or breadcrumbs.
  const rate = seededRandom(5);
  plans.forEach((plan, i) => {
    const vehicle = vehicleOf(plan.crew.plate);
    const startedAt = new Date(plan.plannedStart.getTime() + plan.delay * MINUTE);
    const started = plan.status !== 'planned' && !(plan.status === 'cancelled' && plan.abandonedAt === undefined);
    let fixes: Fix[] = [];
    let end = startedAt;
    if (started) {
      ({ fixes, end } = plan.driven ?? drive(plan.stops, startedAt, vehicle, random));
      if (plan.status === 'in_progress') fixes = fixes.filter((f) => f.recordedAt.getTime() <= now - MINUTE);
      if (plan.abandonedAt !== undefined) {
        fixes = fixes.slice(0, Math.max(2, Math.round(fixes.length * plan.abandonedAt)));
        end = new Date(fixes.at(-1)!.recordedAt.getTime() + 30 * MINUTE);
      }
    }
    const measured = Math.round(breadcrumbKm(fixes) * 1000) / 1000;
    const trip = tx.create(Trip, {
      organization,
      tripNumber: `TRP-${String(i + 1).padStart(6, '0')}`,
      vehicle,
      driver: driverOf(plan.crew.driver),
      status: plan.status,
      plannedDistanceKm: plannedKm(plan.stops),
      // As completing without a figure does: the distance measured along the breadcrumb, to 0.1 km.
      actualDistanceKm: plan.status === 'completed' ? Math.round(measured * 10) / 10 : null,
      measuredDistanceKm: measured,
      rating: plan.status === 'completed' ? ratingOf(plan.delay > 30, rate) : null,
      plannedStart: plan.plannedStart,
      startedAt: started ? startedAt : null,
      completedAt: plan.status === 'completed' ? end : null,
      cancelledAt:
        plan.status === 'cancelled' ? (started ? end : new Date(plan.plannedStart.getTime() - 3 * 3_600_000)) : null,
      notes: plan.notes ?? null,
      // Booked the day before it was due (never after the seed's clock).
      createdAt: new Date(Math.min(now, plan.plannedStart.getTime() - DAY)),
      updatedAt: new Date(Math.min(now, end.getTime())),
    });
    for (const [position, p] of plan.stops.entries()) {
      tx.create(TripStop, { trip, position: position + 1, place: p.en, placeId: p.id, lat: p.lat, lon: p.lon });
    }
    if (fixes.length) breadcrumbs.push({ trip, fixes });
  });
  await tx.flush();

  // Every active vehicle not on the road reports from where its last trip ended (or its depot), parked.
  const positions: RequiredEntityData<VehiclePosition>[] = [];
  const onTrip = new Set(plans.filter((p) => p.status === 'in_progress').map((p) => p.crew.plate));
  for (const { trip, fixes } of breadcrumbs) {
    for (const f of fixes) positions.push({ vehicle: trip.vehicle.id, trip: trip.id, ...f, ...device(f.recordedAt) });
  }
  for (const [plate, vehicle] of vehicles) {
    if (vehicle.status !== 'active' || onTrip.has(plate)) continue;
    const last = plans.filter((p) => p.crew.plate === plate && p.status === 'completed').at(-1);
    const at = last?.stops.at(-1) ?? place(DEPOTS[vehicle.emirate] ?? 'dip');
    const recordedAt = new Date(now - (2 + Math.floor(random() * 40)) * MINUTE);
    positions.push({
      vehicle: vehicle.id,
      trip: null,
      lat: at.lat,
      lon: at.lon,
      recordedAt,
      speedKmh: 0,
      bearing: null,
      ...device(recordedAt),
    });
  }
  if (positions.length) await tx.insertMany(VehiclePosition, positions);
}

/** Where a vehicle without a trip this month is parked, by the emirate of its plate. */
const DEPOTS: Partial<Record<Vehicle['emirate'], string>> = {
  dubai: 'dip',
  abu_dhabi: 'mussafah',
  sharjah: 'sharjah-industrial',
  ajman: 'ajman-fz',
  ras_al_khaimah: 'rakez',
  fujairah: 'fujairah-fz',
  umm_al_quwain: 'uaq-ftz',
};

/** What a phone's tracker adds to a fix: when it reached us, its accuracy and battery. */
const device = (recordedAt: Date) => ({
  receivedAt: new Date(recordedAt.getTime() + 2000),
  accuracy: 8,
  altitude: null,
  battery: null,
});

function raise(message: string): never {
  throw new Error(message);
}
