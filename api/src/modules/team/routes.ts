import type { Context } from 'koa';
import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { readCsvUpload } from '../../http/raw-body.ts';
import type { Services } from '../../services.ts';
import { sessionContext } from '../auth/throttled-login.ts';
import { BulkUploadFailure } from '../cargo/bulk-csv.ts';
import { GoneError } from './service.ts';

const IMPORT_MAX_BYTES = 1024 * 1024;

/**
 * Where invitation links point: QAFILA_PUBLIC_ORIGIN when set, else the page the admin works in (the browser's
 * Origin), else this server. Only an org admin's own request chooses it, and the link is answered to them.
 */
function webOrigin(services: Services, ctx: Context): string {
  if (services.config.publicOrigin) return services.config.publicOrigin;
  const origin = ctx.get('origin');
  if (/^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${ctx.protocol}://${ctx.host}`;
}

/** 410 for a link that was good once (used, revoked, expired). */
async function gone<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof GoneError) throw new HttpError(410, err.message);
    throw err;
  }
}

/** The Team and Customers pages of an organization's admins, and the public invitation link (ADR 0027). */
export function teamHandlers(services: Services) {
  const { team, customers } = services;
  const caller = (ctx: Context) => requireAuth(ctx).user;
  const admin = (ctx: Context) => ({ organization: caller(ctx).organization, actor: caller(ctx) });
  return {
    'GET /api/org/team': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return team.team(caller(ctx));
    },
    'PUT /api/org/team/:userId': async (ctx, { params, body }) => team.updateMember(caller(ctx), params.userId, body),
    'POST /api/org/invitations': async (ctx, { body }) => team.invite(caller(ctx), body, webOrigin(services, ctx)),
    'POST /api/org/invitations/:id/resend': async (ctx, { params }) =>
      team.resend(caller(ctx), params.id, webOrigin(services, ctx)),
    'DELETE /api/org/invitations/:id': async (ctx, { params }) => team.revoke(caller(ctx), params.id),
    'GET /api/invitations/:token': async (ctx, { params }) => {
      ctx.set('Cache-Control', 'no-store');
      return gone(() => team.preview(params.token));
    },
    'POST /api/invitations/:token/accept': async (ctx, { params, body }) =>
      gone(() => team.accept(params.token, body, sessionContext(ctx, 'user'))),
    'GET /api/org/customer-accounts': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return customers.list(admin(ctx), query.q);
    },
    'POST /api/org/customer-accounts': async (ctx, { body }) =>
      customers.create(admin(ctx), body, webOrigin(services, ctx)),
    'PUT /api/org/customer-accounts/:userId': async (ctx, { params, body }) =>
      customers.update(admin(ctx), params.userId, body),
    'POST /api/org/customer-accounts/import': async (ctx) => {
      const text = await readCsvUpload(ctx, IMPORT_MAX_BYTES);
      try {
        return await customers.importCsv(admin(ctx), text, webOrigin(services, ctx));
      } catch (err) {
        if (!(err instanceof BulkUploadFailure)) throw err;
        ctx.status = 400;
        ctx.body = { error: err.message, errors: err.errors };
      }
    },
  } satisfies Handlers;
}
