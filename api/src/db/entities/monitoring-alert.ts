import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ALERT_RULES } from '@qafila/contracts';

/**
 * An alert of a rule (issue 20) for an organization, or the platform (`organizationId` null): fired when the rule's
 * value broke its threshold at an evaluation, resolved at the first evaluation where it no longer does. One firing
 * alert per rule and scope at a time.
 */
export const MonitoringAlert = defineEntity({
  name: 'MonitoringAlert',
  tableName: 'monitoring_alerts',
  indexes: [{ properties: ['organizationId', 'firedAt'] }],
  properties: {
    id: p.integer().primary(),
    rule: p.enum(ALERT_RULES),
    organizationId: p.integer().nullable(),
    severity: p.enum(['warning', 'critical'] as const),
    state: p.enum(['firing', 'resolved'] as const),
    /** The value that fired it (the latest while firing). */
    value: p.double(),
    threshold: p.double(),
    windowMinutes: p.integer(),
    firedAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
    acknowledgedAt: p.datetime().nullable(),
    acknowledgedBy: p.string().length(100).nullable(),
  },
});
export type MonitoringAlert = InferEntity<typeof MonitoringAlert>;
