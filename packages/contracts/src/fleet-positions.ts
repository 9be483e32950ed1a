import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { EMIRATES } from './fleet.ts';

/**
 * GPS positions of an organization's vehicles (issue 14, docs/fleet.md "Positions (OsmAnd)"): trackers and driver
 * phones post them with the OsmAnd protocol of Traccar, authenticated by a per-vehicle device token.
 */

/** What a position may say; outside these a post is refused with 400 naming the field. */
export const POSITION_LIMITS = {
  /** Knots as sent (Traccar's OsmAnd unit): 300 kn ≈ 556 km/h. */
  maxSpeedKnots: 300,
  /** Metres. */
  maxAccuracyM: 100_000,
  minAltitudeM: -1000,
  maxAltitudeM: 10_000,
  /** A position may be at most this far in the future (device clocks drift) … */
  maxFutureMs: 5 * 60_000,
  /** … and at most this old (a device sending its backlog after a week offline). */
  maxAgeMs: 7 * 24 * 60 * 60_000,
} as const;

/** A latest position older than this is stale on the map. */
export const POSITION_STALE_AFTER_MS = 10 * 60_000;

/** Breadcrumb segments implying more than this are GPS jumps and do not count towards a trip's measured distance. */
export const BREADCRUMB_MAX_SPEED_KMH = 200;

/** The answer of `POST /api/fleet/vehicles/{id}/device-token`: the token, shown this once (only its hash is kept). */
export const DeviceToken = z
  .object({
    vehicleId: z.number().int(),
    token: z.string(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'DeviceToken' });
export type DeviceToken = z.infer<typeof DeviceToken>;

/** The answer of `DELETE /api/fleet/vehicles/{id}/device-token`: whether a token was there to revoke. */
export const DeviceTokenRevoked = z
  .object({ vehicleId: z.number().int(), revoked: z.boolean() })
  .meta({ id: 'DeviceTokenRevoked' });
export type DeviceTokenRevoked = z.infer<typeof DeviceTokenRevoked>;

/** A vehicle's latest position, for the map. */
export const LatestPosition = z
  .object({
    vehicleId: z.number().int(),
    emirate: z.enum(EMIRATES),
    licensePlate: z.string(),
    lat: z.number(),
    lon: z.number(),
    speedKmh: z.number().nullable(),
    bearing: z.number().nullable(),
    recordedAt: IsoDateTime,
    /** Older than POSITION_STALE_AFTER_MS. */
    stale: z.boolean(),
  })
  .meta({ id: 'LatestPosition' });
export type LatestPosition = z.infer<typeof LatestPosition>;

/**
 * A position as it arrives, pushed on `/ws` as `fleet_position` to the organization's staff who may use the fleet
 * section: the map's LatestPosition and the trip in progress it joined (null when the vehicle is not on one). A
 * device may send a backlog late, so a client keeps, per vehicle, the position with the latest `recordedAt`.
 */
export const LivePosition = LatestPosition.extend({ tripId: z.number().int().nullable() }).meta({
  id: 'LivePosition',
});
export type LivePosition = z.infer<typeof LivePosition>;

/** One point of a trip's breadcrumb. */
export const BreadcrumbPoint = z
  .object({
    lat: z.number(),
    lon: z.number(),
    speedKmh: z.number().nullable(),
    bearing: z.number().nullable(),
    recordedAt: IsoDateTime,
  })
  .meta({ id: 'BreadcrumbPoint' });
export type BreadcrumbPoint = z.infer<typeof BreadcrumbPoint>;

/** A trip's breadcrumb in time order and the distance measured along it. */
export const TripBreadcrumb = z
  .object({
    tripId: z.number().int(),
    measuredDistanceKm: z.number(),
    points: BreadcrumbPoint.array(),
  })
  .meta({ id: 'TripBreadcrumb' });
export type TripBreadcrumb = z.infer<typeof TripBreadcrumb>;
