import Router from '@koa/router';
import { idParam } from '../../http/params.ts';
import type { Services } from '../../services.ts';
import { callerOf } from '../access.ts';
import { requireOrgFeature } from '../organizations/flags.ts';

/** The quick actions of the support dashboard. Writes need a signed-in user; reads are scoped. */
export function supportRoutes(services: Services) {
  const { support } = services;
  const router = new Router();

  router.post('/api/support/cases', async (ctx) => {
    ctx.status = 201;
    ctx.body = await support.openCase(callerOf(ctx), ctx.request.body);
  });
  router.get('/api/support/cases', async (ctx) => {
    ctx.body = await support.listCases(callerOf(ctx));
  });
  router.post('/api/support/calls', async (ctx) => {
    ctx.status = 201;
    ctx.body = await support.requestCall(callerOf(ctx), ctx.request.body);
  });
  router.get('/api/support/calls', async (ctx) => {
    ctx.body = await support.listCalls(callerOf(ctx));
  });
  router.get('/api/me/preferences', async (ctx) => {
    ctx.body = await support.preferences(callerOf(ctx));
  });
  router.put('/api/me/preferences', async (ctx) => {
    ctx.body = await support.updatePreferences(callerOf(ctx), ctx.request.body);
  });
  router.get(
    '/api/shipments/:shipmentId/documents/archive',
    requireOrgFeature(services.orm.em, 'document-processing'),
    async (ctx) => {
      const { filename, zip } = await support.documentsArchive(
        callerOf(ctx),
        idParam(ctx.params.shipmentId, 'shipmentId'),
        services.storage,
      );
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/zip';
      ctx.body = zip;
    },
  );
  return router;
}
