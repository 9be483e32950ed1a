import { EMIRATES, GAZETTEER_PLACE_KINDS, ROUTE_MAX_WAYPOINTS } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { normalizeName, osaDistance, type ResolvedPlace, resolvePlace } from '../src/modules/fleet/route/gazetteer.ts';
import { PLACES } from '../src/modules/fleet/route/gazetteer-data.ts';
import {
  optimizeRoute,
  PlaceOutsideUaeError,
  TooManyWaypointsError,
  UnknownPlaceError,
} from '../src/modules/fleet/route/optimize.ts';
import { departureAdvice, dubaiTime, legMinutes, roadKm } from '../src/modules/fleet/route/road-model.ts';

/** A moment given as Asia/Dubai wall-clock time (UTC+4). */
const dubai = (local: string) => new Date(`${local}+04:00`);
// 2026-11-24 is a Tuesday, 2026-11-28 a Saturday.
const TUESDAY = '2026-11-24';

function place(text: string): ResolvedPlace {
  const r = resolvePlace(text);
  if (!r.ok) throw new Error(`${text} did not resolve: ${JSON.stringify(r)}`);
  return r.place;
}

describe('gazetteer', () => {
  it('holds 120+ places with unique ids, Arabic names and coordinates inside the UAE', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
    for (const p of PLACES) {
      expect(p.ar, p.id).toMatch(/^[\u0600-\u06ff ()]+$/);
      expect(p.lat, p.id).toBeGreaterThan(22.6);
      expect(p.lat, p.id).toBeLessThan(26.1);
      expect(p.lon, p.id).toBeGreaterThan(51.5);
      expect(p.lon, p.id).toBeLessThan(56.4);
    }
    expect(new Set(PLACES.map((p) => p.kind))).toEqual(new Set(GAZETTEER_PLACE_KINDS));
    expect(new Set(PLACES.map((p) => p.emirate))).toEqual(new Set(EMIRATES));
  });

  it('resolves every place by its English name, Arabic name and each alternative spelling', () => {
    for (const p of PLACES) {
      for (const name of [p.en, p.ar, ...p.alt]) expect(place(name).id, name).toBe(p.id);
    }
  });

  it.each([
    ['Deira', 'deira'],
    ['AL-QUOZ', 'al-quoz'],
    ['quoz', 'al-quoz'],
    ['  al   quoz ', 'al-quoz'],
    ['Ruwaïs', 'ruwais'],
    ['Jebel Ali Free Zone', 'jafza'],
    ['Liwa', 'liwa'],
    ['DXB', 'dxb'],
    ['mina zayed', 'zayed-port'],
    ['Khorfakkan', 'khor-fakkan'],
    ['Alain', 'al-ain'],
    ["Saja'a", 'al-sajaa'],
  ])('English or alternative %j → %s', (text, id) => {
    expect(place(text).id).toBe(id);
  });

  it.each([
    ['جبل علي', 'jebel-ali'],
    ['العين', 'al-ain'],
    ['عين', 'al-ain'],
    ['الفجيره', 'fujairah'],
    ['أبوظبي', 'abu-dhabi'],
    ['ابو ظبي', 'abu-dhabi'],
    ['إبوظبي', 'abu-dhabi'],
    ['دبى', 'dubai'],
    ['دبـــي', 'dubai'],
    ['دُبَيّ', 'dubai'],
    ['ميناء خليفة', 'khalifa-port'],
  ])('Arabic %s → %s', (text, id) => {
    expect(place(text).id).toBe(id);
  });

  it('reads raw coordinates inside the UAE, with the region of the nearest place', () => {
    const p = place('25.2, 55.3');
    expect(p).toMatchObject({
      id: 'coord:25.2000,55.3000',
      kind: 'coordinates',
      lat: 25.2,
      lon: 55.3,
      region: 'dubai',
    });
    expect(place(' 24.45 ,54.38 ')).toMatchObject({ lat: 24.45, lon: 54.38, emirate: 'abu_dhabi' });
    expect(place('٢٥٫٢، ٥٥٫٣')).toMatchObject({ lat: 25.2, lon: 55.3 });
  });

  it.each(['51.5074,-0.1278', '55.3, 25.2', '23.6, 58.5'])('refuses coordinates outside the UAE: %s', (text) => {
    expect(resolvePlace(text)).toMatchObject({ ok: false, reason: 'outside_uae' });
  });

  it('answers an unknown name with up to five suggestions, the closest first', () => {
    const r = resolvePlace('Jebel Aly');
    expect(r.ok).toBe(false);
    if (r.ok || r.reason !== 'unknown') return;
    expect(r.suggestions.length).toBeGreaterThan(0);
    expect(r.suggestions.length).toBeLessThanOrEqual(5);
    expect(r.suggestions[0]!.id).toBe('jebel-ali');
    const similarities = r.suggestions.map((s) => s.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
  });

  it('treats a name shared by two places as unknown and suggests both', () => {
    const r = resolvePlace('Al Nahda');
    expect(r).toMatchObject({ ok: false, reason: 'unknown' });
    if (r.ok || r.reason !== 'unknown') return;
    expect(r.suggestions.slice(0, 2).map((s) => s.id)).toEqual(
      expect.arrayContaining(['al-nahda-dubai', 'al-nahda-sharjah']),
    );
  });

  it('suggests nothing for text far from every name', () => {
    expect(resolvePlace('qqqqxxxxzzzz')).toEqual({
      ok: false,
      reason: 'unknown',
      text: 'qqqqxxxxzzzz',
      suggestions: [],
    });
  });

  it('normalises names and measures the optimal string alignment distance', () => {
    expect(normalizeName('Al-Ḥamrā')).toBe('hamra');
    expect(normalizeName('القوز')).toBe(normalizeName('قوز'));
    expect(osaDistance('jebelali', 'jebleali')).toBe(1);
    expect(osaDistance('kitten', 'sitting')).toBe(3);
    expect(osaDistance('', 'abc')).toBe(3);
  });
});

describe('road model', () => {
  it.each([
    ['Dubai', 'Abu Dhabi', 140],
    ['Dubai', 'Al Ain', 130],
    ['Dubai', 'Fujairah', 120],
    ['Abu Dhabi', 'Ruwais', 240],
    ['Jebel Ali Port', 'Khalifa Port', 75],
    ['Dubai', 'Ras Al Khaimah', 110],
    ['Abu Dhabi', 'Al Ain', 160],
  ])('%s–%s is within 20 %% of the road distance, about %i km', (a, b, km) => {
    const d = roadKm(place(a), place(b));
    expect(d).toBeGreaterThan(km * 0.8);
    expect(d).toBeLessThan(km * 1.2);
  });

  it('is symmetric, zero from a place to itself and never shorter than the straight line', () => {
    for (let i = 0; i < PLACES.length; i += 3) {
      for (let j = 0; j < PLACES.length; j += 5) {
        const [a, b] = [PLACES[i]!, PLACES[j]!];
        expect(roadKm(a, b)).toBe(roadKm(b, a));
      }
      expect(roadKm(PLACES[i]!, PLACES[i]!)).toBe(0);
    }
  });

  it('takes longer at the peak than at night, and a heavy truck longer than a van', () => {
    const [a, b] = [place('Deira'), place('Dubai Marina')];
    const night = legMinutes(a, b, dubai(`${TUESDAY}T02:00`), 'van');
    expect(legMinutes(a, b, dubai(`${TUESDAY}T08:00`), 'van')).toBeGreaterThan(night * 1.4);
    expect(legMinutes(a, b, dubai(`${TUESDAY}T02:00`), 'heavy_truck')).toBeGreaterThan(night);
  });
});

describe('departure advice', () => {
  const [jafza, deira] = [place('JAFZA'), place('Deira')];

  it('tells a heavy truck leaving inside the Dubai morning ban to leave after it', () => {
    expect(departureAdvice([jafza, deira], dubai(`${TUESDAY}T07:00`), 'heavy_truck')).toEqual({
      code: 'leave_after_truck_ban',
      leaveAfter: '08:30',
      zone: 'dubai',
      authority: 'Dubai RTA',
      roads: ['E11', 'E44', 'E311'],
      window: { start: '06:30', end: '08:30' },
      waitMinutes: 90,
    });
    expect(legMinutes(jafza, deira, dubai(`${TUESDAY}T07:00`), 'heavy_truck')).toBeGreaterThan(90);
  });

  it('holds a heavy truck that would arrive inside the midday ban until it can arrive after it', () => {
    const advice = departureAdvice([place('Sharjah'), deira], dubai(`${TUESDAY}T12:45`), 'heavy_truck');
    expect(advice).toMatchObject({ code: 'leave_after_truck_ban', window: { start: '13:00', end: '15:00' } });
  });

  it('applies the Abu Dhabi ITC afternoon ban', () => {
    expect(
      departureAdvice([place('Mussafah'), place('Abu Dhabi')], dubai(`${TUESDAY}T16:00`), 'heavy_truck'),
    ).toMatchObject({ code: 'leave_after_truck_ban', zone: 'abu_dhabi', leaveAfter: '18:00' });
  });

  it('warns of a wait on the way when the truck reaches a ban zone during a window', () => {
    const advice = departureAdvice([place('Ruwais'), place('Mirfa'), jafza], dubai(`${TUESDAY}T02:30`), 'heavy_truck');
    expect(advice).toMatchObject({ code: 'truck_ban_wait_on_route', stop: 1, zone: 'dubai' });
  });

  it('lets a heavy truck leave outside the windows, on the weekend, and a van at any time outside the peak', () => {
    expect(departureAdvice([jafza, deira], dubai(`${TUESDAY}T10:00`), 'heavy_truck')).toEqual({ code: 'leave_now' });
    expect(departureAdvice([jafza, deira], dubai('2026-11-28T07:00'), 'heavy_truck')).toEqual({ code: 'leave_now' });
    expect(departureAdvice([jafza, deira], dubai(`${TUESDAY}T06:45`), 'van')).toEqual({ code: 'leave_now' });
  });

  it('advises a van to leave after the peak when the peak costs a quarter of an hour or more', () => {
    expect(departureAdvice([jafza, deira], dubai(`${TUESDAY}T07:30`), 'van')).toMatchObject({
      code: 'peak_traffic',
      zone: 'dubai',
      leaveAfter: '09:30',
    });
  });

  it('formats Asia/Dubai wall-clock time', () => {
    expect(dubaiTime(new Date('2026-11-24T20:30:00Z'))).toBe('00:30');
  });
});

/** The shortest open path (or closed tour when end = start) by a plain bitmask dynamic programme. */
function optimumLength(m: number[][], start: number, end: number): number {
  const middle = m.map((_, i) => i).filter((i) => i !== start && i !== end);
  const k = middle.length;
  const best: number[][] = Array.from({ length: 1 << k }, () => new Array<number>(k).fill(Number.POSITIVE_INFINITY));
  for (let j = 0; j < k; j++) best[1 << j]![j] = m[start]![middle[j]!]!;
  for (let s = 1; s < 1 << k; s++) {
    for (let j = 0; j < k; j++) {
      const here = best[s]![j]!;
      if (!(s & (1 << j)) || here === Number.POSITIVE_INFINITY) continue;
      for (let t = 0; t < k; t++) {
        if (s & (1 << t)) continue;
        const next = here + m[middle[j]!]![middle[t]!]!;
        if (next < best[s | (1 << t)]![t]!) best[s | (1 << t)]![t] = next;
      }
    }
  }
  if (k === 0) return m[start]![end]!;
  return Math.min(...middle.map((v, j) => best[(1 << k) - 1]![j]! + m[v]![end]!));
}

function bruteForceLength(m: number[][], start: number, end: number): number {
  const middle = m.map((_, i) => i).filter((i) => i !== start && i !== end);
  let best = Number.POSITIVE_INFINITY;
  const permute = (rest: number[], at: number, sum: number) => {
    if (sum >= best) return;
    if (rest.length === 0) {
      best = Math.min(best, sum + m[at]![end]!);
      return;
    }
    for (let i = 0; i < rest.length; i++) {
      permute([...rest.slice(0, i), ...rest.slice(i + 1)], rest[i]!, sum + m[at]![rest[i]!]!);
    }
  };
  permute(middle, start, 0);
  return best;
}

function matrixOf(texts: readonly string[]): number[][] {
  const points = texts.map(place);
  return points.map((a) => points.map((b) => roadKm(a, b)));
}

describe('optimizeRoute', () => {
  const departure = `${TUESDAY}T10:00:00+04:00`;

  it('orders three waypoints optimally on an open path', () => {
    const input = {
      startLocation: 'Jebel Ali Port',
      endLocation: 'Sharjah',
      waypoints: ['Deira', 'Al Quoz', 'Business Bay'],
    };
    const route = optimizeRoute({ ...input, departure });
    expect(route.stops.map((s) => s.id)).toEqual(['port-jebel-ali', 'al-quoz', 'business-bay', 'deira', 'sharjah']);
    const m = matrixOf([input.startLocation, ...input.waypoints, input.endLocation]);
    expect(route.totalKm).toBeCloseTo(bruteForceLength(m, 0, 4), 1);
    expect(route.legs).toHaveLength(4);
    expect(route.totalKm).toBeCloseTo(
      route.legs.reduce((sum, l) => sum + l.km, 0),
      0,
    );
    expect(route.totalMinutes).toBe(Math.round((Date.parse(route.eta) - Date.parse(route.departure)) / 60_000));
    expect(route).toMatchObject({
      estimate: true,
      exact: true,
      solver: 'held_karp',
      roundTrip: false,
      vehicleType: 'van',
    });
    expect(route.stops[0]).toMatchObject({ en: 'Jebel Ali Port', ar: 'ميناء جبل علي', input: 'Jebel Ali Port' });
  });

  it('equals the brute-force optimum on an eight-waypoint round trip', () => {
    const waypoints = [
      'Ajman',
      'Umm Al Quwain',
      'Ras Al Khaimah',
      'Fujairah',
      'Khor Fakkan',
      'Al Dhaid',
      'Deira',
      'Al Ain',
    ];
    const route = optimizeRoute({ startLocation: 'JAFZA', endLocation: 'Jebel Ali Free Zone', waypoints, departure });
    expect(route.roundTrip).toBe(true);
    expect(route.stops[0]!.id).toBe('jafza');
    expect(route.stops.at(-1)!.id).toBe('jafza');
    expect(route.legs).toHaveLength(9);
    expect(route.totalKm).toBeCloseTo(bruteForceLength(matrixOf(['JAFZA', ...waypoints, 'JAFZA']), 0, 9), 1);
  });

  it('finds the optimal order of twelve waypoints', () => {
    const waypoints = [
      'Mussafah',
      'Khalifa Port',
      'Al Ain',
      'Ruwais',
      'Madinat Zayed',
      'DXB',
      'Dubai Investments Park',
      'Al Qusais',
      'SAIF Zone',
      'Ajman Free Zone',
      'Saqr Port',
      'Port of Fujairah',
    ];
    const route = optimizeRoute({ startLocation: 'Zayed Port', endLocation: 'Dubai South', waypoints, departure });
    expect(route.stops).toHaveLength(14);
    expect(new Set(route.stops.map((s) => s.id)).size).toBe(14);
    expect(route.exact).toBe(true);
    expect(route.totalKm).toBeCloseTo(optimumLength(matrixOf(['Zayed Port', ...waypoints, 'Dubai South']), 0, 13), 1);
  });

  it('uses the heuristic within its budget beyond sixteen stops, up to 25 waypoints', () => {
    const waypoints = PLACES.filter((p) => p.kind === 'district')
      .slice(0, ROUTE_MAX_WAYPOINTS)
      .map((p) => p.en);
    const started = performance.now();
    const route = optimizeRoute({ startLocation: 'Dubai', waypoints, departure });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(route).toMatchObject({ exact: false, solver: 'iterated_local_search', roundTrip: true });
    expect(route.stops).toHaveLength(ROUTE_MAX_WAYPOINTS + 2);
  });

  it('refuses more than 25 waypoints', () => {
    const waypoints = Array.from({ length: ROUTE_MAX_WAYPOINTS + 1 }, () => 'Deira');
    expect(() => optimizeRoute({ startLocation: 'Dubai', endLocation: 'Sharjah', waypoints })).toThrow(
      TooManyWaypointsError,
    );
  });

  it('refuses an unknown place with its suggestions, and coordinates outside the UAE', () => {
    let error: unknown;
    try {
      optimizeRoute({ startLocation: 'Dubai', endLocation: 'Sharjah', waypoints: ['Jebel Aly'] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnknownPlaceError);
    expect((error as UnknownPlaceError).text).toBe('Jebel Aly');
    expect((error as UnknownPlaceError).suggestions[0]!.id).toBe('jebel-ali');
    expect((error as Error).message).toMatch(/^Unknown place "Jebel Aly"; did you mean Jebel Ali, /);
    expect(() => optimizeRoute({ startLocation: '48.85, 2.35', waypoints: [] })).toThrow(PlaceOutsideUaeError);
  });

  it('times a heavy truck through the morning ban and says so', () => {
    const route = optimizeRoute({
      startLocation: 'JAFZA',
      endLocation: 'Deira',
      waypoints: [],
      vehicleType: 'heavy_truck',
      departure: `${TUESDAY}T07:00:00+04:00`,
    });
    expect(route.legs[0]!.waitMinutes).toBe(90);
    expect(route.advice).toMatchObject({ code: 'leave_after_truck_ban', leaveAfter: '08:30' });
    expect(dubaiTime(new Date(route.eta)) > '08:30').toBe(true);
  });

  it('leaves now when no departure is given', () => {
    const now = dubai(`${TUESDAY}T11:00`);
    const route = optimizeRoute({ startLocation: '25.2, 55.3', waypoints: ['Deira'] }, { now: () => now });
    expect(route.departure).toBe(now.toISOString());
    expect(route.stops.map((s) => s.kind)).toEqual(['coordinates', 'district', 'coordinates']);
  });
});
