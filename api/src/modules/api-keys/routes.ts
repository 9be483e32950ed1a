import type { Handlers } from '../../http/api-router.ts';
import { requireOrgAdmin, requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';

/** API Management (section 'api-status'): the organization's API keys and its API usage page. */
export function apiKeyHandlers(services: Services) {
  const { apiKeys } = services;
  return {
    'GET /api/org/api-keys': async (ctx) => apiKeys.list(requireStaff(ctx).user.organization.id),
    'POST /api/org/api-keys': async (ctx, { body }) => apiKeys.create(requireOrgAdmin(ctx).user, body),
    'DELETE /api/org/api-keys/:id': async (ctx, { params }) => apiKeys.revoke(requireOrgAdmin(ctx).user, params.id),
    'GET /api/org/api-usage': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return services.apiUsage.report(requireStaff(ctx).user.organization.id);
    },
  } satisfies Handlers;
}
