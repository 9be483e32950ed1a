import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { boundedText } from './text.ts';

/**
 * Temperature Monitoring (issue 18, docs/temperature.md, ADR 0036): an organization's sensors post readings with a
 * device token; each shipment a sensor is attached to has a temperature range, and a reading series out of that
 * range for at least the shipment's tolerance is one excursion.
 */

export const SENSOR_KINDS = ['reefer', 'probe', 'logger'] as const;
export const SensorKind = z.enum(SENSOR_KINDS);
export type SensorKind = z.infer<typeof SensorKind>;

export const SENSOR_STATUSES = ['active', 'revoked'] as const;

/** The ranges of a shipment: chilled 2–8 °C, frozen −18 °C or colder, ambient 15–25 °C, or the staff's own. */
export const TEMPERATURE_RANGES = ['chilled', 'frozen', 'ambient', 'custom'] as const;
export const TemperatureRange = z.enum(TEMPERATURE_RANGES);
export type TemperatureRange = z.infer<typeof TemperatureRange>;

/** The bounds of the named ranges (°C, inclusive; null: no bound on that side). */
export const RANGE_BOUNDS: Record<Exclude<TemperatureRange, 'custom'>, { minC: number | null; maxC: number | null }> = {
  chilled: { minC: 2, maxC: 8 },
  frozen: { minC: null, maxC: -18 },
  ambient: { minC: 15, maxC: 25 },
};

/** What a reading may say; outside these a post is refused with 400 naming the field. */
export const READING_LIMITS = {
  minTemperatureC: -60,
  maxTemperatureC: 80,
  /** Readings per post. */
  maxBatch: 500,
  /** A reading may be at most this far in the future (device clocks drift) … */
  maxFutureMs: 5 * 60_000,
  /** … and at most this old (a logger sending its backlog after a week). */
  maxAgeMs: 7 * 24 * 60 * 60_000,
} as const;

/** A shipment's tolerance when staff do not set one: out of range for this long is an excursion. */
export const DEFAULT_TOLERANCE_MINUTES = 15;
/** Readings per post from one device token: beyond this a minute, 429. */
export const READINGS_POSTS_PER_MINUTE = 60;
/** A sensor whose latest reading is older than this shows as silent in the live view. */
export const SENSOR_SILENT_AFTER_MS = 15 * 60_000;
/** The live view refreshes this often (the product's 30 s sensor refresh). */
export const TEMPERATURE_REFRESH_MS = 30_000;

const Celsius = z.number().min(READING_LIMITS.minTemperatureC).max(READING_LIMITS.maxTemperatureC);

/** One reading as a device sends it. */
export const ReadingInput = z
  .object({
    temperatureC: z
      .number({ error: 'temperatureC must be a number' })
      .min(READING_LIMITS.minTemperatureC, { error: 'temperatureC must be between -60 and 80' })
      .max(READING_LIMITS.maxTemperatureC, { error: 'temperatureC must be between -60 and 80' }),
    humidity: z
      .number({ error: 'humidity must be a number' })
      .min(0, { error: 'humidity must be between 0 and 100' })
      .max(100, { error: 'humidity must be between 0 and 100' })
      .optional(),
    at: IsoDateTime,
    lat: z.number().min(-90).max(90).optional(),
    lon: z.number().min(-180).max(180).optional(),
  })
  .meta({ id: 'ReadingInput' });
export type ReadingInput = z.infer<typeof ReadingInput>;

/** `POST /api/telemetry/readings`: one reading, or `{ readings: [...] }` with up to 500. */
export const ReadingBatch = z
  .object({
    readings: z
      .array(ReadingInput)
      .min(1, { error: 'readings must hold at least one reading' })
      .max(READING_LIMITS.maxBatch, { error: 'readings holds at most 500 readings' }),
  })
  .meta({ id: 'ReadingBatch' });
export const PostReadings = z.union([ReadingBatch, ReadingInput]).meta({ id: 'PostReadings' });
export type PostReadings = z.infer<typeof PostReadings>;

export const ReadingsStored = z
  .object({
    /** New readings stored. */
    stored: z.number().int().nonnegative(),
    /** Readings the sensor had already sent for the same instant (kept once). */
    duplicates: z.number().int().nonnegative(),
    /** Excursions this post opened. */
    excursionsOpened: z.number().int().nonnegative(),
  })
  .meta({ id: 'ReadingsStored' });
export type ReadingsStored = z.infer<typeof ReadingsStored>;

/** A reading as stored. */
export const Reading = z
  .object({
    sensorId: z.number().int(),
    at: IsoDateTime,
    temperatureC: z.number(),
    humidity: z.number().nullable(),
  })
  .meta({ id: 'TemperatureReading' });
export type Reading = z.infer<typeof Reading>;

/** Where the latest reading stands against the range of the shipment(s) the sensor is attached to now. */
export const SENSOR_STATES = ['in_range', 'out_of_range', 'no_range', 'no_reading'] as const;

export const SensorAssignment = z
  .object({
    id: z.number().int(),
    shipmentId: z.number().int(),
    trackingNumber: z.string(),
    from: IsoDateTime,
    to: IsoDateTime.nullable(),
  })
  .meta({ id: 'SensorAssignment' });
export type SensorAssignment = z.infer<typeof SensorAssignment>;

export const Sensor = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: SensorKind,
    status: z.enum(SENSOR_STATUSES),
    vehicleId: z.number().int().nullable(),
    licensePlate: z.string().nullable(),
    /** The shipments it is attached to now. */
    assignments: z.array(SensorAssignment),
    lastReading: Reading.nullable(),
    state: z.enum(SENSOR_STATES),
    /** The latest reading is older than SENSOR_SILENT_AFTER_MS. */
    silent: z.boolean(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'Sensor' });
export type Sensor = z.infer<typeof Sensor>;

/**
 * A vehicle of the organization a sensor can be mounted in: the temperature section's own read-only list (the fleet's
 * needs the fleet section); retired vehicles are left out.
 */
export const TelemetryVehicle = z
  .object({ id: z.number().int(), licensePlate: z.string(), name: z.string() })
  .meta({ id: 'TelemetryVehicle' });
export type TelemetryVehicle = z.infer<typeof TelemetryVehicle>;

export const CreateSensor = z
  .object({
    name: boundedText('name', 100, { min: 1 }),
    kind: SensorKind.default('reefer'),
    vehicleId: z.number().int().positive().nullable().optional(),
  })
  .meta({ id: 'CreateSensor' });
export type CreateSensor = z.infer<typeof CreateSensor>;

export const UpdateSensor = z
  .object({
    name: boundedText('name', 100, { min: 1 }).optional(),
    kind: SensorKind.optional(),
    vehicleId: z.number().int().positive().nullable().optional(),
  })
  .meta({ id: 'UpdateSensor' });
export type UpdateSensor = z.infer<typeof UpdateSensor>;

/** A sensor's device token, answered at creation and on rotation only (its SHA-256 hash is kept). */
export const SensorToken = z.object({ sensor: Sensor, token: z.string() }).meta({ id: 'SensorToken' });
export type SensorToken = z.infer<typeof SensorToken>;

/** A shipment's range and tolerance. */
export const ColdChainProfile = z
  .object({
    range: TemperatureRange,
    minC: z.number().nullable(),
    maxC: z.number().nullable(),
    toleranceMinutes: z.number().int(),
  })
  .meta({ id: 'ColdChainProfile' });
export type ColdChainProfile = z.infer<typeof ColdChainProfile>;

export const SetColdChainProfile = z
  .object({
    range: TemperatureRange,
    /** For `custom` only (at least one of the two); the named ranges have their own bounds. */
    minC: Celsius.nullable().optional(),
    maxC: Celsius.nullable().optional(),
    toleranceMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(DEFAULT_TOLERANCE_MINUTES),
  })
  .meta({ id: 'SetColdChainProfile' });
export type SetColdChainProfile = z.infer<typeof SetColdChainProfile>;

export const AttachSensor = z
  .object({
    /** The shipment's tracking number. */
    trackingNumber: boundedText('trackingNumber', 32, { min: 1 }),
    /**
     * Since when the sensor has been with the shipment (loaded earlier, attached in the system now): its readings
     * from then count; now when absent; at most 7 days ago.
     */
    from: IsoDateTime.optional(),
  })
  .meta({ id: 'AttachSensor' });
export type AttachSensor = z.infer<typeof AttachSensor>;

export const Excursion = z
  .object({
    id: z.number().int(),
    shipmentId: z.number().int(),
    trackingNumber: z.string(),
    sensorId: z.number().int(),
    sensorName: z.string(),
    startedAt: IsoDateTime,
    /** The first reading back in range; null while still out of range. */
    endedAt: IsoDateTime.nullable(),
    minC: z.number(),
    maxC: z.number(),
  })
  .meta({ id: 'TemperatureExcursion' });
export type Excursion = z.infer<typeof Excursion>;

/** A shipment under temperature monitoring: it has a range or a sensor attached. */
export const ColdChainShipment = z
  .object({
    shipmentId: z.number().int(),
    trackingNumber: z.string(),
    status: z.string(),
    origin: z.string(),
    destination: z.string(),
    profile: ColdChainProfile.nullable(),
    sensorNames: z.array(z.string()),
    excursions: z.number().int().nonnegative(),
    openExcursions: z.number().int().nonnegative(),
  })
  .meta({ id: 'ColdChainShipment' });
export type ColdChainShipment = z.infer<typeof ColdChainShipment>;

/** A shipment's readings (of every sensor while attached to it), range and excursions: the chart and the report. */
export const ShipmentTemperature = z
  .object({
    shipment: ColdChainShipment,
    readings: z.array(Reading),
    sensors: z.array(z.object({ id: z.number().int(), name: z.string() })),
    excursions: z.array(Excursion),
    /** The shipment's readings, their lowest, highest and mean (null without readings). */
    summary: z.object({
      count: z.number().int(),
      minC: z.number().nullable(),
      maxC: z.number().nullable(),
      meanC: z.number().nullable(),
      /** Minutes of readings out of range (a reading counts until the next one of its sensor). */
      minutesOutOfRange: z.number(),
    }),
  })
  .meta({ id: 'ShipmentTemperature' });
export type ShipmentTemperature = z.infer<typeof ShipmentTemperature>;

/** Pushed on `/ws` to the shipment's customer when an excursion opens (their support dashboard shows it). */
export const TemperatureAlert = z
  .object({
    shipmentId: z.number().int(),
    trackingNumber: z.string(),
    startedAt: IsoDateTime,
    temperatureC: z.number(),
    minC: z.number().nullable(),
    maxC: z.number().nullable(),
  })
  .meta({ id: 'TemperatureAlert' });
export type TemperatureAlert = z.infer<typeof TemperatureAlert>;

/** The bounds of a profile (named ranges from RANGE_BOUNDS, custom from its own). */
export function boundsOf(profile: Pick<ColdChainProfile, 'range' | 'minC' | 'maxC'>) {
  return profile.range === 'custom' ? { minC: profile.minC, maxC: profile.maxC } : RANGE_BOUNDS[profile.range];
}

/** Whether a temperature is within the bounds (inclusive). */
export function inRange(temperatureC: number, bounds: { minC: number | null; maxC: number | null }): boolean {
  return (bounds.minC === null || temperatureC >= bounds.minC) && (bounds.maxC === null || temperatureC <= bounds.maxC);
}
