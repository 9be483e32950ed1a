import { RUM_MAX_BODY_BYTES, RumBatch } from '@qafila/contracts';
import { describeZodError, InvalidInputError } from '../../domain/errors.ts';
import type { Handlers } from '../../http/api-router.ts';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

/**
 * POST /api/monitoring/rum (issue 20): the web vitals of a visitor who accepted analytics cookies, sent by the web app
 * with `navigator.sendBeacon`. No sign-in (visitors send it) and nothing trusted but the numbers: per-IP limit first
 * (invalid batches count too, `handlerParsesBody`), then the body's size, then names, ranges, pages and batch size.
 */
export function rumHandlers(services: Services) {
  return {
    'POST /api/monitoring/rum': async (ctx) => {
      const hit = services.limits.rumPerIp.hit(ctx.ip);
      if (hit.limited) throw new HttpError(429, 'Too many requests', { 'Retry-After': String(hit.retryAfterSeconds) });
      const size = ctx.request.length ?? Buffer.byteLength(JSON.stringify(ctx.request.body ?? null));
      if (size > RUM_MAX_BODY_BYTES) throw new HttpError(413, `A batch is at most ${RUM_MAX_BODY_BYTES} bytes`);
      const parsed = RumBatch.safeParse(ctx.request.body ?? {});
      if (!parsed.success) throw new InvalidInputError(describeZodError(parsed.error));
      return { accepted: await services.monitoring.rum.record(parsed.data.samples) };
    },
  } satisfies Handlers;
}
