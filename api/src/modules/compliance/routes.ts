import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';

/** UAE Compliance (issue 18): the section's staff read and resolve; its organization admins keep the licences. */
export function complianceHandlers(services: Services) {
  const { compliance } = services;
  return {
    'GET /api/org/compliance': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return compliance.overview(requireStaff(ctx).user);
    },
    'PUT /api/org/compliance/shipments/:shipmentId/checklist/:documentType': async (ctx, { params, body }) =>
      compliance.resolve(requireStaff(ctx).user, params.shipmentId, params.documentType, body),
    'DELETE /api/org/compliance/shipments/:shipmentId/checklist/:documentType': async (ctx, { params }) =>
      compliance.reopen(requireStaff(ctx).user, params.shipmentId, params.documentType),
    'POST /api/org/compliance/licences': async (ctx, { body }) =>
      compliance.createLicence(requireStaff(ctx).user, body),
    'PUT /api/org/compliance/licences/:id': async (ctx, { params, body }) =>
      compliance.updateLicence(requireStaff(ctx).user, params.id, body),
    'DELETE /api/org/compliance/licences/:id': async (ctx, { params }) => {
      await compliance.deleteLicence(requireStaff(ctx).user, params.id);
      return { success: true as const };
    },
  } satisfies Handlers;
}
