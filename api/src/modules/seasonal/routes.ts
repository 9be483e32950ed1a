import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';
import { createSeasonalService } from './service.ts';

/** Seasonal Intelligence (issue 19): staff with the section and the organization's seasonal-intelligence flag. */
export function seasonalHandlers(services: Services) {
  const seasonal = createSeasonalService({ em: services.orm.em });
  return {
    'GET /api/seasonal': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return seasonal.overview(requireStaff(ctx).user);
    },
  } satisfies Handlers;
}
