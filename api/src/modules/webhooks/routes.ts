import type { Context } from 'koa';
import type { Handlers } from '../../http/api-router.ts';
import { tenantOf } from '../../http/guards.ts';
import type { Services } from '../../services.ts';
import type { Actor } from '../audit/service.ts';

/** Who changes a webhook: the signed-in admin, or the API key (named by its prefix in the audit). */
function actorOf(ctx: Context): Actor {
  const key = ctx.state.apiKey;
  if (key) return { id: null, username: `api-key ${key.prefix}` };
  const user = ctx.state.auth!.user;
  return { id: user.id, username: user.username };
}

/** Outgoing webhooks (section 'api-status'; API keys with webhooks:manage act as their organization). */
export function webhookHandlers(services: Services) {
  const { webhooks } = services;
  const org = (ctx: Context) => tenantOf(ctx).id;
  return {
    'GET /api/org/webhooks': async (ctx) => webhooks.list(org(ctx)),
    'POST /api/org/webhooks': async (ctx, { body }) => webhooks.create(actorOf(ctx), tenantOf(ctx), body),
    'PUT /api/org/webhooks/:id': async (ctx, { params, body }) => webhooks.update(org(ctx), params.id, body),
    'DELETE /api/org/webhooks/:id': async (ctx, { params }) => {
      await webhooks.remove(actorOf(ctx), org(ctx), params.id);
      return { success: true as const };
    },
    'GET /api/org/webhooks/:id/deliveries': async (ctx, { params }) => webhooks.deliveries(org(ctx), params.id),
    'POST /api/org/webhooks/:id/test': async (ctx, { params }) => webhooks.sendTest(org(ctx), params.id),
    'POST /api/org/webhooks/:id/deliveries/:deliveryId/redeliver': async (ctx, { params }) =>
      webhooks.redeliver(org(ctx), params.id, params.deliveryId),
  } satisfies Handlers;
}
