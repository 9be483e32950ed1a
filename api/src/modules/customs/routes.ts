import { FREE_ZONES } from '@qafila/contracts';
import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';

/** Customs Clearance (`{ section: 'customs' }`) and Free Zone Management (`{ section: 'freezone' }`), issue 18. */
export function customsHandlers(services: Services) {
  const customs = services.customs;
  const staff = (ctx: Parameters<typeof requireStaff>[0]) => requireStaff(ctx).user;
  return {
    'GET /api/customs/declarations': async (ctx, { query }) => customs.list(staff(ctx).organization, query),
    'POST /api/customs/declarations': async (ctx, { body }) => customs.create(staff(ctx), body),
    'GET /api/customs/declarations/:id': async (ctx, { params }) => customs.get(staff(ctx).organization, params.id),
    'PUT /api/customs/declarations/:id': async (ctx, { params, body }) => customs.update(staff(ctx), params.id, body),
    'POST /api/customs/declarations/:id/status': async (ctx, { params, body }) =>
      customs.changeStatus(staff(ctx), params.id, body),
    'GET /api/free-zones': async () => [...FREE_ZONES],
    'GET /api/free-zones/movements': async (ctx) => customs.movements(staff(ctx).organization),
    'GET /api/free-zones/registrations': async (ctx) => customs.registrations(staff(ctx).organization),
    'POST /api/free-zones/registrations': async (ctx, { body }) => customs.addRegistration(staff(ctx), body),
    'PUT /api/free-zones/registrations/:id': async (ctx, { params, body }) =>
      customs.updateRegistration(staff(ctx), params.id, body),
    'DELETE /api/free-zones/registrations/:id': async (ctx, { params }) => {
      await customs.removeRegistration(staff(ctx), params.id);
      return { success: true as const };
    },
  } satisfies Handlers;
}
