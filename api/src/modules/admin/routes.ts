import type { Context } from 'koa';
import { InvalidInputError } from '../../domain/errors.ts';
import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import { requireAdmin } from '../../http/guards.ts';
import type { Services } from '../../services.ts';
import { sessionContext, throttledLogin } from '../auth/throttled-login.ts';
import { enabledFeatures } from '../dashboard/sections.ts';
import { deleteManagedUser } from '../users/delete-managed.ts';
import type { Manager } from '../users/rules.ts';

function parseLimit(raw: unknown): { limit?: number } {
  if (raw === undefined || raw === '') return {};
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new InvalidInputError('limit must be a whole number from 1 to 1000');
  return { limit: n };
}

/** The super-admin portal's API (spec 001 §7). Every route but login needs an admin token (access 'super_admin'). */
export function adminHandlers(services: Services) {
  const { admin, auth, limits, twoFactor, users } = services;
  const platform = (ctx: Context): Manager => ({ scope: 'platform', actor: requireAdmin(ctx).user });
  return {
    // The portal's sign-in has its own throttle (`limits.adminLogin`), so failures on the customer sign-in from an
    // address never hold the super admin back, and the reverse. The CLI (`qafila admin set-password`) is the path that
    // never depends on it.
    'POST /api/admin/login': async (ctx, { body }) => {
      const result = await throttledLogin(ctx, { auth, throttle: limits.adminLogin, kind: 'admin', ...body });
      if ('twoFactorRequired' in result) {
        return { twoFactorRequired: true as const, challenge: twoFactor.challenge(result.user, 'admin') };
      }
      return { token: result.token, username: result.user.username };
    },
    'POST /api/admin/login/two-factor': async (ctx, { body }) => {
      const result = await twoFactor.completeLogin(body, sessionContext(ctx, 'admin'));
      ctx.set('Cache-Control', 'no-store');
      return { token: result.token, username: result.user.username };
    },
    'POST /api/admin/logout': async (ctx) => {
      if (ctx.state.auth) await auth.revoke(ctx.state.auth.session.id);
      return { success: true };
    },
    // With the product's domain, so that the portal can show organizations' addresses (<subdomain>.<baseDomain>).
    'GET /api/admin/info': async (ctx) => ({
      ...admin.info(requireAdmin(ctx)),
      baseDomain: services.config.baseDomain,
    }),
    'GET /api/admin/users': async (ctx) => users.listManaged(platform(ctx)),
    'POST /api/admin/users': async (ctx, { body }) => users.createAccount(requireAdmin(ctx).user, body),
    'PUT /api/admin/users/:userId': async (ctx, { params, body }) =>
      users.updateManaged(platform(ctx), params.userId, body),
    'DELETE /api/admin/users/:userId': async (ctx, { params }) =>
      deleteManagedUser(services, platform(ctx), params.userId),
    'GET /api/admin/features': async () => admin.listFeatures(),
    'POST /api/admin/users/:userId/features/:featureId': async (ctx, { params }) =>
      admin.assignFeature(requireAdmin(ctx).user, params.userId, params.featureId),
    'DELETE /api/admin/users/:userId/features/:featureId': async (ctx, { params }) =>
      admin.removeFeature(requireAdmin(ctx).user, params.userId, params.featureId),
    'GET /api/admin/audit': async (_ctx, { query }) =>
      services.audit.list({ limit: query.limit, action: query.action }),
    'GET /api/admin/leads': async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      return services.contact.list(parseLimit(query.limit));
    },
    'GET /api/admin/statistics': async () => admin.statistics(),
    'POST /api/admin/change-password': async (ctx, { body }) =>
      users.changeOwnPassword(requireAdmin(ctx), body, 'admin'),
    // Signed-in users: their enabled features (organization flags applied, ADR 0009); anyone: the plans.
    'GET /api/features/enabled': async (ctx) => enabledFeatures(services.orm.em, requireAuth(ctx).user),
    'GET /api/billing/plans': async () => admin.plans(),
  } satisfies Handlers;
}
