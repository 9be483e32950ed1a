import type { Handlers } from '../../http/api-router.ts';
import { HttpError } from '../../http/errors.ts';
import { requireStaff } from '../../http/guards.ts';
import { readRawBody } from '../../http/raw-body.ts';
import type { Services } from '../../services.ts';

/** A Shopify order webhook is far below this; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The Integration Hub (issue 17): `{ section: 'integrations' }` guards every route but Shopify's webhook. */
export function integrationHandlers(services: Services) {
  const hub = services.integrations;
  const organizationOf = (ctx: Parameters<typeof requireStaff>[0]) => requireStaff(ctx).user.organization;
  return {
    'GET /api/integrations/enterprise': async (ctx) => hub.list(organizationOf(ctx)),
    'GET /api/integrations/catalogue': async (ctx) => hub.catalogue(organizationOf(ctx)),
    'POST /api/integrations/connect': async (ctx, { body }) => hub.connect(requireStaff(ctx).user, body),
    'POST /api/integrations/toggle': async (ctx, { body }) => hub.toggle(requireStaff(ctx).user, body),
    'POST /api/integrations/sync/:id': async (ctx, { params }) => hub.sync(organizationOf(ctx), params.id),
    'POST /api/integrations/:id/test': async (ctx, { params }) => hub.testStore(organizationOf(ctx), params.id),
    'GET /api/integrations/:id/runs': async (ctx, { params }) => hub.runs(organizationOf(ctx), params.id),
    'PUT /api/integrations/:id': async (ctx, { params, body }) => hub.update(requireStaff(ctx).user, params.id, body),
    'DELETE /api/integrations/:id': async (ctx, { params }) => {
      await hub.remove(requireStaff(ctx).user, params.id);
      return { success: true as const };
    },
    'POST /api/integrations/shopify/webhook/:connectorKey': async (ctx, { params }) => {
      // The HMAC covers the bytes Shopify sent: the JSON body parser keeps them as rawBody (valid UTF-8 re-encodes to
      // the same bytes; anything else fails the check, closed); any other content type is read raw here.
      const parsed = (ctx.request as { rawBody?: string }).rawBody;
      const raw =
        typeof parsed === 'string'
          ? Buffer.from(parsed, 'utf8')
          : await readRawBody(ctx, WEBHOOK_BODY_LIMIT, 'The webhook body is too large');
      const ok = await hub.shopifyWebhook(params.connectorKey, raw, {
        'x-shopify-hmac-sha256': ctx.get('x-shopify-hmac-sha256') || undefined,
        'x-shopify-topic': ctx.get('x-shopify-topic') || undefined,
      });
      if (!ok) throw new HttpError(401, 'Invalid webhook signature');
      return { received: true as const };
    },
    'GET /api/integrations/api-connectors': async (ctx) => hub.customApis(organizationOf(ctx)),
    'POST /api/integrations/custom-api': async (ctx, { body }) => hub.addCustomApi(requireStaff(ctx).user, body),
    'PUT /api/integrations/custom-api/:name': async (ctx, { params, body }) =>
      hub.updateCustomApi(requireStaff(ctx).user, params.name, body),
    'DELETE /api/integrations/custom-api/:name': async (ctx, { params }) => {
      await hub.removeCustomApi(requireStaff(ctx).user, params.name);
      return { success: true as const };
    },
    'POST /api/integrations/custom-api/:name/test': async (ctx, { params }) =>
      hub.testCustomApi(organizationOf(ctx), params.name),
    'POST /api/integrations/requests': async (ctx, { body }) => hub.request(requireStaff(ctx).user, body),
    'GET /api/admin/integration-requests': async () => hub.requests(),
  } satisfies Handlers;
}
