import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Trip } from './trip.ts';
import { Vehicle } from './vehicle.ts';

/**
 * A GPS position of a vehicle (issue 14), as its device sent it with the OsmAnd protocol. While the vehicle is on a
 * trip in progress the position is part of that trip's breadcrumb (`trip`).
 */
export const VehiclePosition = defineEntity({
  name: 'VehiclePosition',
  tableName: 'vehicle_positions',
  indexes: [{ properties: ['vehicle', 'recordedAt'] }, { properties: ['trip', 'recordedAt'] }],
  properties: {
    id: p.integer().primary(),
    vehicle: () => p.manyToOne(Vehicle).deleteRule('cascade'),
    trip: () => p.manyToOne(Trip).nullable().deleteRule('set null'),
    /** When the device took the fix; `receivedAt` when the API stored it. */
    recordedAt: p.datetime(),
    receivedAt: p.datetime().onCreate(() => new Date()),
    lat: p.double(),
    lon: p.double(),
    /** Converted from the knots the device sends. */
    speedKmh: p.double().nullable(),
    /** Degrees from north, 0–360. */
    bearing: p.double().nullable(),
    /** Metres. */
    altitude: p.double().nullable(),
    /** Metres. */
    accuracy: p.double().nullable(),
    /** Percent, 0–100. */
    battery: p.double().nullable(),
  },
});
export type VehiclePosition = InferEntity<typeof VehiclePosition>;
