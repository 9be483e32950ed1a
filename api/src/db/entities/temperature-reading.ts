import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TemperatureSensor } from './temperature-sensor.ts';

/** A reading a sensor posted (issue 18); one per sensor and instant (a device sending it again is stored once). */
export const TemperatureReading = defineEntity({
  name: 'TemperatureReading',
  tableName: 'temperature_readings',
  uniques: [{ properties: ['sensor', 'recordedAt'] }],
  properties: {
    id: p.integer().primary(),
    sensor: () => p.manyToOne(TemperatureSensor).deleteRule('cascade'),
    /** When the device took it; `receivedAt` when the API stored it. */
    recordedAt: p.datetime(),
    receivedAt: p.datetime().onCreate(() => new Date()),
    temperatureC: p.double(),
    /** Percent relative humidity, 0–100. */
    humidity: p.double().nullable(),
    lat: p.double().nullable(),
    lon: p.double().nullable(),
  },
});
export type TemperatureReading = InferEntity<typeof TemperatureReading>;
