import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import type { EndpointKey } from '@qafila/contracts';
import { JSON_BODY_LIMIT_BYTES } from '@qafila/contracts';
import Koa from 'koa';
import { withOrmContext } from './db/orm-context.ts';
import { watchWrites } from './db/write-clock.ts';
import { type AllHandlers, apiRouter, fastGetRoutes } from './http/api-router.ts';
import { authenticate } from './http/auth.ts';
import { errorHandler, HttpError, refuseUnknownMethods } from './http/errors.ts';
import { requestContext } from './http/request-context.ts';
import { createResponseCache } from './http/response-cache.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveWebApp } from './http/static.ts';
import { widgetCors } from './http/widget-cors.ts';
import { serveWidgetFiles } from './http/widget-files.ts';
import { countTraffic, monitoringHandlers } from './modules/admin/monitoring.ts';
import { adminHandlers } from './modules/admin/routes.ts';
import { analyticsHandlers } from './modules/analytics/routes.ts';
import { recordApiUsage } from './modules/api-keys/metering.ts';
import { apiKeyHandlers } from './modules/api-keys/routes.ts';
import { authHandlers } from './modules/auth/routes.ts';
import { billingHandlers } from './modules/billing/routes.ts';
import { calendarHandlers } from './modules/calendar/routes.ts';
import { carbonHandlers } from './modules/carbon/routes.ts';
import { cargoHandlers } from './modules/cargo/routes.ts';
import { chatHandlers } from './modules/chat/routes.ts';
import { complianceHandlers } from './modules/compliance/routes.ts';
import { contactHandlers } from './modules/contact/routes.ts';
import { conversationHandlers } from './modules/conversations/routes.ts';
import { customsHandlers } from './modules/customs/routes.ts';
import { dashboardHandlers } from './modules/dashboard/routes.ts';
import { dataRightsHandlers } from './modules/data-rights/routes.ts';
import { documentHandlers } from './modules/documents/routes.ts';
import { positionHandlers } from './modules/fleet/positions.ts';
import { fleetHandlers } from './modules/fleet/routes.ts';
import { tripHandlers } from './modules/fleet/trip-routes.ts';
import { healthHandlers } from './modules/health/routes.ts';
import { insightsHandlers } from './modules/insights/routes.ts';
import { integrationHandlers } from './modules/integrations/routes.ts';
import { monitoringReportHandlers } from './modules/monitoring/routes.ts';
import { faultRoute, observeRequests, serveMetrics } from './modules/monitoring/service.ts';
import { notificationHandlers } from './modules/notifications/routes.ts';
import { orgUserHandlers } from './modules/org-users/routes.ts';
import { brandingHandlers } from './modules/organizations/branding-routes.ts';
import { organizationHandlers } from './modules/organizations/routes.ts';
import { predictiveHandlers } from './modules/predictive/routes.ts';
import { profileHandlers } from './modules/profile/routes.ts';
import { referenceHandlers } from './modules/reference/routes.ts';
import { seasonalHandlers } from './modules/seasonal/routes.ts';
import { sessionHandlers } from './modules/sessions/routes.ts';
import { shipmentHandlers } from './modules/shipments/routes.ts';
import { supportHandlers } from './modules/support/routes.ts';
import { teamHandlers } from './modules/team/routes.ts';
import { telemetryHandlers } from './modules/telemetry/routes.ts';
import { trafficHandlers } from './modules/traffic/routes.ts';
import { twoFactorHandlers } from './modules/two-factor/routes.ts';
import { webhookHandlers } from './modules/webhooks/routes.ts';
import { whatsAppHandlers } from './modules/whatsapp/routes.ts';
import { widgetOrigins } from './modules/widget/origins.ts';
import { widgetHandlers } from './modules/widget/routes.ts';
import type { Services } from './services.ts';

/**
 * The hot reads answered from the response cache (http/response-cache.ts) until the next write to the database, per
 * caller and URL. A cached endpoint's handler returns its body and sets nothing else on the response that a cached
 * answer would then lack (its Cache-Control: no-store is set for every signed-in answer anyway).
 */
const CACHED_ENDPOINTS: ReadonlySet<EndpointKey> = new Set<EndpointKey>([
  'GET /api/shipments/customer/:customerId',
  'GET /api/org/shipments',
]);

/**
 * The API's one router: every endpoint of the registry in @qafila/contracts, bound to its module's handler with
 * its access guard and schemas. A handler missing or extra fails the type check and, at start-up, the build.
 */
export function apiRoutes(services: Services): Router {
  const handlers = {
    ...healthHandlers(services),
    ...authHandlers(services),
    ...shipmentHandlers(services),
    ...contactHandlers(services),
    ...analyticsHandlers(services),
    ...supportHandlers(services),
    ...chatHandlers(services),
    ...adminHandlers(services),
    ...monitoringHandlers(services),
    ...organizationHandlers(services),
    ...billingHandlers(services),
    ...integrationHandlers(services),
    ...brandingHandlers(services),
    ...orgUserHandlers(services),
    ...teamHandlers(services),
    ...dashboardHandlers(services),
    ...cargoHandlers(services),
    ...fleetHandlers(services),
    ...tripHandlers(services),
    ...positionHandlers(services),
    ...documentHandlers(services),
    ...notificationHandlers(services),
    ...conversationHandlers(services),
    ...widgetHandlers(services),
    ...whatsAppHandlers(services),
    ...profileHandlers(services),
    ...twoFactorHandlers(services),
    ...dataRightsHandlers(services),
    ...sessionHandlers(services),
    ...apiKeyHandlers(services),
    ...webhookHandlers(services),
    ...referenceHandlers(services),
    ...complianceHandlers(services),
    ...insightsHandlers(services),
    ...carbonHandlers(services),
    ...customsHandlers(services),
    ...telemetryHandlers(services),
    ...calendarHandlers(),
    ...seasonalHandlers(services),
    ...predictiveHandlers(services),
    ...trafficHandlers(services),
    ...monitoringReportHandlers(services),
  } satisfies AllHandlers;
  return apiRouter(services, handlers, {
    cache: createResponseCache(watchWrites(services.orm)),
    endpoints: CACHED_ENDPOINTS,
  });
}

/** Paths that count as API calls but are never refused for the monthly limit. */
const API_LIMIT_EXEMPT = /^\/api\/(auth\/|org\/billing(\/|$))/;

/** Builds the Koa application. It does not listen: server.ts does, and tests use a random port. */
export function createApp(services: Services): Koa {
  // Behind QAFILA_TRUST_PROXY proxies, the client address and protocol come from X-Forwarded-For/-Proto (the
  // entries those proxies appended, never ones a client wrote further left).
  const { trustProxy } = services.config;
  const app = new Koa({ proxy: trustProxy > 0, maxIpsCount: trustProxy });
  app.silent = true; // errors are logged by the error middleware, never printed with stacks by Koa
  app.keys = [services.config.secret]; // signs the visitor cookie

  app.use(requestContext(services.logger));
  // One EntityManager per request: services call orm.em and MikroORM resolves it to this request's fork.
  app.use((_ctx, next) => withOrmContext(services.orm.em, next));
  app.use(countTraffic(services)); // SRE Monitoring's error rate: outside the error middleware, it sees mapped statuses
  app.use(recordApiUsage(services)); // the API usage page's calls per route (issue 17), with mapped statuses too
  app.use(observeRequests(services.monitoring)); // RED per route template (issue 20), with mapped statuses too
  app.use(serveMetrics(services.monitoring, services.config.metricsToken)); // GET /metrics (Prometheus)
  app.use(errorHandler(services.logger));
  app.use(securityHeaders({ publicOrigin: services.config.publicOrigin }));
  // Before routing: the widget's preflight OPTIONS is answered here, and every widget call checks its Origin first.
  app.use(widgetCors(widgetOrigins(services.widget)));
  app.use(refuseUnknownMethods);
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: JSON_BODY_LIMIT_BYTES,
      encoding: 'utf-8',
      jsonStrict: true,
    }),
  );

  app.use(authenticate(services.auth, services.apiKeys));
  // Usage metering: every API call of a signed-in (non-admin) user counts for their organization. Beyond the plan's
  // API calls this month: 429 with Retry-After (issue 16), except signing in and out, who am I and the billing
  // section itself, so that the admins can still see why and what to do.
  // An API key's calls count for its organization the same way, after its own calls-per-minute limit (issue 17).
  app.use(async (ctx, next) => {
    const auth = ctx.state.auth;
    const key = ctx.state.apiKey;
    if (key && ctx.path.startsWith('/api/')) {
      services.apiKeys.take(key);
      await services.apiCallLimit.take(key.organization.id);
    } else if (auth && auth.session.kind === 'user' && ctx.path.startsWith('/api/')) {
      const orgId = auth.user.organization.id;
      if (API_LIMIT_EXEMPT.test(ctx.path)) services.meter.hit(orgId);
      else await services.apiCallLimit.take(orgId);
    }
    await next();
  });

  if (services.config.faultRoute) app.use(faultRoute); // test runs only: a known 500 (issue 20)
  const router = apiRoutes(services);
  app.use(fastGetRoutes(router));
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true, methodNotAllowed: () => new HttpError(405, 'Method not allowed') }));

  // Set, not thrown, so that allowedMethods above can still turn a known path with a wrong method into 405.
  app.use(async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    ctx.status = 404;
    ctx.body = { error: `Not found: ${ctx.method} ${ctx.path}` };
  });
  app.use(serveWidgetFiles(services.config.widgetDist));
  app.use(serveWebApp(services.config.webDist, { analytics: services.config.analytics }));
  return app;
}
