import type { Handlers } from '../../http/api-router.ts';
import type { Services } from '../../services.ts';

/** Subscriptions and the billing summary of the super-admin portal, computed from the data and the meter. */
export function billingHandlers(services: Services) {
  return {
    'GET /api/admin/subscriptions': async () => services.billing.list(),
    'GET /api/admin/billing/summary': async () => services.billing.summary(),
  } satisfies Handlers;
}
