import Router from '@koa/router';
import type { User } from '@qafila/contracts';
import { idParam } from '../../http/params.ts';
import type { Services } from '../../services.ts';
import { callerOf, findReadableUser } from '../access.ts';
import { requireSection } from '../dashboard/sections.ts';
import { requireOrgFeature } from '../organizations/flags.ts';

/** The support dashboard's reads (spec 000 §7). Out-of-scope ids answer 404, never 403. */
export function shipmentRoutes(services: Services) {
  const { shipments } = services;
  const router = new Router();

  router.get('/api/user/:id', async (ctx) => {
    const user = await findReadableUser(services.orm.em.fork(), callerOf(ctx), idParam(ctx.params.id));
    const body: User = { id: user.id, username: user.username };
    ctx.body = body;
  });

  router.get('/api/shipments/customer/:customerId', async (ctx) => {
    ctx.body = await shipments.listForCustomer(callerOf(ctx), idParam(ctx.params.customerId, 'customerId'));
  });

  router.get(
    '/api/shipments/track/:trackingNumber',
    requireOrgFeature(services.orm.em, 'shipment-tracking'),
    async (ctx) => {
      ctx.body = await shipments.track(callerOf(ctx), ctx.params.trackingNumber ?? '');
    },
  );

  router.get('/api/shipments/:shipmentId/compliance', requireOrgFeature(services.orm.em, 'compliance'), async (ctx) => {
    ctx.body = await shipments.compliance(callerOf(ctx), idParam(ctx.params.shipmentId, 'shipmentId'));
  });

  // Staff with Cargo Management; the shipment must be their organization's (404 otherwise).
  router.post('/api/shipments/:shipmentId/status', requireSection(services.orm.em, 'shipments'), async (ctx) => {
    ctx.body = await shipments.changeStatus(
      callerOf(ctx),
      idParam(ctx.params.shipmentId, 'shipmentId'),
      ctx.request.body,
    );
  });

  router.get('/api/users/:customerId/communications', async (ctx) => {
    ctx.body = await shipments.communications(callerOf(ctx), idParam(ctx.params.customerId, 'customerId'));
  });

  return router;
}
