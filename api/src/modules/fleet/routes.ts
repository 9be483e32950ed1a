import type { Context } from 'koa';
import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';
import { createFleetDashboard } from './dashboard.ts';
import { predictVehicleMaintenance } from './maintenance.ts';
import { optimizeRoute, UnknownPlaceError } from './route/optimize.ts';
import type { FleetCaller } from './service.ts';

/** Fleet Management's vehicles and drivers (section 'fleet') for staff of an organization. */
export function fleetHandlers(services: Services) {
  const { fleet } = services;
  const figures = createFleetDashboard({ em: services.orm.em });
  const org = (ctx: Context) => requireAuth(ctx).user.organization;
  const caller = (ctx: Context): FleetCaller => {
    const { user } = requireAuth(ctx);
    return { organization: user.organization, actor: user };
  };
  return {
    'GET /api/fleet/vehicles': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return fleet.listVehicles(org(ctx), query);
    },
    'POST /api/fleet/vehicles': async (ctx, { body }) => fleet.createVehicle(caller(ctx), body),
    'GET /api/fleet/vehicles/:id': async (ctx, { params }) => fleet.getVehicle(org(ctx), params.id),
    'PUT /api/fleet/vehicles/:id': async (ctx, { params, body }) => fleet.updateVehicle(caller(ctx), params.id, body),
    'DELETE /api/fleet/vehicles/:id': async (ctx, { params }) => fleet.retireVehicle(caller(ctx), params.id),
    'POST /api/fleet/vehicles/:id/services': async (ctx, { params, body }) =>
      fleet.addService(caller(ctx), params.id, body),
    'GET /api/fleet/drivers': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return fleet.listDrivers(org(ctx), query);
    },
    'POST /api/fleet/drivers': async (ctx, { body }) => fleet.createDriver(caller(ctx), body),
    'GET /api/fleet/drivers/:id': async (ctx, { params }) => fleet.getDriver(org(ctx), params.id),
    'PUT /api/fleet/drivers/:id': async (ctx, { params, body }) => fleet.updateDriver(caller(ctx), params.id, body),
    'DELETE /api/fleet/drivers/:id': async (ctx, { params }) => fleet.retireDriver(caller(ctx), params.id),
    'GET /api/fleet/dashboard': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return figures.dashboard(org(ctx));
    },
    'GET /api/fleet/analytics': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return figures.analytics(org(ctx));
    },
    'POST /api/fleet/maintenance/predict/:id': async (ctx, { params }) =>
      predictVehicleMaintenance(services.orm.em, org(ctx), params.id),
    'POST /api/fleet/route/optimize': async (ctx, { body }) => {
      try {
        return optimizeRoute(body);
      } catch (err) {
        if (!(err instanceof UnknownPlaceError)) throw err;
        // The 400 names the place and carries the closest gazetteer places, for a "did you mean" in the form.
        ctx.status = 400;
        ctx.body = { error: err.message, place: err.text, suggestions: err.suggestions };
        return undefined;
      }
    },
  } satisfies Handlers;
}
