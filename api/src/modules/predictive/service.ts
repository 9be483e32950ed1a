import type { EntityManager } from '@mikro-orm/core';
import {
  AT_RISK_LIMIT,
  FORECAST_HISTORY_WEEKS,
  FORECAST_WEEKS,
  isOnTime,
  type ModelMetrics,
  type ModelRun,
  type ModelSample,
  PREDICTIVE_MIN_SAMPLE,
  type PredictiveOverview,
  type ShipmentRisk,
  type VolumeForecast,
} from '@qafila/contracts';
import { Organization, PredictiveModelRun, Shipment, ShipmentEvent, type User } from '../../db/entities/index.ts';
import { TooManyAttemptsError } from '../../domain/errors.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { recordAudit } from '../audit/service.ts';
import { dubaiClock } from '../dashboard/environment.ts';
import { featureFlagOn } from '../organizations/service.ts';
import { forecastWeekly } from './forecast.ts';
import {
  type Example,
  type FittedModel,
  type LabelledExample,
  MIN_SAMPLE,
  predict,
  type Sample,
  topFactors,
  trainAndEvaluate,
} from './model.ts';

const DAY_MS = 86_400_000;
const DUBAI_OFFSET_MS = 4 * 3_600_000;
/** The scheduled retraining: once a day per organization with the analytics flag. */
export const RETRAIN_AFTER_MS = DAY_MS;
/** Weeks of bookings the forecast is fitted on. */
const FORECAST_FIT_WEEKS = 104;

type Trigger = ModelRun['trigger'];

/** The Dubai day number (days since 1970-01-01 in Asia/Dubai) and the Monday that starts its week. */
const dubaiDay = (t: number) => Math.floor((t + DUBAI_OFFSET_MS) / DAY_MS);
// 1970-01-01 was a Thursday: three days after a Monday.
const mondayOf = (day: number) => day - ((day + 3) % 7);
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function exampleOf(s: Shipment, inspected: boolean): Example {
  const booked = dubaiClock(s.createdAt);
  return {
    lane: `${s.origin} → ${s.destination}`,
    service: s.service,
    weekday: booked.weekday,
    month: booked.month,
    // Doubles can come back from the driver as text (PostgreSQL numeric).
    declaredValueAed: Number(s.declaredValueAed),
    weightKg: Number(s.weightKg),
    customsInspection: inspected,
    bookedAt: s.createdAt.getTime(),
  };
}

/**
 * Predictive Analytics (issue 19, ADR 0038): trains the organization's delay-risk model on its delivered shipments,
 * keeps each run, scores the active shipments with the latest one and forecasts weekly bookings. Scoped to the
 * caller's organization throughout.
 */
export function createPredictiveService(options: { em: EntityManager; now?: () => Date }) {
  const now = () => options.now?.() ?? new Date();
  // Retraining on demand: 10 an hour per organization (a run reads the whole history).
  const retrainLimit = createRateLimiter({ limit: 10, windowMs: 3_600_000 });

  /** Which of these shipments had a customs inspection (a customs or delay event with that reason). */
  async function inspections(em: EntityManager, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const events = await em.find(
      ShipmentEvent,
      { shipment: { $in: ids }, reasonCode: 'customs_inspection' },
      { fields: ['shipment'] },
    );
    return new Set(events.map((e) => e.shipment.id));
  }

  /** The labelled history: delivered shipments with an estimated delivery and a delivered event. */
  async function history(em: EntityManager, organizationId: number) {
    const delivered = await em.find(
      Shipment,
      { organization: organizationId, status: 'delivered' },
      { orderBy: { id: 'asc' } },
    );
    const ids = delivered.map((s) => s.id);
    const deliveredEvents = ids.length
      ? await em.find(
          ShipmentEvent,
          { shipment: { $in: ids }, status: 'delivered' },
          { orderBy: { occurredAt: 'asc' } },
        )
      : [];
    const deliveredAt = new Map<number, Date>();
    for (const e of deliveredEvents) if (!deliveredAt.has(e.shipment.id)) deliveredAt.set(e.shipment.id, e.occurredAt);
    const inspected = await inspections(em, ids);
    const examples: LabelledExample[] = [];
    let withoutEstimate = 0;
    for (const s of delivered) {
      const at = deliveredAt.get(s.id);
      if (!s.estimatedDelivery || !at) {
        withoutEstimate++;
        continue;
      }
      examples.push({ ...exampleOf(s, inspected.has(s.id)), late: !isOnTime(at, s.estimatedDelivery) });
    }
    return { examples, withoutEstimate };
  }

  async function train(organizationId: number, trigger: Trigger, by: User | null): Promise<PredictiveModelRun> {
    const { em } = options;
    const { examples, withoutEstimate } = await history(em, organizationId);
    const result = trainAndEvaluate(examples);
    const run = em.create(PredictiveModelRun, {
      organization: em.getReference(Organization, organizationId),
      status: result.status,
      trigger,
      trainedBy: by,
      trainedAt: now(),
      sample: { ...result.sample, withoutEstimate },
      metrics: result.status === 'trained' ? { ...result.metrics } : null,
      model: result.status === 'trained' ? { ...result.model } : null,
    });
    if (by) {
      recordAudit(em, {
        actor: by,
        action: 'predictive.retrained',
        targetType: 'organization',
        targetId: organizationId,
        after: {
          status: result.status,
          examples: result.sample.examples,
          auc: result.status === 'trained' ? result.metrics.auc : null,
        },
      });
    }
    await em.flush();
    return run;
  }

  async function latest(organizationId: number): Promise<PredictiveModelRun | null> {
    return options.em.findOne(
      PredictiveModelRun,
      { organization: organizationId },
      { orderBy: { trainedAt: 'desc', id: 'desc' } },
    );
  }

  function runDto(run: PredictiveModelRun): ModelRun {
    return {
      id: run.id,
      status: run.status,
      trigger: run.trigger,
      trainedAt: run.trainedAt.toISOString(),
      sample: run.sample as unknown as ModelSample & Sample,
      metrics: (run.metrics as ModelMetrics | null) ?? null,
      required: { ...PREDICTIVE_MIN_SAMPLE },
    };
  }

  async function scoreActive(organizationId: number, run: PredictiveModelRun | null) {
    const { em } = options;
    const active = await em.find(Shipment, { organization: organizationId, status: { $ne: 'delivered' } });
    const metrics = run?.metrics as ModelMetrics | null | undefined;
    if (!run?.model || !metrics?.skill) return { activeShipments: active.length, atRisk: [] };
    const model = run.model as unknown as FittedModel;
    const inspected = await inspections(
      em,
      active.map((s) => s.id),
    );
    const scored: ShipmentRisk[] = active.map((s) => {
      const { probability, contributions } = predict(model, exampleOf(s, inspected.has(s.id)));
      return {
        shipmentId: s.id,
        trackingNumber: s.trackingNumber,
        status: s.status,
        origin: s.origin,
        destination: s.destination,
        service: s.service,
        estimatedDelivery: s.estimatedDelivery?.toISOString() ?? null,
        probability,
        factors: topFactors(contributions).map((c) => ({ feature: c.group, level: c.level, logOdds: c.logOdds })),
      };
    });
    scored.sort((a, b) => b.probability - a.probability || a.shipmentId - b.shipmentId);
    return { activeShipments: active.length, atRisk: scored.slice(0, AT_RISK_LIMIT) };
  }

  /** Bookings per complete Dubai week (Monday to Sunday), up to the week before this one, and the forecast. */
  async function forecast(organizationId: number): Promise<VolumeForecast> {
    const thisWeek = mondayOf(dubaiDay(now().getTime()));
    const firstWeek = thisWeek - FORECAST_FIT_WEEKS * 7;
    const since = new Date(firstWeek * DAY_MS - DUBAI_OFFSET_MS);
    const until = new Date(thisWeek * DAY_MS - DUBAI_OFFSET_MS);
    const shipments = await options.em.find(
      Shipment,
      { organization: organizationId, createdAt: { $gte: since, $lt: until } },
      { fields: ['createdAt'] },
    );
    const counts = new Map<number, number>();
    let earliest = thisWeek;
    for (const s of shipments) {
      const week = mondayOf(dubaiDay(s.createdAt.getTime()));
      counts.set(week, (counts.get(week) ?? 0) + 1);
      earliest = Math.min(earliest, week);
    }
    const weeks: number[] = [];
    for (let w = earliest; w < thisWeek; w += 7) weeks.push(w);
    const series = weeks.map((w) => counts.get(w) ?? 0);
    const f = forecastWeekly(series, FORECAST_WEEKS);
    return {
      method: f.method,
      history: weeks.slice(-FORECAST_HISTORY_WEEKS).map((w) => ({ weekStart: isoDay(w), count: counts.get(w) ?? 0 })),
      forecast: f.points.map((p) => ({
        weekStart: isoDay(thisWeek + (p.step - 1) * 7),
        value: p.value,
        lower: p.lower,
        upper: p.upper,
      })),
      backtest: f.backtest,
    };
  }

  async function overviewOf(organizationId: number, run: PredictiveModelRun | null): Promise<PredictiveOverview> {
    const scored = await scoreActive(organizationId, run);
    return { model: run ? runDto(run) : null, ...scored, forecast: await forecast(organizationId) };
  }

  return {
    /** The section's page; trains a first model when the organization has none yet. */
    async overview(staff: User): Promise<PredictiveOverview> {
      const organizationId = staff.organization.id;
      const run = (await latest(organizationId)) ?? (await train(organizationId, 'first_visit', null));
      return overviewOf(organizationId, run);
    },

    async retrain(staff: User): Promise<PredictiveOverview> {
      const organizationId = staff.organization.id;
      const hit = retrainLimit.hit(`org:${organizationId}`);
      if (hit.limited) {
        throw new TooManyAttemptsError(
          'The model was retrained 10 times this hour; try again later',
          hit.retryAfterSeconds,
        );
      }
      return overviewOf(organizationId, await train(organizationId, 'manual', staff));
    },

    /** The daily retraining: organizations with the analytics flag whose latest run is a day old or missing. */
    async retrainDue(): Promise<number> {
      const { em } = options;
      const organizations = await em.find(Organization, {}, { orderBy: { id: 'asc' } });
      let trained = 0;
      for (const org of organizations) {
        if (!featureFlagOn(org, 'analytics')) continue;
        const run = await latest(org.id);
        if (run && now().getTime() - run.trainedAt.getTime() < RETRAIN_AFTER_MS) continue;
        await train(org.id, 'schedule', null);
        trained++;
      }
      return trained;
    },

    /** The minimum history, for the docs and tests. */
    minimumSample: MIN_SAMPLE,
  };
}
export type PredictiveService = ReturnType<typeof createPredictiveService>;
