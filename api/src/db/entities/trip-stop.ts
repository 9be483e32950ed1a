import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Trip } from './trip.ts';

/** One stop of a trip, in driving order (`position` from 1): a gazetteer place or raw coordinates. */
export const TripStop = defineEntity({
  name: 'TripStop',
  tableName: 'trip_stops',
  uniques: [{ properties: ['trip', 'position'] }],
  properties: {
    id: p.integer().primary(),
    trip: () => p.manyToOne(Trip).deleteRule('cascade'),
    position: p.integer(),
    /** The gazetteer's English name, or the coordinates as given. */
    place: p.string().length(200),
    /** The gazetteer id; null for raw coordinates. */
    placeId: p.string().length(60).nullable(),
    lat: p.double(),
    lon: p.double(),
  },
});
export type TripStop = InferEntity<typeof TripStop>;
