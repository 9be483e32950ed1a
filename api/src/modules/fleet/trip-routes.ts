import type { Context } from 'koa';
import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';
import { UnknownPlaceError } from './route/optimize.ts';
import { createTripService, type TripCaller } from './trips.ts';

/** Fleet Management's trips (section 'fleet') for staff of an organization. */
export function tripHandlers(services: Services) {
  const trips = createTripService({ em: services.orm.em, shipments: services.shipments });
  const caller = (ctx: Context): TripCaller => {
    const { user } = requireAuth(ctx);
    return { organization: user.organization, user };
  };
  return {
    'GET /api/fleet/trips': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return trips.list(caller(ctx).organization, query);
    },
    'POST /api/fleet/trips': async (ctx, { body }) => {
      try {
        return await trips.create(caller(ctx), body);
      } catch (err) {
        if (!(err instanceof UnknownPlaceError)) throw err;
        // As the route optimiser: the 400 names the place and carries the closest gazetteer places.
        ctx.status = 400;
        ctx.body = { error: err.message, place: err.text, suggestions: err.suggestions };
        return undefined;
      }
    },
    'GET /api/fleet/trips/:id': async (ctx, { params }) => trips.get(caller(ctx).organization, params.id),
    'POST /api/fleet/trips/:id/start': async (ctx, { params }) => trips.start(caller(ctx), params.id),
    'POST /api/fleet/trips/:id/complete': async (ctx, { params, body }) => trips.complete(caller(ctx), params.id, body),
    'POST /api/fleet/trips/:id/cancel': async (ctx, { params }) => trips.cancel(caller(ctx), params.id),
  } satisfies Handlers;
}
