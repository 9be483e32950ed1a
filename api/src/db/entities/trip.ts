import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TRIP_STATUSES } from '@qafila/contracts';
import { Driver } from './driver.ts';
import { Organization } from './organization.ts';
import { Shipment } from './shipment.ts';
import { timestamps } from './timestamps.ts';
import { TripStop } from './trip-stop.ts';
import { Vehicle } from './vehicle.ts';

/**
 * A trip of an organization's fleet (issue 14): a vehicle and a driver over ordered stops, carrying shipments of the
 * same organization (the `trip_shipments` link). The trip number (`TRP-000123`) is unique within the organization.
 */
export const Trip = defineEntity({
  name: 'Trip',
  tableName: 'trips',
  uniques: [{ properties: ['organization', 'tripNumber'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index(),
    tripNumber: p.string().length(20),
    vehicle: () => p.manyToOne(Vehicle).index(),
    driver: () => p.manyToOne(Driver).index(),
    status: p.enum(TRIP_STATUSES).index(),
    plannedDistanceKm: p.double(),
    actualDistanceKm: p.double().nullable(),
    /** Measured along the breadcrumb while in progress (docs/fleet.md "Positions (OsmAnd)"); 0 without positions. */
    measuredDistanceKm: p.double().default(0),
    /** The dispatcher's rating given at completion, 1 to 5 (docs/fleet.md "Completing"); null when not rated. */
    rating: p.integer().nullable(),
    plannedStart: p.datetime(),
    startedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    notes: p.text().nullable(),
    stops: () => p.oneToMany(TripStop).mappedBy('trip').orderBy({ position: 'asc' }),
    shipments: () => p.manyToMany(Shipment).pivotTable('trip_shipments'),
    ...timestamps,
  },
});
export type Trip = InferEntity<typeof Trip>;
