/** The shape trips are answered in (issue 14), and the driver figures computed from them (docs/fleet.md). */
import type { Trip as TripDto } from '@qafila/contracts';
import type { Trip } from '../../db/entities/index.ts';
import { PLACES } from './route/gazetteer-data.ts';

const ARABIC_NAMES = new Map(PLACES.map((p) => [p.id, p.ar]));

/** A trip with its vehicle, driver, stops and shipments loaded. */
export function toTripDto(t: Trip): TripDto {
  return {
    id: t.id,
    tripNumber: t.tripNumber,
    status: t.status,
    vehicle: {
      id: t.vehicle.id,
      emirate: t.vehicle.emirate,
      licensePlate: t.vehicle.licensePlate,
      make: t.vehicle.make,
      model: t.vehicle.model,
    },
    driver: { id: t.driver.id, name: t.driver.name },
    stops: t.stops
      .getItems()
      .map((s) => ({
        position: s.position,
        place: s.place,
        placeAr: (s.placeId && ARABIC_NAMES.get(s.placeId)) || null,
        placeId: s.placeId ?? null,
        lat: Number(s.lat),
        lon: Number(s.lon),
      }))
      .sort((a, b) => a.position - b.position),
    shipments: t.shipments
      .getItems()
      .map((s) => ({ id: s.id, trackingNumber: s.trackingNumber, status: s.status }))
      .sort((a, b) => a.id - b.id),
    plannedDistanceKm: Number(t.plannedDistanceKm),
    actualDistanceKm: t.actualDistanceKm == null ? null : Number(t.actualDistanceKm),
    rating: t.rating ?? null,
    plannedStart: t.plannedStart.toISOString(),
    startedAt: t.startedAt?.toISOString() ?? null,
    completedAt: t.completedAt?.toISOString() ?? null,
    cancelledAt: t.cancelledAt?.toISOString() ?? null,
    notes: t.notes ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** A driver's figures from their trips. */
export interface DriverFigures {
  totalTrips: number;
  performanceScore: number | null;
  averageRating: number | null;
}

/** A driver without finished trips: no score ("no trips yet"), never a made-up figure. */
export const NO_TRIPS: DriverFigures = { totalTrips: 0, performanceScore: null, averageRating: null };

/** A trip left within this many minutes of its planned start is on time. */
export const ON_TIME_GRACE_MINUTES = 30;

/**
 * The figures of one driver from their finished trips (docs/fleet.md "Driver figures"):
 * - `totalTrips`: trips completed;
 * - `performanceScore` = 10 × (on-time completed + ½ × late completed) / (completed + abandoned), one decimal, where
 *   a completed trip is on time when it started within ON_TIME_GRACE_MINUTES of its planned start, and an abandoned
 *   trip is one cancelled after it started (a planned trip cancelled before starting does not count); null with
 *   neither;
 * - `averageRating` = the mean of the ratings (1–5) the dispatcher gave the driver's completed trips when completing
 *   them (meanRating), one decimal; unrated trips do not count; null while none is rated.
 */
export function driverFigures(
  trips: readonly { status: string; plannedStart: Date; startedAt?: Date | null; rating?: number | null }[],
): DriverFigures {
  let onTime = 0;
  let late = 0;
  let abandoned = 0;
  for (const t of trips) {
    if (t.status === 'completed') {
      const delayMs = (t.startedAt ?? t.plannedStart).getTime() - t.plannedStart.getTime();
      if (delayMs <= ON_TIME_GRACE_MINUTES * 60_000) onTime++;
      else late++;
    } else if (t.status === 'cancelled' && t.startedAt) abandoned++;
  }
  const counted = onTime + late + abandoned;
  return {
    totalTrips: onTime + late,
    performanceScore: counted ? Math.round((100 * (onTime + late / 2)) / counted) / 10 : null,
    averageRating: meanRating(trips.filter((t) => t.status === 'completed')),
  };
}

/** The mean of the trips' ratings to one decimal, the unrated left out; null when none is rated. */
export function meanRating(trips: readonly { rating?: number | null }[]): number | null {
  const ratings = trips.flatMap((t) => (t.rating == null ? [] : [t.rating]));
  if (!ratings.length) return null;
  return Math.round((10 * ratings.reduce((a, r) => a + r, 0)) / ratings.length) / 10;
}
