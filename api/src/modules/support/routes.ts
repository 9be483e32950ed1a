import Router from '@koa/router';
import { HttpError, unauthorized } from '../../http/errors.ts';
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
      const caller = callerOf(ctx);
      // The demo workspace is for looking around: its documents are not handed out to anonymous visitors.
      if (caller.kind === 'visitor') throw unauthorized('Sign in to download the documents archive');
      const shipmentId = idParam(ctx.params.shipmentId, 'shipmentId');
      // At most ARCHIVES_PER_HOUR archives per user and per IP address, and ARCHIVES_IN_FLIGHT at a time.
      const { archivesPerHour, archivesInFlight } = services.limits;
      const keys = [`user:${caller.user.id}`, `ip:${ctx.ip}`];
      const hourly = keys.map((k) => archivesPerHour.peek(k)).find((p) => p.limited);
      if (hourly) {
        throw new HttpError(429, 'Too many document archives downloaded; try again later', {
          'Retry-After': String(hourly.retryAfterSeconds),
        });
      }
      const release = archivesInFlight.acquire(keys);
      if (!release) {
        throw new HttpError(429, 'Other document archives are still downloading; try again when they are done', {
          'Retry-After': '5',
        });
      }
      // The slot is given back when the response ends, finished or cut off (an error response included).
      ctx.res.once('close', release);
      for (const k of keys) archivesPerHour.hit(k);
      const { filename, body } = await support.documentsArchive(caller, shipmentId, services.storage);
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/zip';
      // A stream: sent chunked as it is written, never held whole in memory.
      ctx.body = body;
    },
  );
  return router;
}
