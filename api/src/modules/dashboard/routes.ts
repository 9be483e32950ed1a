import Router from '@koa/router';
import { requireAuth } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { enabledSections, isStaff, requireSection, STAFF_ONLY_MESSAGE } from './sections.ts';

/** The signed-in feature dashboard of a logistics company (spec 001 §2, issue 7): its sidebar and overview. */
export function dashboardRoutes(services: Services) {
  const em = services.orm.em;
  const router = new Router();

  router.get('/api/dashboard/sections', async (ctx) => {
    const { user } = requireAuth(ctx);
    if (!isStaff(user)) throw forbidden(STAFF_ONLY_MESSAGE);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await enabledSections(em, user);
  });

  router.get('/api/dashboard/stats', requireSection(em, 'overview'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await services.dashboard.stats(requireAuth(ctx).user);
  });

  return router;
}
