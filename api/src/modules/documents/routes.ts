import Router from '@koa/router';
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES } from '@qafila/contracts';
import { HttpError } from '../../http/errors.ts';
import { idParam } from '../../http/params.ts';
import { readRawBody } from '../../http/raw-body.ts';
import type { Services } from '../../services.ts';
import { requireSection } from '../dashboard/sections.ts';
import { requireStaff } from '../staff.ts';
import { acceptedContentType, attachmentDisposition } from './files.ts';

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** Document processing (the dashboard's 'documents' section): staff of the shipment's organization only. */
export function documentRoutes(services: Services) {
  const { documents } = services;
  const router = new Router();
  // 401 for visitors, 403 for customers and for staff without Document Processing (or the organization flag off).
  const section = requireSection(services.orm.em, 'documents');

  router.post('/api/org/shipments/:id/documents', section, async (ctx) => {
    const staff = requireStaff(ctx).user;
    const shipmentId = idParam(ctx.params.id);
    const { documentType } = await documents.uploadTarget(staff, shipmentId, ctx.query.documentType);
    const contentType = acceptedContentType(ctx.get('content-type'));
    if (!contentType) {
      throw new HttpError(415, `The file must be one of ${DOCUMENT_CONTENT_TYPES.join(', ')} (PDF, PNG or JPEG)`);
    }
    const data = await readRawBody(ctx, DOCUMENT_MAX_BYTES, `The file is larger than ${MAX_MB} MB`);
    ctx.status = 201;
    ctx.body = await documents.upload(staff, {
      shipmentId,
      documentType,
      contentType,
      fileNameHeader: ctx.get('x-file-name') || undefined,
      data,
    });
  });

  router.get('/api/org/documents', section, async (ctx) => {
    const staff = requireStaff(ctx).user;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await documents.list(staff, ctx.query);
  });

  router.get('/api/org/documents/:id/file', section, async (ctx) => {
    const staff = requireStaff(ctx).user;
    const file = await documents.file(staff, idParam(ctx.params.id));
    ctx.set('Content-Disposition', attachmentDisposition(file.name));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    // Never rendered as a page of ours, even if a browser were asked to display it.
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = file.contentType;
    ctx.length = file.size;
    ctx.status = 200;
    // A HEAD request sends no body: close the file instead of leaving it open.
    if (ctx.method === 'HEAD') file.stream.destroy();
    else ctx.body = file.stream;
  });

  router.post('/api/org/documents/:id/review', section, async (ctx) => {
    const staff = requireStaff(ctx).user;
    ctx.body = await documents.review(staff, idParam(ctx.params.id), ctx.request.body);
  });

  return router;
}
