import type { Handlers } from '../../http/api-router.ts';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

/** POST /api/contact — the public demo-request form. 201 {id}; 400 bad input; 429 past the hourly limit per IP. */
export function contactHandlers(services: Services) {
  return {
    'POST /api/contact': async (ctx) => {
      const hit = services.limits.contactPerIp.hit(ctx.ip);
      if (hit.limited) {
        throw new HttpError(429, 'Too many requests. Please try again later.', {
          'Retry-After': String(hit.retryAfterSeconds),
        });
      }
      const language = ctx.acceptsLanguages('en', 'ar') === 'ar' ? 'ar' : 'en';
      // The raw body (`handlerParsesBody`): invalid requests count against the limit too.
      const lead = await services.contact.submit(ctx.request.body, language);
      return { id: lead?.id ?? 0 };
    },
  } satisfies Handlers;
}
