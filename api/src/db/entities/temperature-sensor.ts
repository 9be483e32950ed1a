import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { SENSOR_KINDS, SENSOR_STATUSES } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { Vehicle } from './vehicle.ts';

/**
 * A temperature sensor of an organization (issue 18, docs/temperature.md): a reefer unit, a probe or a logger that
 * posts readings with its device token. Only the token's SHA-256 hash is kept; a revoked sensor has none.
 */
export const TemperatureSensor = defineEntity({
  name: 'TemperatureSensor',
  tableName: 'temperature_sensors',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    name: p.string().length(100),
    kind: p.enum(SENSOR_KINDS),
    status: p.enum(SENSOR_STATUSES).default('active'),
    /** Hex SHA-256 of the device token; null once revoked. */
    tokenHash: p.string().length(64).nullable().unique(),
    /** The vehicle it is mounted in, if any. */
    vehicle: () => p.manyToOne(Vehicle).nullable().deleteRule('set null'),
    ...timestamps,
  },
});
export type TemperatureSensor = InferEntity<typeof TemperatureSensor>;
