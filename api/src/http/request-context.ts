import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';

const INCOMING_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The request's id: the client's X-Request-Id when sane, else a new one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The logger of the access lines. The access line holds no secret (method, URL, status, time), so it skips the
 * redaction pass, which cost more than the rest of the line; it is the same line the request's child logger
 * would write.
 */
export function accessLogger(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}

/** Milliseconds since `start` (a `performance.now()`), to a tenth. */
export function elapsedMs(start: number): number {
  return Math.round((performance.now() - start) * 10) / 10;
}

/**
 * Gives every request an id (kept from X-Request-Id when sane), a child logger (`ctx.state.log`, made when first
 * used: most requests never log) and one access log line.
 */
export function requestContext(logger: Logger) {
  const access = accessLogger(logger);
  return async function withRequestContext(ctx: Context, next: Next) {
    const id = requestIdFrom(ctx.req.headers['x-request-id']);
    ctx.state.requestId = id;
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      configurable: true,
      enumerable: true,
      get: () => {
        log ??= logger.child({ reqId: id });
        return log;
      },
    });
    ctx.res.setHeader('X-Request-Id', id);
    const start = performance.now();
    try {
      await next();
    } finally {
      access.info(
        { reqId: id, method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: elapsedMs(start) },
        'request',
      );
    }
  };
}
