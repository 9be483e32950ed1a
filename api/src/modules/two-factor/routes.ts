import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';

/**
 * Two-factor sign-in of the signed-in account (issue 16): customers and staff under /api/me/two-factor, the super
 * admin under /api/admin/two-factor (admin tokens work only under /api/admin/). The sign-in's second steps are with
 * the logins (auth and admin modules).
 */
export function twoFactorHandlers(services: Services) {
  const { twoFactor } = services;
  const me = (ctx: Parameters<typeof requireAuth>[0]) => {
    ctx.set('Cache-Control', 'no-store');
    return requireAuth(ctx).user.id;
  };
  return {
    'GET /api/me/two-factor': async (ctx) => twoFactor.status(me(ctx)),
    'POST /api/me/two-factor/setup': async (ctx) => twoFactor.setup(me(ctx)),
    'POST /api/me/two-factor/confirm': async (ctx, { body }) => twoFactor.confirm(me(ctx), body),
    'POST /api/me/two-factor/disable': async (ctx, { body }) => twoFactor.disable(me(ctx), body),
    'POST /api/me/two-factor/recovery-codes': async (ctx, { body }) => twoFactor.regenerateRecoveryCodes(me(ctx), body),
    'GET /api/admin/two-factor': async (ctx) => twoFactor.status(me(ctx)),
    'POST /api/admin/two-factor/setup': async (ctx) => twoFactor.setup(me(ctx)),
    'POST /api/admin/two-factor/confirm': async (ctx, { body }) => twoFactor.confirm(me(ctx), body),
    'POST /api/admin/two-factor/disable': async (ctx, { body }) => twoFactor.disable(me(ctx), body),
    'POST /api/admin/two-factor/recovery-codes': async (ctx, { body }) =>
      twoFactor.regenerateRecoveryCodes(me(ctx), body),
    'GET /api/org/security': async (ctx) => twoFactor.orgSecurity(requireAuth(ctx).user.organization.id),
    'PUT /api/org/security': async (ctx, { body }) => twoFactor.setOrgSecurity(me(ctx), body),
  } satisfies Handlers;
}
