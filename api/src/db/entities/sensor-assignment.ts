import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Shipment } from './shipment.ts';
import { TemperatureSensor } from './temperature-sensor.ts';

/** A sensor attached to a shipment from `fromAt` until `toAt` (null: still attached): its readings count for it. */
export const SensorAssignment = defineEntity({
  name: 'SensorAssignment',
  tableName: 'sensor_assignments',
  indexes: [{ properties: ['shipment', 'fromAt'] }],
  properties: {
    id: p.integer().primary(),
    sensor: () => p.manyToOne(TemperatureSensor).index().deleteRule('cascade'),
    shipment: () => p.manyToOne(Shipment).deleteRule('cascade'),
    fromAt: p.datetime(),
    toAt: p.datetime().nullable(),
  },
});
export type SensorAssignment = InferEntity<typeof SensorAssignment>;
