import type { Context } from 'koa';
import type { Handlers } from '../../http/api-router.ts';
import { requireAdmin, requireOrgAdmin, requireStaff } from '../../http/guards.ts';
import type { Services } from '../../services.ts';
import { attachmentDisposition } from '../documents/files.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { toInvoiceDto } from './invoices.ts';

/** Sends a PDF as a download that is never rendered as a page of ours. */
function sendPdf(ctx: Context, name: string, pdf: Buffer) {
  ctx.set('Content-Disposition', attachmentDisposition(name));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.type = 'application/pdf';
  ctx.status = 200;
  ctx.body = pdf;
}

/**
 * Subscriptions and the billing summary of the super-admin portal, computed from the data and the meter; the
 * organization's own billing section (usage against the plan, invoices for its admins); invoices (issue 16).
 */
export function billingHandlers(services: Services) {
  const { invoices } = services;
  return {
    'GET /api/admin/subscriptions': async () => services.billing.list(),
    'GET /api/admin/billing/summary': async () => services.billing.summary(),
    'GET /api/admin/invoices': async () => invoices.list(),
    'GET /api/admin/invoices/:number/pdf': async (ctx, { params }) => {
      const invoice = toInvoiceDto(await invoices.byNumber(params.number));
      sendPdf(ctx, `${invoice.number}.pdf`, await invoicePdf(invoice));
    },
    'POST /api/admin/invoices/:number/paid': async (ctx, { params }) =>
      invoices.markPaid(requireAdmin(ctx).user, params.number),
    'GET /api/org/billing': async (ctx) => services.usage.overview(requireStaff(ctx).user.organization),
    'GET /api/org/billing/invoices': async (ctx) => invoices.list(requireOrgAdmin(ctx).user.organization.id),
    'GET /api/org/billing/invoices/:number/pdf': async (ctx, { params }) => {
      const organizationId = requireOrgAdmin(ctx).user.organization.id;
      const invoice = toInvoiceDto(await invoices.byNumber(params.number, organizationId));
      sendPdf(ctx, `${invoice.number}.pdf`, await invoicePdf(invoice));
    },
  } satisfies Handlers;
}
