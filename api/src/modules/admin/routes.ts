import Router from '@koa/router';
import { LoginRequest } from '@qafila/contracts';
import type { Context } from 'koa';
import { requireAuth } from '../../http/auth.ts';
import { badRequest, forbidden, HttpError } from '../../http/errors.ts';
import { idParam, parseBody } from '../../http/params.ts';
import type { Services } from '../../services.ts';
import { enabledFeatures } from '../dashboard/sections.ts';

/** The signed-in super admin (admin session), or 401/403. */
export function requireAdmin(ctx: Context) {
  const auth = requireAuth(ctx);
  if (auth.session.kind !== 'admin' || auth.user.role !== 'super_admin') throw forbidden('Admin access required');
  return auth;
}

function parseLimit(raw: unknown): { limit?: number } {
  if (raw === undefined || raw === '') return {};
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw badRequest('limit must be a whole number from 1 to 1000');
  return { limit: n };
}

/** The super-admin portal's API (spec 001 §7). Every route but login needs an admin token. */
export function adminRoutes(services: Services) {
  const { admin, auth, limits } = services;
  const router = new Router();

  // The portal's sign-in has its own throttle (`limits.adminLogin`), so failures on the customer sign-in from an
  // address never hold the super admin back, and the reverse. The CLI (`qafila admin set-password`) is the path that
  // never depends on it.
  router.post('/api/admin/login', async (ctx) => {
    const body = parseBody(LoginRequest, ctx.request.body);
    const key = body.username.trim().toLowerCase();
    const decision = limits.adminLogin.check(key, ctx.ip);
    if (!decision.allowed) {
      ctx.state.log.info({ username: key, rule: decision.reason }, 'admin sign-in throttled');
      throw new HttpError(429, `Too many sign-in attempts. Try again in ${decision.retryAfterSeconds} seconds.`, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    const result = await auth.login(body.username, body.password, {
      kind: 'admin',
      ip: ctx.ip,
      userAgent: ctx.get('user-agent'),
    });
    if (!result) {
      limits.adminLogin.failure(key, ctx.ip);
      ctx.state.log.info({ username: key }, 'admin sign-in failed');
      throw new HttpError(401, 'Invalid credentials');
    }
    limits.adminLogin.success(key, ctx.ip);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token: result.token, username: result.user.username };
  });

  router.post('/api/admin/logout', async (ctx) => {
    if (ctx.state.auth) await auth.revoke(ctx.state.auth.session.id);
    ctx.body = { success: true };
  });

  router.get('/api/admin/info', async (ctx) => {
    // With the product's domain, so that the portal can show organizations' addresses (<subdomain>.<baseDomain>).
    ctx.body = { ...admin.info(requireAdmin(ctx)), baseDomain: services.config.baseDomain };
  });
  router.get('/api/admin/users', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await admin.listUsers();
  });
  router.post('/api/admin/users', async (ctx) => {
    const { user } = requireAdmin(ctx);
    ctx.status = 201;
    ctx.body = await admin.createUser(user, ctx.request.body);
  });
  router.put('/api/admin/users/:userId', async (ctx) => {
    const { user } = requireAdmin(ctx);
    ctx.body = await admin.updateUser(user, idParam(ctx.params.userId, 'userId'), ctx.request.body);
  });
  router.delete('/api/admin/users/:userId', async (ctx) => {
    const { user } = requireAdmin(ctx);
    const id = idParam(ctx.params.userId, 'userId');
    await admin.deleteUser(user, id);
    // Their sessions went with them: their open sockets close now (4401).
    await services.realtime.revalidate((i) => i.userId === id);
    ctx.body = { success: true };
  });
  router.get('/api/admin/features', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await admin.listFeatures();
  });
  router.post('/api/admin/users/:userId/features/:featureId', async (ctx) => {
    const { user } = requireAdmin(ctx);
    ctx.body = await admin.assignFeature(user, idParam(ctx.params.userId, 'userId'), ctx.params.featureId ?? '');
  });
  router.delete('/api/admin/users/:userId/features/:featureId', async (ctx) => {
    const { user } = requireAdmin(ctx);
    ctx.body = await admin.removeFeature(user, idParam(ctx.params.userId, 'userId'), ctx.params.featureId ?? '');
  });
  router.get('/api/admin/audit', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await services.audit.list({ limit: ctx.query.limit, action: ctx.query.action });
  });
  router.get('/api/admin/leads', async (ctx) => {
    requireAdmin(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await services.contact.list(parseLimit(ctx.query.limit));
  });
  router.get('/api/admin/statistics', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await admin.statistics();
  });
  router.post('/api/admin/change-password', async (ctx) => {
    ctx.body = await admin.changePassword(requireAdmin(ctx), ctx.request.body);
  });

  // Signed-in users: their enabled features (organization flags applied, ADR 0009); anyone: the plans.
  router.get('/api/features/enabled', async (ctx) => {
    ctx.body = await enabledFeatures(services.orm.em, requireAuth(ctx).user);
  });
  router.get('/api/billing/plans', async (ctx) => {
    ctx.body = await admin.plans();
  });
  return router;
}
