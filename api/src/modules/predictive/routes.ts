import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';

/** Predictive Analytics (issue 19): the model, the at-risk shipments and the forecast; retraining on demand. */
export function predictiveHandlers(services: Services) {
  const { predictive } = services;
  return {
    'GET /api/predictive': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return predictive.overview(requireStaff(ctx).user);
    },
    'POST /api/predictive/retrain': async (ctx) => predictive.retrain(requireStaff(ctx).user),
  } satisfies Handlers;
}
