import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { MODEL_RUN_STATUSES, MODEL_RUN_TRIGGERS } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { User } from './user.ts';

/**
 * One training of an organization's delay-risk model (issue 19, ADR 0038): its sample, its hold-out metrics and the
 * fitted coefficients with their encoding (what scores active shipments until the next run).
 */
export const PredictiveModelRun = defineEntity({
  name: 'PredictiveModelRun',
  tableName: 'predictive_model_runs',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    status: p.enum(MODEL_RUN_STATUSES),
    trigger: p.enum(MODEL_RUN_TRIGGERS),
    trainedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    trainedAt: p.datetime().index(),
    /** ModelSample (contracts). */
    sample: p.json<Record<string, number>>(),
    /** ModelMetrics (contracts); null without enough history. */
    metrics: p.json<Record<string, unknown>>().nullable(),
    /** FittedModel (api/src/modules/predictive/model.ts); null without enough history. */
    model: p.json<Record<string, unknown>>().nullable(),
  },
});
export type PredictiveModelRun = InferEntity<typeof PredictiveModelRun>;
