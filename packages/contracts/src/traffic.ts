import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { TrafficLevel } from './dashboard.ts';
import { CalendarDate, VEHICLE_TYPES } from './fleet.ts';

/**
 * Dubai Traffic Conditions (issue 19, docs/estimates.md "Traffic by corridor", ADR 0038): the time-of-day and weekday
 * model of the overview and the route optimiser, shown per corridor with the truck movement restrictions. Every
 * figure is an estimate unless a real traffic feed is configured.
 */

/** Corridors the screen shows; the UI names them in the user's language. */
export const TRAFFIC_CORRIDORS = [
  'sheikh_zayed_road',
  'al_ittihad_road',
  'al_khail_road',
  'mohammed_bin_zayed_road',
  'emirates_road',
  'dubai_abu_dhabi',
  'abu_dhabi_al_ain',
] as const;
export const TrafficCorridorId = z.enum(TRAFFIC_CORRIDORS);
export type TrafficCorridorId = z.infer<typeof TrafficCorridorId>;

export const TrafficReading = z.object({
  level: TrafficLevel,
  /** Travel-time index: 1.6 means trips take 60 % longer than in free flow. */
  travelTimeIndex: z.number().positive(),
});
export type TrafficReading = z.infer<typeof TrafficReading>;

export const TruckRestriction = z.object({
  authority: z.string(),
  /** Local `HH:MM` start and end. */
  windows: z.tuple([z.string(), z.string()]).array(),
  /** Local weekdays, 0 = Sunday. */
  weekdays: z.number().int().min(0).max(6).array(),
  vehicleTypes: z.enum(VEHICLE_TYPES).array(),
});
export type TruckRestriction = z.infer<typeof TruckRestriction>;

export const CorridorTraffic = z
  .object({
    id: TrafficCorridorId,
    /** Road numbers, e.g. ["E11"]. */
    roads: z.string().array(),
    now: TrafficReading,
    /** A truck restriction in force now (for heavy vehicles). */
    restrictedNow: z.boolean(),
    /** 48 half hours of the chosen day from 00:00 local time. */
    day: TrafficReading.extend({ restricted: z.boolean() }).array().length(48),
    restrictions: TruckRestriction.array(),
  })
  .meta({ id: 'CorridorTraffic' });
export type CorridorTraffic = z.infer<typeof CorridorTraffic>;

export const TrafficQuery = z.object({
  /** The day of the strip (Asia/Dubai); today when absent. */
  date: CalendarDate.optional(),
});

/** `GET /api/traffic`. */
export const TrafficOverview = z
  .object({
    at: IsoDateTime,
    date: CalendarDate,
    /** `model` (the built-in estimate) or the name of a configured feed. */
    provider: z.string(),
    /** True while the figures come from the model. */
    estimate: z.boolean(),
    method: z.string(),
    corridors: CorridorTraffic.array(),
  })
  .meta({ id: 'TrafficOverview' });
export type TrafficOverview = z.infer<typeof TrafficOverview>;
