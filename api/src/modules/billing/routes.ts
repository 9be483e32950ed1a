import Router from '@koa/router';
import type { Services } from '../../services.ts';
import { requireAdmin } from '../admin/routes.ts';

/** Subscriptions and the billing summary of the super-admin portal, computed from the data and the meter. */
export function billingRoutes(services: Services) {
  const router = new Router();
  router.get('/api/admin/subscriptions', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await services.billing.list();
  });
  router.get('/api/admin/billing/summary', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await services.billing.summary();
  });
  return router;
}
