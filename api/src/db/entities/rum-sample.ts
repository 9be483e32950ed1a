import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { RUM_DEVICES, RUM_METRICS } from '@qafila/contracts';

/**
 * One web-vital measurement of a visitor who accepted analytics cookies (issue 20, real-user monitoring): the metric,
 * its value (ms, or the CLS score), the page without ids or query and the device class. No identity, no address, no
 * organization (the platform's, docs/monitoring.md). Kept 30 days.
 */
export const RumSample = defineEntity({
  name: 'RumSample',
  tableName: 'rum_samples',
  properties: {
    id: p.integer().primary(),
    receivedAt: p.datetime().index(),
    metric: p.enum(RUM_METRICS),
    value: p.double(),
    page: p.string().length(120),
    device: p.enum(RUM_DEVICES),
  },
});
export type RumSample = InferEntity<typeof RumSample>;
