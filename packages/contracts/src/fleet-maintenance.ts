import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { CalendarDate } from './fleet.ts';

/** The risk levels of a maintenance prediction, from the share of the service interval used (docs/estimates.md). */
export const MAINTENANCE_RISK_LEVELS = ['low', 'medium', 'high', 'overdue'] as const;
/** What a reason of a maintenance prediction is about. */
export const MAINTENANCE_FACTORS = [
  'km_since_service',
  'time_since_service',
  'summer_heat',
  'vehicle_age',
  'daily_km',
] as const;

export const MaintenanceReason = z
  .object({
    factor: z.enum(MAINTENANCE_FACTORS),
    /** In `unit`: km, days, months of summer heat, years, km per day. */
    value: z.number(),
    unit: z.enum(['km', 'days', 'months', 'years', 'km_per_day']),
    /** Its share of the risk; the weights of a prediction sum to 1. */
    weight: z.number().min(0).max(1),
    /** What it did to the estimate, in English. */
    effect: z.string(),
    /**
     * Where the figure comes from: the last interval service or no history (km counted from 0); the odometer
     * readings of the history or the vehicle type's default daily km.
     */
    basis: z.enum(['last_service', 'no_history', 'odometer_readings', 'type_default']).optional(),
  })
  .meta({ id: 'MaintenanceReason' });
export type MaintenanceReason = z.infer<typeof MaintenanceReason>;

/** `POST /api/fleet/maintenance/predict/{id}`: an estimate of the documented model (docs/estimates.md), not a schedule. */
export const MaintenancePrediction = z
  .object({
    vehicleId: z.number().int(),
    /** The service the interval runs from, or null without one. */
    lastService: z.object({ date: CalendarDate, odometerKm: z.number().int().nonnegative() }).nullable(),
    /** The default interval of the vehicle's type and fuel, and as shortened for heat and age. */
    interval: z.object({
      km: z.number().int().positive(),
      months: z.number().int().positive(),
      effectiveKm: z.number().int().positive(),
      effectiveDays: z.number().int().positive(),
    }),
    dailyKm: z.number().positive(),
    /** Asia/Dubai calendar day: when the km or the time runs out, whichever comes first. */
    nextServiceDate: CalendarDate,
    nextServiceKm: z.number().int().nonnegative(),
    /** Negative when overdue. */
    daysRemaining: z.number().int(),
    kmRemaining: z.number().int(),
    riskLevel: z.enum(MAINTENANCE_RISK_LEVELS),
    reasons: z.array(MaintenanceReason),
    estimate: z.literal(true),
    method: z.string(),
    /** Asia/Dubai time (+04:00). */
    computedAt: IsoDateTime,
  })
  .meta({ id: 'MaintenancePrediction' });
export type MaintenancePrediction = z.infer<typeof MaintenancePrediction>;
