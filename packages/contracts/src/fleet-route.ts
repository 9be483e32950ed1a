import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { VEHICLE_TYPES } from './fleet.ts';
import { safeText } from './text.ts';

/** The most waypoints a route may have besides its start and end. */
export const ROUTE_MAX_WAYPOINTS = 25;
/** Kinds of gazetteer place (api/src/modules/fleet/route/gazetteer-data.ts). */
export const GAZETTEER_PLACE_KINDS = [
  'city',
  'district',
  'port',
  'airport',
  'free_zone',
  'logistics_hub',
  'border_crossing',
] as const;
/** A stop is a gazetteer place or raw coordinates. */
export const ROUTE_PLACE_KINDS = [...GAZETTEER_PLACE_KINDS, 'coordinates'] as const;

export const placeText = (field: string) =>
  safeText(
    z
      .string({ error: `${field} must be a place name or "latitude, longitude"` })
      .trim()
      .min(1, { error: `${field} must name a place` })
      .max(200, { error: `${field} must be at most 200 characters` }),
    field,
  );

/** `POST /api/fleet/route/optimize`: places by English or Arabic name, alternative spelling, or "lat, lon". */
export const OptimizeRouteRequest = z
  .object({
    startLocation: placeText('startLocation'),
    /** Absent or equal to the start: a round trip back to the start. */
    endLocation: placeText('endLocation').optional(),
    waypoints: z
      .array(placeText('waypoint'), { error: 'waypoints must be a list of places' })
      .max(ROUTE_MAX_WAYPOINTS, {
        error: `a route takes at most ${ROUTE_MAX_WAYPOINTS} waypoints besides its start and end`,
      }),
    /** When the vehicle leaves; now when absent. */
    departure: IsoDateTime.optional(),
    /** Default van; heavy trucks and reefers obey the peak-hour truck bans. */
    vehicleType: z.enum(VEHICLE_TYPES, { error: `vehicleType must be one of ${VEHICLE_TYPES.join(', ')}` }).optional(),
  })
  .meta({ id: 'OptimizeRouteRequest' });
export type OptimizeRouteRequest = z.infer<typeof OptimizeRouteRequest>;

export const RouteStop = z
  .object({
    /** Gazetteer id, or `coord:<lat>,<lon>` for raw coordinates. */
    id: z.string(),
    en: z.string(),
    ar: z.string(),
    kind: z.enum(ROUTE_PLACE_KINDS),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    /** The text the request gave for this stop. */
    input: z.string(),
    arrivesAt: IsoDateTime,
  })
  .meta({ id: 'RouteStop' });
export type RouteStop = z.infer<typeof RouteStop>;

export const RouteLeg = z
  .object({
    from: z.string(),
    to: z.string(),
    km: z.number().nonnegative(),
    /** Leaving the previous stop to arriving, waits for truck bans included. */
    minutes: z.number().int().nonnegative(),
    driveMinutes: z.number().int().nonnegative(),
    waitMinutes: z.number().int().nonnegative(),
    departsAt: IsoDateTime,
    arrivesAt: IsoDateTime,
  })
  .meta({ id: 'RouteLeg' });
export type RouteLeg = z.infer<typeof RouteLeg>;

const HHMM = z.string().regex(/^\d{2}:\d{2}$/);
const TruckBanZone = z.enum(['dubai', 'abu_dhabi']);
const truckBan = {
  zone: TruckBanZone,
  authority: z.string(),
  roads: z.array(z.string()),
  window: z.object({ start: HHMM, end: HHMM }),
  waitMinutes: z.number().int().nonnegative(),
};

/** What to tell the dispatcher, as a code and parameters the UI words in its language (times Asia/Dubai). */
export const DepartureAdvice = z
  .discriminatedUnion('code', [
    z.object({ code: z.literal('leave_now') }),
    z.object({ code: z.literal('leave_after_truck_ban'), leaveAfter: HHMM, ...truckBan }),
    z.object({ code: z.literal('truck_ban_wait_on_route'), stop: z.number().int().nonnegative(), ...truckBan }),
    z.object({
      code: z.literal('peak_traffic'),
      zone: TruckBanZone,
      leaveAfter: HHMM,
      extraMinutes: z.number().int().nonnegative(),
    }),
  ])
  .meta({ id: 'DepartureAdvice' });
export type DepartureAdvice = z.infer<typeof DepartureAdvice>;

/** An optimised route: every figure is an estimate of the documented model (docs/estimates.md). */
export const OptimizedRoute = z
  .object({
    /** In visiting order, start first, end (the start again for a round trip) last. */
    stops: z.array(RouteStop),
    legs: z.array(RouteLeg),
    totalKm: z.number().nonnegative(),
    totalMinutes: z.number().int().nonnegative(),
    departure: IsoDateTime,
    eta: IsoDateTime,
    roundTrip: z.boolean(),
    vehicleType: z.enum(VEHICLE_TYPES),
    /** The order is proven shortest for the model's distances (exact solver) rather than found by the heuristic. */
    exact: z.boolean(),
    advice: DepartureAdvice,
    estimate: z.literal(true),
    method: z.string(),
    solver: z.enum(['held_karp', 'iterated_local_search']),
  })
  .meta({ id: 'OptimizedRoute' });
export type OptimizedRoute = z.infer<typeof OptimizedRoute>;

export const PlaceSuggestion = z
  .object({ id: z.string(), en: z.string(), ar: z.string(), similarity: z.number().min(0).max(1) })
  .meta({ id: 'PlaceSuggestion' });

/** 400 for a place the gazetteer does not know: the message names it, with the closest places. */
export const UnknownPlaceBody = z
  .object({ error: z.string().min(1), place: z.string(), suggestions: z.array(PlaceSuggestion).max(5) })
  .meta({ id: 'UnknownPlaceBody' });
export type UnknownPlaceBody = z.infer<typeof UnknownPlaceBody>;
