import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';
import { Shipment } from './shipment.ts';
import { TemperatureSensor } from './temperature-sensor.ts';

/**
 * A shipment's temperature out of range for at least its tolerance, by one sensor (issue 18): from the first reading
 * out of range to the first one back in range (`endedAt` null while still out), with the extremes seen.
 */
export const TemperatureExcursion = defineEntity({
  name: 'TemperatureExcursion',
  tableName: 'temperature_excursions',
  uniques: [{ properties: ['shipment', 'sensor', 'startedAt'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    shipment: () => p.manyToOne(Shipment).deleteRule('cascade'),
    sensor: () => p.manyToOne(TemperatureSensor).index().deleteRule('cascade'),
    startedAt: p.datetime(),
    endedAt: p.datetime().nullable(),
    minC: p.double(),
    maxC: p.double(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type TemperatureExcursion = InferEntity<typeof TemperatureExcursion>;
