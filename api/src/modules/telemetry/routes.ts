import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';

/** Temperature Monitoring (issue 18): `{ section: 'temperature' }` guards every route but the devices' readings. */
export function telemetryHandlers(services: Services) {
  const telemetry = services.telemetry;
  const staff = (ctx: Parameters<typeof requireStaff>[0]) => requireStaff(ctx).user;
  return {
    'GET /api/telemetry/sensors': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return telemetry.list(staff(ctx).organization);
    },
    'GET /api/telemetry/vehicles': async (ctx) => telemetry.vehicles(staff(ctx).organization),
    'POST /api/telemetry/sensors': async (ctx, { body }) => {
      ctx.set('Cache-Control', 'no-store');
      return telemetry.create(staff(ctx), body);
    },
    'PUT /api/telemetry/sensors/:id': async (ctx, { params, body }) => telemetry.update(staff(ctx), params.id, body),
    'POST /api/telemetry/sensors/:id/token': async (ctx, { params }) => {
      ctx.set('Cache-Control', 'no-store');
      return telemetry.rotate(staff(ctx), params.id);
    },
    'DELETE /api/telemetry/sensors/:id/token': async (ctx, { params }) => telemetry.revoke(staff(ctx), params.id),
    'POST /api/telemetry/sensors/:id/assignments': async (ctx, { params, body }) =>
      telemetry.attach(staff(ctx), params.id, body),
    'DELETE /api/telemetry/assignments/:id': async (ctx, { params }) => telemetry.detach(staff(ctx), params.id),
    'GET /api/telemetry/shipments': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return telemetry.shipments(staff(ctx).organization);
    },
    'PUT /api/telemetry/shipments/:shipmentId/profile': async (ctx, { params, body }) =>
      telemetry.setProfile(staff(ctx), params.shipmentId, body),
    'GET /api/telemetry/shipments/:shipmentId': async (ctx, { params }) => {
      ctx.set('Cache-Control', 'no-store');
      return telemetry.shipment(staff(ctx).organization, params.shipmentId);
    },
    'GET /api/telemetry/shipments/:shipmentId/report.csv': async (ctx, { params }) => {
      const { filename, csv } = await telemetry.reportCsv(staff(ctx).organization, params.shipmentId);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = csv;
    },
    'POST /api/telemetry/readings': async (ctx) =>
      telemetry.receive(ctx.get('x-device-token') || undefined, ctx.request.body),
  } satisfies Handlers;
}
