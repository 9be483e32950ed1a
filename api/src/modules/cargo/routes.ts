import { BULK_UPLOAD_MAX_BYTES } from '@qafila/contracts';
import type { Context } from 'koa';
import type { Handlers } from '../../http/api-router.ts';
import { tenantOf } from '../../http/guards.ts';
import { readCsvUpload } from '../../http/raw-body.ts';
import type { Services } from '../../services.ts';
import { BulkUploadFailure } from './bulk-csv.ts';

/** Cargo Management (section 'shipments') and Live Tracking (section 'tracking') for staff of an organization. */
export function cargoHandlers(services: Services) {
  const { cargo } = services;
  // The signed-in member of staff's organization, or an API key's on the routes open to keys (issue 17).
  const org = (ctx: Context) => tenantOf(ctx);
  return {
    'GET /api/org/shipments': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return cargo.list(org(ctx), ctx.query);
    },
    'POST /api/org/shipments': async (ctx, { body }) => {
      const created = await cargo.create(org(ctx), body);
      services.usage.warnLater(org(ctx).id, 'shipments'); // 80 % / 100 % of the plan's month
      return created;
    },
    'GET /api/org/shipments/template.csv': async (ctx) => {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', 'attachment; filename="qafila-shipments-template.csv"');
      ctx.body = await cargo.template(org(ctx));
    },
    'POST /api/org/shipments/bulk': async (ctx) => {
      const text = await readCsvUpload(ctx, BULK_UPLOAD_MAX_BYTES);
      try {
        const result = await cargo.bulk(org(ctx), text);
        services.usage.warnLater(org(ctx).id, 'shipments');
        return result;
      } catch (err) {
        if (!(err instanceof BulkUploadFailure)) throw err;
        ctx.status = 400;
        ctx.body = { error: err.message, errors: err.errors };
      }
    },
    'GET /api/org/customers': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return cargo.customers(org(ctx));
    },
    'GET /api/org/tracking': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return cargo.track(org(ctx), query.q);
    },
  } satisfies Handlers;
}
