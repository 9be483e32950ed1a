import Router from '@koa/router';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

/** POST /api/contact — the public demo-request form. 201 {id}; 400 bad input; 429 past the hourly limit per IP. */
export function contactRoutes(services: Services) {
  const router = new Router();
  router.post('/api/contact', async (ctx) => {
    const hit = services.limits.contactPerIp.hit(ctx.ip);
    if (hit.limited) {
      throw new HttpError(429, 'Too many requests. Please try again later.', {
        'Retry-After': String(hit.retryAfterSeconds),
      });
    }
    const language = ctx.acceptsLanguages('en', 'ar') === 'ar' ? 'ar' : 'en';
    const lead = await services.contact.submit(ctx.request.body, language);
    ctx.status = 201;
    ctx.body = { id: lead?.id ?? 0 };
  });
  return router;
}
