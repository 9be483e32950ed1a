import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Vehicle } from './vehicle.ts';

/**
 * A vehicle's device token (issue 14, docs/fleet.md "Positions (OsmAnd)"): the device identifier its tracker or the
 * driver's phone posts positions with. Only the token's SHA-256 hash is kept; one token per vehicle.
 */
export const VehicleDevice = defineEntity({
  name: 'VehicleDevice',
  tableName: 'vehicle_devices',
  properties: {
    id: p.integer().primary(),
    vehicle: () => p.manyToOne(Vehicle).unique().deleteRule('cascade'),
    /** Hex SHA-256 of the token. */
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type VehicleDevice = InferEntity<typeof VehicleDevice>;
