import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';
import { enabledSections } from './sections.ts';

/** The signed-in feature dashboard of a logistics company (spec 001 §2, issue 7): its sidebar and overview. */
export function dashboardHandlers(services: Services) {
  return {
    'GET /api/dashboard/sections': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return enabledSections(services.orm.em, requireAuth(ctx).user);
    },
    'GET /api/dashboard/stats': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return services.dashboard.stats(requireAuth(ctx).user);
    },
  } satisfies Handlers;
}
