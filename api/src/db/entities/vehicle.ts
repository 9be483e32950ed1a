import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { EMIRATES, FUEL_TYPES, VEHICLE_STATUSES, VEHICLE_TYPES } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';

/**
 * A vehicle of an organization's fleet (issue 14). The plate is stored normalised for its emirate (`A 12345`, see
 * `normaliseUaePlate` and docs/fleet.md) and is unique within the organization and emirate. Retiring a vehicle keeps
 * the row, for its history.
 */
export const Vehicle = defineEntity({
  name: 'Vehicle',
  tableName: 'vehicles',
  uniques: [{ properties: ['organization', 'emirate', 'licensePlate'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index(),
    make: p.string().length(60),
    model: p.string().length(60),
    year: p.integer(),
    emirate: p.enum(EMIRATES),
    licensePlate: p.string().length(20),
    vehicleType: p.enum(VEHICLE_TYPES),
    fuelType: p.enum(FUEL_TYPES),
    capacityKg: p.double(),
    capacityM3: p.double(),
    mileageKm: p.integer(),
    status: p.enum(VEHICLE_STATUSES).index(),
    /** Calendar days, `YYYY-MM-DD`. */
    registrationExpiry: p.date(),
    insuranceExpiry: p.date(),
    ...timestamps,
  },
});
export type Vehicle = InferEntity<typeof Vehicle>;
