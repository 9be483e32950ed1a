import { WHATSAPP_SIGNATURE_HEADER } from '@qafila/contracts';
import type { Handlers } from '../../http/api-router.ts';
import { requireStaff } from '../../http/guards.ts';
import { readRawBody } from '../../http/raw-body.ts';
import type { Services } from '../../services.ts';
import { callerOf } from '../access.ts';

/** Meta's notifications are small; a batch stays far below this. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** The WhatsApp section (issue 17), the Cloud API's webhook, and the support dashboard's Channels panel. */
export function whatsAppHandlers(services: Services) {
  const { whatsapp } = services;
  return {
    'GET /api/org/whatsapp': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return whatsapp.state(requireStaff(ctx).user);
    },
    'PUT /api/org/whatsapp': async (ctx, { body }) => whatsapp.connect(requireStaff(ctx).user, body),
    'DELETE /api/org/whatsapp': async (ctx) => {
      await whatsapp.disconnect(requireStaff(ctx).user);
      return { success: true as const };
    },
    'GET /api/org/whatsapp/stats': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return whatsapp.stats(requireStaff(ctx).user, Number(query.days ?? 30));
    },
    'GET /api/whatsapp/webhook/:connectionKey': async (ctx, { params, query }) => {
      const challenge = await whatsapp.verify(params.connectionKey, query);
      ctx.type = 'text/plain';
      ctx.body = challenge;
    },
    'POST /api/whatsapp/webhook/:connectionKey': async (ctx, { params }) => {
      // The signature covers the bytes Meta sent: the JSON body parser keeps them as rawBody (UTF-8 JSON re-encodes
      // to the same bytes); any other content type is read raw here.
      const parsed = (ctx.request as { rawBody?: string }).rawBody;
      const raw =
        typeof parsed === 'string'
          ? Buffer.from(parsed, 'utf8')
          : await readRawBody(ctx, WEBHOOK_BODY_LIMIT_BYTES, 'The notification is too large');
      await whatsapp.receive(params.connectionKey, raw, ctx.get(WHATSAPP_SIGNATURE_HEADER) || undefined);
      return { success: true as const };
    },
    'GET /api/support/channels': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return whatsapp.channels(callerOf(ctx));
    },
  } satisfies Handlers;
}
