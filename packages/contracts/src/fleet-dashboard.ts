import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { CalendarDate } from './fleet.ts';
import { TRIP_STATUSES } from './fleet-trips.ts';

/**
 * The fleet dashboard and analytics (issue 14, docs/fleet.md "Dashboard and analytics"): figures computed from the
 * organization's vehicles, drivers and trips at request time.
 */

/** What an alert is about; the UI words it from `kind` and `params` in its language (`message` is English). */
export const FLEET_ALERT_KINDS = [
  'maintenance_due',
  'registration_expired',
  'registration_expiring',
  'insurance_expired',
  'insurance_expiring',
  'licence_expired',
  'licence_expiring',
  'trip_not_started',
  'trip_overdue',
] as const;
export type FleetAlertKind = (typeof FLEET_ALERT_KINDS)[number];
/** Alerts come critical first. */
export const FLEET_ALERT_SEVERITIES = ['critical', 'warning'] as const;
/** A registration, insurance or licence expiring within this many days is announced. */
export const FLEET_EXPIRY_WARNING_DAYS = 30;
/** The last days the analytics count (utilization, distance, completed trips, insights) and the chart's days. */
export const FLEET_ANALYTICS_DAYS = 30;
export const FLEET_SERIES_DAYS = 14;
/** How many trips the dashboard lists. */
export const FLEET_RECENT_TRIPS = 5;

const count = z.number().int().nonnegative();
const km = z.number().nonnegative();
const Params = z.record(z.string(), z.union([z.string(), z.number()]));

export const FleetAlert = z
  .object({
    kind: z.enum(FLEET_ALERT_KINDS),
    severity: z.enum(FLEET_ALERT_SEVERITIES),
    /** What it is about: a vehicle, a driver or a trip (a trip's alert names its vehicle and driver too). */
    vehicleId: z.number().int().optional(),
    driverId: z.number().int().optional(),
    tripId: z.number().int().optional(),
    /** The day it falls due or fell due (`YYYY-MM-DD`), or for a trip the moment it was due (ISO date-time). */
    date: z.string(),
    /** The figures the message is made of (plate, name, trip number, days, risk level, …). */
    params: Params,
    /** The alert in English (spec 001's `message`). */
    message: z.string(),
  })
  .meta({ id: 'FleetAlert' });
export type FleetAlert = z.infer<typeof FleetAlert>;

export const FleetRecentTrip = z
  .object({
    id: z.number().int(),
    tripNumber: z.string(),
    status: z.enum(TRIP_STATUSES),
    vehicle: z.object({ id: z.number().int(), licensePlate: z.string() }),
    driver: z.object({ id: z.number().int(), name: z.string() }),
    /** The first and last stop (the gazetteer's Arabic name too, null for coordinates). */
    startLocation: z.string(),
    startLocationAr: z.string().nullable(),
    endLocation: z.string(),
    endLocationAr: z.string().nullable(),
    plannedDistanceKm: km,
    plannedStart: IsoDateTime,
  })
  .meta({ id: 'FleetRecentTrip' });
export type FleetRecentTrip = z.infer<typeof FleetRecentTrip>;

/** `GET /api/fleet/dashboard`. */
export const FleetDashboard = z
  .object({
    overview: z.object({
      totalVehicles: count,
      activeVehicles: count,
      totalDrivers: count,
      activeDrivers: count,
      inProgressTrips: count,
      completedTripsToday: count,
      maintenanceDue: count,
    }),
    alerts: FleetAlert.array(),
    alertCount: count,
    recentTrips: FleetRecentTrip.array(),
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'FleetDashboard' });
export type FleetDashboard = z.infer<typeof FleetDashboard>;

export const FLEET_INSIGHT_KEYS = [
  'busiest_lane',
  'least_utilised_vehicle',
  'top_driver',
  'on_time_start_share',
] as const;

export const FleetInsight = z
  .object({
    key: z.enum(FLEET_INSIGHT_KEYS),
    /** The fact: a lane, a plate, a name or a percentage. */
    value: z.union([z.string(), z.number()]),
    params: Params,
    /** How it was computed, in English. */
    howComputed: z.string(),
  })
  .meta({ id: 'FleetInsight' });
export type FleetInsight = z.infer<typeof FleetInsight>;

/** `GET /api/fleet/analytics`. */
export const FleetAnalytics = z
  .object({
    metrics: z.object({
      /** Percent (0–100, one decimal) of the vehicles not retired that ran a trip in the last 30 days. */
      utilizationRate: z.number().min(0).max(100),
      /** Mean rating (out of 5, one decimal) of the rated trips completed in the last 30 days; null with none. */
      avgDriverRating: z.number().nullable(),
      /** Km of completed trips (actual, else planned). */
      totalDistance: z.object({ last30DaysKm: km, allTimeKm: km }),
      /** Trips completed in the last 30 days. */
      completedTrips: count,
    }),
    /**
     * The last 14 days in Asia/Dubai, oldest first, today last: trips completed and their km; the vehicles not retired
     * on a trip at any moment of the day, and their percent (one decimal) of the vehicles not retired that existed
     * that day (docs/fleet.md "Analytics").
     */
    daily: z
      .object({
        day: CalendarDate,
        completedTrips: count,
        km,
        vehiclesInUse: count,
        utilizationRate: z.number().min(0).max(100),
      })
      .array(),
    /** Each vehicle not retired, with its km and completed trips of the last 30 days, most km first. */
    distanceByVehicle: z
      .object({ vehicleId: z.number().int(), licensePlate: z.string(), km, completedTrips: count })
      .array(),
    /** Facts derived from the data; one without data is left out. */
    aiInsights: FleetInsight.array(),
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'FleetAnalytics' });
export type FleetAnalytics = z.infer<typeof FleetAnalytics>;
