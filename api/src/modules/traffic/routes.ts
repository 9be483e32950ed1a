import type { Handlers } from '../../http/api-router.ts';
import type { Services } from '../../services.ts';

/** Dubai Traffic Conditions (issue 19): the corridors' estimated traffic and truck restrictions. */
export function trafficHandlers(services: Services) {
  return {
    'GET /api/traffic': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return services.traffic.overview(query.date);
    },
  } satisfies Handlers;
}
