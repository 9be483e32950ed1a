import { AnalyticsEventRecord } from '../../db/entities/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { Handlers } from '../../http/api-router.ts';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

/**
 * POST /api/analytics/events — the built-in first-party analytics provider. The web app sends events only
 * after the visitor consented to analytics cookies. No identifiers are stored: path, category, label, value.
 * With any other provider configured (`QAFILA_ANALYTICS=none`, the default) nothing is collected: 404.
 */
export function analyticsHandlers(services: Services) {
  return {
    'POST /api/analytics/events': async (ctx, { body }) => {
      if (services.config.analytics !== 'first-party')
        throw new NotFoundError('Analytics are not enabled on this server');
      const hit = services.limits.analyticsPerIp.hit(ctx.ip);
      if (hit.limited) throw new HttpError(429, 'Too many requests', { 'Retry-After': String(hit.retryAfterSeconds) });
      const { em } = services.orm;
      for (const e of body.events) {
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
      return { accepted: body.events.length };
    },
  } satisfies Handlers;
}
