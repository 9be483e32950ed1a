import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { VEHICLE_SERVICE_KINDS } from '@qafila/contracts';
import { Vehicle } from './vehicle.ts';

/** One row of a vehicle's service history: when, at what odometer reading, what was done and what it cost. */
export const VehicleService = defineEntity({
  name: 'VehicleService',
  tableName: 'vehicle_services',
  properties: {
    id: p.integer().primary(),
    vehicle: () => p.manyToOne(Vehicle).index().deleteRule('cascade'),
    /** Calendar day, `YYYY-MM-DD`. */
    date: p.date(),
    odometerKm: p.integer(),
    kind: p.enum(VEHICLE_SERVICE_KINDS),
    costAed: p.double(),
    description: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type VehicleService = InferEntity<typeof VehicleService>;
