import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';

const INCOMING_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Gives every request an id (kept from X-Request-Id when sane), a child logger and one access log line. */
export function requestContext(logger: Logger) {
  // The access line holds no secret (method, URL, status, time), so it skips the redaction pass, which cost more
  // than the rest of the line; it is the same line the request's child logger would write.
  const access = logger.child({}, { redact: [] });
  return async function withRequestContext(ctx: Context, next: Next) {
    const incoming = ctx.req.headers['x-request-id'];
    const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ reqId: id });
    ctx.set('X-Request-Id', id);
    const start = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - start) * 10) / 10;
      access.info({ reqId: id, method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms }, 'request');
    }
  };
}
