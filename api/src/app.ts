import { bodyParser } from '@koa/bodyparser';
import { JSON_BODY_LIMIT_BYTES } from '@qafila/contracts';
import Koa from 'koa';
import { authenticate } from './http/auth.ts';
import { errorHandler, HttpError, refuseUnknownMethods } from './http/errors.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveWebApp } from './http/static.ts';
import { countTraffic, monitoringRoutes } from './modules/admin/monitoring.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { cargoRoutes } from './modules/cargo/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { conversationRoutes } from './modules/conversations/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { orgUserRoutes } from './modules/org-users/routes.ts';
import { brandingRoutes } from './modules/organizations/branding-routes.ts';
import { organizationRoutes } from './modules/organizations/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { shipmentRoutes } from './modules/shipments/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import type { Services } from './services.ts';

/** Every router of the API, in order. The route-table authorization test enumerates them. */
export function apiRouters(services: Services) {
  return [
    healthRoutes(services),
    authRoutes(services),
    shipmentRoutes(services),
    contactRoutes(services),
    analyticsRoutes(services),
    supportRoutes(services),
    chatRoutes(services),
    adminRoutes(services),
    monitoringRoutes(services),
    organizationRoutes(services),
    billingRoutes(services),
    brandingRoutes(services),
    orgUserRoutes(services),
    dashboardRoutes(services),
    cargoRoutes(services),
    documentRoutes(services),
    notificationRoutes(services),
    conversationRoutes(services),
    profileRoutes(services),
  ];
}

/** Builds the Koa application. It does not listen: server.ts does, and tests use a random port. */
export function createApp(services: Services): Koa {
  // Behind QAFILA_TRUST_PROXY proxies, the client address and protocol come from X-Forwarded-For/-Proto (the
  // entries those proxies appended, never ones a client wrote further left).
  const { trustProxy } = services.config;
  const app = new Koa({ proxy: trustProxy > 0, maxIpsCount: trustProxy });
  app.silent = true; // errors are logged by the error middleware, never printed with stacks by Koa
  app.keys = [services.config.secret]; // signs the visitor cookie

  app.use(requestContext(services.logger));
  app.use(countTraffic(services)); // SRE Monitoring's error rate: outside the error middleware, it sees mapped statuses
  app.use(errorHandler(services.logger));
  app.use(securityHeaders({ publicOrigin: services.config.publicOrigin }));
  app.use(refuseUnknownMethods);
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: JSON_BODY_LIMIT_BYTES,
      encoding: 'utf-8',
      jsonStrict: true,
    }),
  );

  app.use(authenticate(services.auth));
  // Usage metering: every API call of a signed-in (non-admin) user counts for their organization.
  app.use(async (ctx, next) => {
    const auth = ctx.state.auth;
    if (auth && auth.session.kind === 'user' && ctx.path.startsWith('/api/')) {
      services.meter.hit(auth.user.organization.id);
    }
    await next();
  });

  for (const router of apiRouters(services)) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true, methodNotAllowed: () => new HttpError(405, 'Method not allowed') }));
  }

  // Set, not thrown, so that allowedMethods above can still turn a known path with a wrong method into 405.
  app.use(async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    ctx.status = 404;
    ctx.body = { error: `Not found: ${ctx.method} ${ctx.path}` };
  });
  app.use(serveWebApp(services.config.webDist, { analytics: services.config.analytics }));
  return app;
}
