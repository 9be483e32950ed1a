import type { Context } from 'koa';
import type { Handlers } from '../../http/api-router.ts';
import { requireAuth } from '../../http/auth.ts';
import type { Services } from '../../services.ts';

/**
 * The caller's signed-in sessions (issue 16): customers and staff under /api/me/sessions, the super admin under
 * /api/admin/sessions (admin tokens work only under /api/admin/).
 */
export function sessionHandlers(services: Services) {
  const { sessions } = services;
  const me = (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    return requireAuth(ctx);
  };
  const list = async (ctx: Context) => {
    const { user, session } = me(ctx);
    return sessions.list(user.id, session.kind, session.id);
  };
  const revoke = async (ctx: Context, sessionId: string) => {
    const { user, session } = me(ctx);
    return sessions.revoke(user.id, session.kind, sessionId);
  };
  const revokeOthers = async (ctx: Context) => {
    const { user, session } = me(ctx);
    return sessions.revokeOthers(user.id, session.id);
  };
  return {
    'GET /api/me/sessions': list,
    'DELETE /api/me/sessions/:sessionId': async (ctx, { params }) => revoke(ctx, params.sessionId),
    'POST /api/me/sessions/revoke-others': revokeOthers,
    'GET /api/admin/sessions': list,
    'DELETE /api/admin/sessions/:sessionId': async (ctx, { params }) => revoke(ctx, params.sessionId),
    'POST /api/admin/sessions/revoke-others': revokeOthers,
  } satisfies Handlers;
}
