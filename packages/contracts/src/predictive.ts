import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { CalendarDate } from './fleet.ts';
import { ShipmentStatus } from './shipments.ts';

/**
 * Predictive Analytics (issue 19, docs/predictive-analytics.md, ADR 0038): the organization's delay-risk model with
 * its measured hold-out figures, the risk of each active shipment with its top factors, and the weekly booking
 * forecast with its backtest error.
 */

/** The model's inputs, grouped; the screen names each in the user's language. */
export const RISK_FEATURES = [
  'lane',
  'service',
  'weekday',
  'month',
  'declaredValue',
  'weight',
  'customsInspection',
] as const;
export const RiskFeature = z.enum(RISK_FEATURES);
export type RiskFeature = z.infer<typeof RiskFeature>;

/** Minimum history to train: delivered shipments with an estimated delivery, of which late and on time. */
export const PREDICTIVE_MIN_SAMPLE = { examples: 100, late: 10, onTime: 10 } as const;
/** How many active shipments the screen lists, highest risk first. */
export const AT_RISK_LIMIT = 25;
/** Weeks forecast ahead, and weeks of history shown with them. */
export const FORECAST_WEEKS = 4;
export const FORECAST_HISTORY_WEEKS = 26;

export const ModelSample = z
  .object({
    /** Delivered shipments with an estimated delivery (the others cannot be labelled). */
    examples: z.number().int().nonnegative(),
    late: z.number().int().nonnegative(),
    onTime: z.number().int().nonnegative(),
    /** Delivered shipments left out for want of an estimated delivery. */
    withoutEstimate: z.number().int().nonnegative(),
    train: z.number().int().nonnegative(),
    test: z.number().int().nonnegative(),
    testLate: z.number().int().nonnegative(),
    /** Share late in the training set. */
    baseRate: z.number().min(0).max(1),
  })
  .meta({ id: 'ModelSample' });
export type ModelSample = z.infer<typeof ModelSample>;

export const CalibrationBin = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number().int().nonnegative(),
  meanPredicted: z.number().nullable(),
  observedLate: z.number().nullable(),
});
export type CalibrationBin = z.infer<typeof CalibrationBin>;

/** Figures on the held-out set (the most recent 25 % of bookings). */
export const ModelMetrics = z
  .object({
    auc: z.number(),
    /** The AUC's approximate 95 % interval (Hanley & McNeil). */
    aucLow: z.number(),
    aucHigh: z.number(),
    /** Share right when a probability of 0.5 or more means late. */
    accuracy: z.number(),
    /** Of the shipments called late, the share that were; null when none was called late. */
    precision: z.number().nullable(),
    /** Of the late shipments, the share called late. */
    recall: z.number(),
    brier: z.number(),
    /** The Brier score of always predicting the base rate: the model must beat it. */
    brierBaseline: z.number(),
    calibration: CalibrationBin.array(),
    /** AUC's lower 95 % bound above 0.5 and AUC ≥ 0.6; without it, no per-shipment risk is shown. */
    skill: z.boolean(),
  })
  .meta({ id: 'ModelMetrics' });
export type ModelMetrics = z.infer<typeof ModelMetrics>;

export const MODEL_RUN_STATUSES = ['trained', 'insufficient_history'] as const;
export const MODEL_RUN_TRIGGERS = ['schedule', 'manual', 'first_visit'] as const;

export const ModelRun = z
  .object({
    id: z.number().int().positive(),
    status: z.enum(MODEL_RUN_STATUSES),
    trigger: z.enum(MODEL_RUN_TRIGGERS),
    trainedAt: IsoDateTime,
    sample: ModelSample,
    /** Null when there was not enough history. */
    metrics: ModelMetrics.nullable(),
    required: z.object({ examples: z.number().int(), late: z.number().int(), onTime: z.number().int() }),
  })
  .meta({ id: 'ModelRun' });
export type ModelRun = z.infer<typeof ModelRun>;

export const RiskFactor = z.object({
  feature: RiskFeature,
  /** The shipment's lane or service as booked, weekday 0 (Sunday)–6, month 1–12; null for numbers. */
  level: z.string().nullable(),
  /** Pushes the risk up (positive) or down (negative), in log-odds. */
  logOdds: z.number(),
});
export type RiskFactor = z.infer<typeof RiskFactor>;

export const ShipmentRisk = z
  .object({
    shipmentId: z.number().int().positive(),
    trackingNumber: z.string(),
    status: ShipmentStatus,
    origin: z.string(),
    destination: z.string(),
    service: z.string(),
    estimatedDelivery: IsoDateTime.nullable(),
    probability: z.number().min(0).max(1),
    factors: RiskFactor.array(),
  })
  .meta({ id: 'ShipmentRisk' });
export type ShipmentRisk = z.infer<typeof ShipmentRisk>;

export const ForecastWeek = z.object({
  /** Monday of the week (Asia/Dubai). */
  weekStart: CalendarDate,
  value: z.number(),
  lower: z.number(),
  upper: z.number(),
});

export const VolumeForecast = z
  .object({
    method: z.enum(['holt', 'naive']),
    /** Bookings per complete week, oldest first (the last FORECAST_HISTORY_WEEKS). */
    history: z.object({ weekStart: CalendarDate, count: z.number().int().nonnegative() }).array(),
    forecast: ForecastWeek.array(),
    /** Rolling-origin backtest over the last weeks; null with too short a history. */
    backtest: z
      .object({
        origins: z.number().int(),
        errors: z.number().int(),
        mae: z.number(),
        mape: z.number().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'VolumeForecast' });
export type VolumeForecast = z.infer<typeof VolumeForecast>;

/** `GET /api/predictive`. */
export const PredictiveOverview = z
  .object({
    /** The latest run; null before the first. */
    model: ModelRun.nullable(),
    /** Undelivered shipments of the organization. */
    activeShipments: z.number().int().nonnegative(),
    /** Highest risk first, at most AT_RISK_LIMIT; empty unless the model shows skill. */
    atRisk: ShipmentRisk.array(),
    forecast: VolumeForecast,
  })
  .meta({ id: 'PredictiveOverview' });
export type PredictiveOverview = z.infer<typeof PredictiveOverview>;
