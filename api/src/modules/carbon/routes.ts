import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import { sendCsv } from '../../lib/csv-response.ts';
import type { Services } from '../../services.ts';

/** Carbon Footprint Tracking (issue 19, ADR 0039): staff with the section read the report and its CSV. */
export function carbonHandlers(services: Services) {
  const { carbon } = services;
  return {
    'GET /api/org/carbon': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return carbon.report(requireStaff(ctx).user, query);
    },
    'GET /api/org/carbon/export.csv': async (ctx, { query }) =>
      sendCsv(ctx, 'qafila-carbon-footprint.csv', await carbon.csv(requireStaff(ctx).user, query)),
  } satisfies Handlers;
}
