import Router from '@koa/router';
import { BULK_UPLOAD_MAX_BYTES } from '@qafila/contracts';
import { requireAuth } from '../../http/auth.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { readRawBody } from '../../http/raw-body.ts';
import type { Services } from '../../services.ts';
import { requireSection } from '../dashboard/sections.ts';
import { BulkUploadFailure } from './service.ts';

const CSV_TYPES = ['text/csv', 'application/csv'];

/** Cargo Management (section 'shipments') and Live Tracking (section 'tracking') for staff of an organization. */
export function cargoRoutes(services: Services) {
  const { cargo } = services;
  const em = services.orm.em;
  const shipments = requireSection(em, 'shipments');
  const router = new Router();
  const org = (ctx: Parameters<typeof requireAuth>[0]) => requireAuth(ctx).user.organization;

  router.get('/api/org/shipments', shipments, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cargo.list(org(ctx), ctx.query);
  });

  router.post('/api/org/shipments', shipments, async (ctx) => {
    const body = await cargo.create(org(ctx), ctx.request.body);
    ctx.status = 201;
    ctx.body = body;
  });

  router.get('/api/org/shipments/template.csv', shipments, async (ctx) => {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', 'attachment; filename="qafila-shipments-template.csv"');
    ctx.body = await cargo.template(org(ctx));
  });

  router.post('/api/org/shipments/bulk', shipments, async (ctx) => {
    if (!CSV_TYPES.includes(ctx.request.type)) throw new HttpError(415, 'Send the file as text/csv');
    const raw = await readRawBody(
      ctx,
      BULK_UPLOAD_MAX_BYTES,
      `The file is larger than ${BULK_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
    );
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
    } catch {
      throw badRequest('The file is not UTF-8 text; save it as "CSV UTF-8"');
    }
    try {
      const result = await cargo.bulk(org(ctx), text);
      ctx.status = 201;
      ctx.body = result;
    } catch (err) {
      if (!(err instanceof BulkUploadFailure)) throw err;
      ctx.status = 400;
      ctx.body = { error: err.message, errors: err.errors };
    }
  });

  router.get('/api/org/customers', shipments, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cargo.customers(org(ctx));
  });

  router.get('/api/org/tracking', requireSection(em, 'tracking'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await cargo.track(org(ctx), ctx.query.q);
  });

  return router;
}
