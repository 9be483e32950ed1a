import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * The API's answers of one route template and status class in one minute (issue 20, ADR 0041): for the platform
 * (`organizationId` 0) and, for a tenant's requests, once more for its organization. Counts and the sum of the times
 * to answer, and the counts per latency bucket (upper bounds 5, 10, 25, 50, 100, 200, 300, 500, 1000, 2500 and
 * 5000 ms; slower ones are `requests` less their sum). Kept 30 days by the retention job.
 */
export const MetricMinute = defineEntity({
  name: 'MetricMinute',
  tableName: 'metric_minutes',
  uniques: [{ properties: ['minute', 'organizationId', 'route', 'statusClass'] }],
  indexes: [{ properties: ['organizationId', 'minute'] }],
  properties: {
    id: p.integer().primary(),
    /** The start of the minute (UTC). */
    minute: p.datetime(),
    /** 0 for the platform's rows; an organization's id otherwise (no foreign key: 0 is no organization). */
    organizationId: p.integer(),
    /** The endpoint registry's key of the route (`GET /api/org/shipments/:id`), or `unmatched`. */
    route: p.string().length(120),
    /** 2, 3, 4 or 5 (the first digit of the status). */
    statusClass: p.integer(),
    requests: p.integer().default(0),
    totalMs: p.integer().default(0),
    b5: p.integer().default(0),
    b10: p.integer().default(0),
    b25: p.integer().default(0),
    b50: p.integer().default(0),
    b100: p.integer().default(0),
    b200: p.integer().default(0),
    b300: p.integer().default(0),
    b500: p.integer().default(0),
    b1000: p.integer().default(0),
    b2500: p.integer().default(0),
    b5000: p.integer().default(0),
  },
});
export type MetricMinute = InferEntity<typeof MetricMinute>;
