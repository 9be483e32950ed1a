import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES } from '@qafila/contracts';
import type { Handlers } from '../../http/api-router.ts';
import { HttpError } from '../../http/errors.ts';
import { requireStaff, staffOrKeyCaller } from '../../http/guards.ts';
import { readRawBody } from '../../http/raw-body.ts';
import type { Services } from '../../services.ts';
import { acceptedContentType, attachmentDisposition } from './files.ts';

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** Document processing (the dashboard's 'documents' section): staff of the shipment's organization only. */
export function documentHandlers(services: Services) {
  const { documents } = services;
  return {
    'POST /api/org/shipments/:id/documents': async (ctx, { params, query }) => {
      const staff = requireStaff(ctx).user;
      const { documentType } = await documents.uploadTarget(staff, params.id, query.documentType);
      const contentType = acceptedContentType(ctx.get('content-type'));
      if (!contentType) {
        throw new HttpError(415, `The file must be one of ${DOCUMENT_CONTENT_TYPES.join(', ')} (PDF, PNG or JPEG)`);
      }
      const data = await readRawBody(ctx, DOCUMENT_MAX_BYTES, `The file is larger than ${MAX_MB} MB`);
      const created = await documents.upload(staff, {
        shipmentId: params.id,
        documentType,
        contentType,
        fileNameHeader: ctx.get('x-file-name') || undefined,
        data,
      });
      services.usage.warnLater(staff.organization.id, 'storage'); // 80 % / 100 % of the plan's storage
      return created;
    },
    'GET /api/org/documents': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return documents.list(staffOrKeyCaller(ctx), ctx.query);
    },
    'GET /api/org/documents/:id/file': async (ctx, { params }) => {
      const file = await documents.file(requireStaff(ctx).user, params.id);
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
    },
    'POST /api/org/documents/:id/review': async (ctx, { params, body }) =>
      documents.review(requireStaff(ctx).user, params.id, body),
  } satisfies Handlers;
}
