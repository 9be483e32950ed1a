import type { Handlers } from '../../http/api-router.ts';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { callerOf } from '../access.ts';

/** The quick actions of the support dashboard. Writes need a signed-in user; reads are scoped. */
export function supportHandlers(services: Services) {
  const { support } = services;
  return {
    'POST /api/support/cases': async (ctx, { body }) => support.openCase(callerOf(ctx), body),
    'GET /api/support/cases': async (ctx) => support.listCases(callerOf(ctx)),
    'POST /api/support/calls': async (ctx, { body }) => support.requestCall(callerOf(ctx), body),
    'GET /api/support/calls': async (ctx) => support.listCalls(callerOf(ctx)),
    'GET /api/me/preferences': async (ctx) => support.preferences(callerOf(ctx)),
    'PUT /api/me/preferences': async (ctx, { body }) => support.updatePreferences(callerOf(ctx), body),
    'GET /api/shipments/:shipmentId/documents/archive': async (ctx, { params }) => {
      const caller = callerOf(ctx);
      if (caller.kind === 'visitor') throw new Error('unreachable: the access guard lets only signed-in users through');
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
      const { filename, body } = await support.documentsArchive(caller, params.shipmentId, services.storage);
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/zip';
      // A stream: sent chunked as it is written, never held whole in memory.
      ctx.body = body;
    },
  } satisfies Handlers;
}
