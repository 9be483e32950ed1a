import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { BUDGET_KEYS } from '@qafila/contracts';

/** A performance budget (issue 20): its threshold and window, set by the super admin; defaults in contracts. */
export const MonitoringBudget = defineEntity({
  name: 'MonitoringBudget',
  tableName: 'monitoring_budgets',
  properties: {
    id: p.integer().primary(),
    key: p.enum(BUDGET_KEYS).unique(),
    threshold: p.double(),
    windowMinutes: p.integer(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type MonitoringBudget = InferEntity<typeof MonitoringBudget>;
