import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import { sendCsv } from '../../lib/csv-response.ts';
import type { Services } from '../../services.ts';

/** Business Intelligence (issue 19, ADR 0039): staff with the section read the report and its CSV. */
export function insightsHandlers(services: Services) {
  const { insights } = services;
  return {
    'GET /api/org/insights': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return insights.report(requireStaff(ctx).user, query);
    },
    'GET /api/org/insights/export.csv': async (ctx, { query }) =>
      sendCsv(ctx, 'qafila-business-intelligence.csv', await insights.csv(requireStaff(ctx).user, query)),
  } satisfies Handlers;
}
