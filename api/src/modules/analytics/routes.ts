import Router from '@koa/router';
import { AnalyticsBatch } from '@qafila/contracts';
import { AnalyticsEventRecord } from '../../db/entities/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { parseBody } from '../../http/params.ts';
import type { Services } from '../../services.ts';

/**
 * POST /api/analytics/events — the built-in first-party analytics provider. The web app sends events only
 * after the visitor consented to analytics cookies. No identifiers are stored: path, category, label, value.
 * With any other provider configured (`QAFILA_ANALYTICS=none`, the default) nothing is collected: 404.
 */
export function analyticsRoutes(services: Services) {
  const router = new Router();
  router.post('/api/analytics/events', async (ctx) => {
    if (services.config.analytics !== 'first-party') throw notFound('Analytics are not enabled on this server');
    const hit = services.limits.analyticsPerIp.hit(ctx.ip);
    if (hit.limited) throw new HttpError(429, 'Too many requests', { 'Retry-After': String(hit.retryAfterSeconds) });
    const { events } = parseBody(AnalyticsBatch, ctx.request.body);
    const em = services.orm.em.fork();
    for (const e of events) {
      em.create(AnalyticsEventRecord, {
        type: e.type,
        path: e.path,
        category: e.category ?? null,
        label: e.label ?? null,
        value: e.value ?? null,
        language: e.language ?? null,
      });
    }
    await em.flush();
    ctx.status = 202;
    ctx.body = { accepted: events.length };
  });
  return router;
}
