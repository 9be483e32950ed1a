import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** First-party analytics, stored only for visitors who consented to analytics cookies. */
export const AnalyticsEventRecord = defineEntity({
  name: 'AnalyticsEventRecord',
  tableName: 'analytics_events',
  properties: {
    id: p.integer().primary(),
    type: p.enum(['page_view', 'event'] as const),
    path: p.string().length(500),
    category: p.string().length(100).nullable(),
    label: p.string().length(200).nullable(),
    value: p.double().nullable(),
    language: p.string().length(2).nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export type AnalyticsEventRecord = InferEntity<typeof AnalyticsEventRecord>;
