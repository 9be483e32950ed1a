import type { Handlers } from '../../http/api-router.ts';
import { staffOrKeyCaller } from '../../http/guards.ts';
import type { Services } from '../../services.ts';
import { callerOf, findReadableUser } from '../access.ts';

/** The support dashboard's reads (spec 000 §7). Out-of-scope ids answer 404, never 403. */
export function shipmentHandlers(services: Services) {
  const { shipments } = services;
  return {
    'GET /api/user/:id': async (ctx, { params }) => {
      const user = await findReadableUser(services.orm.em, callerOf(ctx), params.id);
      return { id: user.id, username: user.username };
    },
    'GET /api/shipments/customer/:customerId': async (ctx, { params }) =>
      shipments.listForCustomer(callerOf(ctx), params.customerId),
    'GET /api/shipments/track/:trackingNumber': async (ctx, { params }) =>
      shipments.track(callerOf(ctx), params.trackingNumber),
    'GET /api/shipments/:shipmentId/compliance': async (ctx, { params }) =>
      shipments.compliance(callerOf(ctx), params.shipmentId),
    // Staff with Cargo Management or an API key with shipments:write; the shipment must be their organization's.
    'POST /api/shipments/:shipmentId/status': async (ctx, { params, body }) =>
      shipments.changeStatus(staffOrKeyCaller(ctx), params.shipmentId, body),
    // Staff with Cargo Management or an API key with shipments:read: one shipment of their organization.
    'GET /api/org/shipments/:shipmentId': async (ctx, { params }) =>
      shipments.detail(staffOrKeyCaller(ctx), params.shipmentId),
    'GET /api/users/:customerId/communications': async (ctx, { params }) =>
      shipments.communications(callerOf(ctx), params.customerId),
  } satisfies Handlers;
}
