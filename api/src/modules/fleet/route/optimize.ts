// The route optimiser's entry point: place names in, an ordered route with distances, times and advice out.
// Pure computation (no I/O), ready for `POST /api/fleet/route/optimize`: the route handler parses the body with
// `OptimizeRouteRequest` (@qafila/contracts, fleet-route.ts) and answers `optimizeRoute(body)`; the errors are
// InvalidInputErrors (400) whose messages are written for people, with structured fields for a richer body.
//
// The order minimises estimated road kilometres (road-model.ts); times follow that order.

import { type OptimizedRoute, ROUTE_MAX_WAYPOINTS, type RouteLeg } from '@qafila/contracts';
import { InvalidInputError } from '../../../domain/errors.ts';
import { type PlaceSuggestion, type ResolvedPlace, resolvePlace } from './gazetteer.ts';
import {
  departureAdvice,
  legTiming,
  ROAD_MODEL_METHOD,
  roadKm,
  TRUCK_BANS,
  type TruckBan,
  type VehicleType,
} from './road-model.ts';
import { EXACT_MAX_NODES, solveTour } from './tour.ts';

/** Time budget of the heuristic beyond EXACT_MAX_NODES stops. */
const HEURISTIC_BUDGET_MS = 200;

export interface OptimizeRouteInput {
  /** A place name (English or Arabic), alternative spelling, or "lat, lon". */
  startLocation: string;
  /** Where the route ends; the start again (or absent) for a round trip. */
  endLocation?: string;
  waypoints: readonly string[];
  /** When the vehicle leaves; now when absent. */
  departure?: Date | string;
  /** Default `van`; heavy trucks and reefers are subject to the truck bans. */
  vehicleType?: VehicleType;
}

export interface OptimizeRouteOptions {
  /** The truck bans in force (default TRUCK_BANS). */
  truckBans?: readonly TruckBan[];
  /** The clock, for a departure that is not given. */
  now?: () => Date;
}

/** A place name that is not in the gazetteer (400), with the closest names. */
export class UnknownPlaceError extends InvalidInputError {
  readonly text: string;
  readonly suggestions: PlaceSuggestion[];
  constructor(text: string, suggestions: PlaceSuggestion[]) {
    const hint = suggestions.length ? `; did you mean ${suggestions.map((s) => s.en).join(', ')}?` : '';
    super(`Unknown place "${text}"${hint}`);
    this.text = text;
    this.suggestions = suggestions;
  }
}

/** Raw coordinates outside the UAE (400). */
export class PlaceOutsideUaeError extends InvalidInputError {
  readonly text: string;
  constructor(text: string) {
    super(`"${text}" is outside the UAE: give latitude, longitude inside the country (e.g. 25.2, 55.3)`);
    this.text = text;
  }
}

/** More waypoints than the optimiser takes (400). */
export class TooManyWaypointsError extends InvalidInputError {
  readonly count: number;
  constructor(count: number) {
    super(`A route takes at most ${ROUTE_MAX_WAYPOINTS} waypoints besides its start and end; this one has ${count}`);
    this.count = count;
  }
}

/** A place by name or "lat, lon"; 400 for an unknown name (with suggestions) or coordinates outside the UAE. */
export function resolveOrThrow(text: string): ResolvedPlace {
  const r = resolvePlace(text);
  if (r.ok) return r.place;
  if (r.reason === 'outside_uae') throw new PlaceOutsideUaeError(text);
  throw new UnknownPlaceError(text, r.suggestions);
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Resolves the places, orders the waypoints for the shortest estimated road distance, and times the route. */
export function optimizeRoute(input: OptimizeRouteInput, options: OptimizeRouteOptions = {}): OptimizedRoute {
  if (input.waypoints.length > ROUTE_MAX_WAYPOINTS) throw new TooManyWaypointsError(input.waypoints.length);
  const bans = options.truckBans ?? TRUCK_BANS;
  const vehicleType = input.vehicleType ?? 'van';
  const departure = input.departure === undefined ? (options.now?.() ?? new Date()) : new Date(input.departure);
  if (Number.isNaN(departure.getTime())) throw new InvalidInputError('departure must be a date and time');

  const start = resolveOrThrow(input.startLocation);
  const endText = input.endLocation ?? input.startLocation;
  const end = resolveOrThrow(endText);
  const waypoints = input.waypoints.map((text) => ({ text, place: resolveOrThrow(text) }));
  const roundTrip = end.id === start.id;

  // Nodes: the start, the waypoints, and for an open path the end last.
  const nodes = [{ text: input.startLocation, place: start }, ...waypoints];
  if (!roundTrip) nodes.push({ text: endText, place: end });
  const n = nodes.length;
  const data = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const km = roadKm(nodes[i]!.place, nodes[j]!.place);
      data[i * n + j] = km;
      data[j * n + i] = km;
    }
  }
  const tour = solveTour({ n, data }, { start: 0, end: roundTrip ? 0 : n - 1, budgetMs: HEURISTIC_BUDGET_MS, seed: 1 });
  const order = roundTrip ? [...tour.order, 0] : tour.order;
  const visited = order.map((i) => nodes[i]!);

  const legs: RouteLeg[] = [];
  const arrivals = [departure];
  let at = departure;
  for (let k = 1; k < visited.length; k++) {
    const from = visited[k - 1]!.place;
    const to = visited[k]!.place;
    const t = legTiming(from, to, at, vehicleType, bans);
    legs.push({
      from: from.id,
      to: to.id,
      km: round1(t.km),
      minutes: Math.round((t.arrivesAt.getTime() - at.getTime()) / 60_000),
      driveMinutes: Math.round(t.driveMinutes),
      waitMinutes: Math.round(t.waitMinutes),
      departsAt: t.departsAt.toISOString(),
      arrivesAt: t.arrivesAt.toISOString(),
    });
    at = t.arrivesAt;
    arrivals.push(at);
  }

  return {
    stops: visited.map(({ text, place }, k) => ({
      id: place.id,
      en: place.en,
      ar: place.ar,
      kind: place.kind,
      lat: place.lat,
      lon: place.lon,
      input: text,
      arrivesAt: arrivals[k]!.toISOString(),
    })),
    legs,
    totalKm: round1(tour.length),
    totalMinutes: Math.round((at.getTime() - departure.getTime()) / 60_000),
    departure: departure.toISOString(),
    eta: at.toISOString(),
    roundTrip,
    vehicleType,
    exact: tour.exact,
    advice: departureAdvice(
      visited.map((v) => v.place),
      departure,
      vehicleType,
      bans,
    ),
    estimate: true,
    method: ROAD_MODEL_METHOD,
    solver: n <= EXACT_MAX_NODES ? 'held_karp' : 'iterated_local_search',
  };
}
