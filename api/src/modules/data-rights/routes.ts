import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import { requireOrgAdmin } from '../../http/guards.ts';
import type { Services } from '../../services.ts';
import { attachmentDisposition } from '../documents/files.ts';

/** PDPL data requests (issue 16): one's own under /api/me, the organization's for its admins under /api/org. */
export function dataRightsHandlers(services: Services) {
  const { dataRights } = services;
  return {
    'GET /api/me/data-requests': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return dataRights.listMine(requireAuth(ctx).user);
    },
    'POST /api/me/data-requests': async (ctx, { body }) => dataRights.create(requireAuth(ctx).user, body),
    'GET /api/me/data-requests/:id/download': async (ctx, { params }) => {
      const file = await dataRights.download(requireAuth(ctx).user, params.id);
      ctx.set('Content-Disposition', attachmentDisposition(file.name));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'application/zip';
      ctx.length = file.size;
      ctx.status = 200;
      if (ctx.method === 'HEAD') file.stream.destroy();
      else ctx.body = file.stream;
    },
    'GET /api/org/data-requests': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return dataRights.listOrganization(requireOrgAdmin(ctx).user);
    },
    'POST /api/org/data-requests/:id/fulfil': async (ctx, { params }) =>
      dataRights.fulfil(requireOrgAdmin(ctx).user, params.id),
    'POST /api/org/data-requests/:id/reject': async (ctx, { params, body }) =>
      dataRights.reject(requireOrgAdmin(ctx).user, params.id, body),
  } satisfies Handlers;
}
