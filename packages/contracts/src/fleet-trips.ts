import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { EMIRATES } from './fleet.ts';
import { placeText } from './fleet-route.ts';
import { SHIPMENT_STATUSES } from './shipments.ts';
import { boundedText } from './text.ts';

/**
 * Trips of an organization's fleet (issue 14, docs/fleet.md "Trips"): a vehicle and a driver over ordered stops,
 * carrying shipments. Starting and completing a trip moves its shipments through the shipment status path.
 */

export const TRIP_STATUSES = ['planned', 'in_progress', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** A trip has at least a start and an end, and at most 25 stops in all. */
export const TRIP_MIN_STOPS = 2;
export const TRIP_MAX_STOPS = 25;
/** The most shipments one trip carries. */
export const TRIP_MAX_SHIPMENTS = 200;
export const TRIP_PAGE_SIZE = 20;

const shipmentId = z
  .number({ error: 'shipmentIds must be shipment ids' })
  .int({ error: 'shipmentIds must be shipment ids' })
  .positive({ error: 'shipmentIds must be shipment ids' });
const entityId = (field: string) =>
  z
    .number({ error: `${field} is required` })
    .int({ error: `${field} must be an id` })
    .positive({ error: `${field} must be an id` });

/**
 * `POST /api/fleet/trips` (Create Trip): the stops in the order they are driven, each a gazetteer place (English or
 * Arabic name) or "lat, lon"; the planned distance is computed from them, never typed. Unknown keys 400.
 */
export const CreateTrip = z
  .strictObject({
    vehicleId: entityId('vehicleId'),
    driverId: entityId('driverId'),
    stops: z
      .array(placeText('stop'), { error: 'stops must be a list of places' })
      .min(TRIP_MIN_STOPS, { error: `a trip needs at least ${TRIP_MIN_STOPS} stops: where it starts and ends` })
      .max(TRIP_MAX_STOPS, { error: `a trip takes at most ${TRIP_MAX_STOPS} stops` }),
    shipmentIds: z
      .array(shipmentId, { error: 'shipmentIds must be a list of shipment ids' })
      .max(TRIP_MAX_SHIPMENTS, { error: `a trip carries at most ${TRIP_MAX_SHIPMENTS} shipments` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'shipmentIds must not repeat a shipment' })
      .default([]),
    plannedStart: IsoDateTime.meta({ description: 'When the trip is due to leave its first stop' }),
    notes: boundedText('notes', 1000, { multiline: true }).optional(),
  })
  .meta({ id: 'CreateTrip' });
export type CreateTrip = z.infer<typeof CreateTrip>;

/** The lowest and highest rating a dispatcher gives a trip. */
export const TRIP_RATING_MIN = 1;
export const TRIP_RATING_MAX = 5;
const ratingError = `rating must be a whole number from ${TRIP_RATING_MIN} to ${TRIP_RATING_MAX}`;

/**
 * `POST /api/fleet/trips/{id}/complete`: the distance driven (the measured, else planned distance when absent) and
 * the dispatcher's rating of the trip, a whole number from 1 to 5 (unrated when absent).
 */
export const CompleteTrip = z
  .strictObject({
    actualDistanceKm: z
      .number({ error: 'actualDistanceKm must be a number' })
      .min(0, { error: 'actualDistanceKm must not be negative' })
      .max(10_000, { error: 'actualDistanceKm must be at most 10000' })
      .optional(),
    rating: z
      .number({ error: ratingError })
      .int({ error: ratingError })
      .min(TRIP_RATING_MIN, { error: ratingError })
      .max(TRIP_RATING_MAX, { error: ratingError })
      .optional()
      .meta({ description: "The dispatcher's rating of the trip, 1 (poor) to 5 (excellent)" }),
  })
  .meta({ id: 'CompleteTrip' });
export type CompleteTrip = z.infer<typeof CompleteTrip>;

/** `GET /api/fleet/trips`: newest first, optionally one status, a page at a time. */
export const TripListQuery = z.object({
  status: z.enum(TRIP_STATUSES, { error: `status must be one of ${TRIP_STATUSES.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(100_000, { error: 'page must be at most 100000' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int({ error: 'pageSize must be between 1 and 100' })
    .min(1, { error: 'pageSize must be between 1 and 100' })
    .max(100, { error: 'pageSize must be between 1 and 100' })
    .default(TRIP_PAGE_SIZE),
});

export const TripStop = z
  .object({
    /** 1 for the first stop. */
    position: z.number().int().positive(),
    /** The gazetteer's English name, or the coordinates as given. */
    place: z.string(),
    /** The gazetteer's Arabic name; null for raw coordinates. */
    placeAr: z.string().nullable(),
    /** The gazetteer id; null for raw coordinates. */
    placeId: z.string().nullable(),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
  })
  .meta({ id: 'TripStop' });
export type TripStop = z.infer<typeof TripStop>;

export const Trip = z
  .object({
    id: z.number().int(),
    /** `TRP-000123`, numbered per organization. */
    tripNumber: z.string(),
    status: z.enum(TRIP_STATUSES),
    vehicle: z.object({
      id: z.number().int(),
      emirate: z.enum(EMIRATES),
      licensePlate: z.string(),
      make: z.string(),
      model: z.string(),
    }),
    driver: z.object({ id: z.number().int(), name: z.string() }),
    stops: z.array(TripStop),
    shipments: z.array(
      z.object({ id: z.number().int(), trackingNumber: z.string(), status: z.enum(SHIPMENT_STATUSES) }),
    ),
    /** Estimated road km along the stops in order (the road model of docs/estimates.md). */
    plannedDistanceKm: z.number().nonnegative(),
    /** Given at completion, else the planned distance; null until completed. */
    actualDistanceKm: z.number().nonnegative().nullable(),
    /** The dispatcher's rating given at completion, 1 to 5; null when not rated (or not completed). */
    rating: z.number().int().min(TRIP_RATING_MIN).max(TRIP_RATING_MAX).nullable(),
    plannedStart: IsoDateTime,
    startedAt: IsoDateTime.nullable(),
    completedAt: IsoDateTime.nullable(),
    cancelledAt: IsoDateTime.nullable(),
    notes: z.string().nullable(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'Trip' });
export type Trip = z.infer<typeof Trip>;

export const TripPage = z
  .object({
    items: z.array(Trip),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  })
  .meta({ id: 'TripPage' });
export type TripPage = z.infer<typeof TripPage>;
