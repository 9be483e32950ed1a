import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import {
  ConflictError,
  DomainError,
  describeZodError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  NotSignedInError,
  PlanLimitError,
  TooManyAttemptsError,
} from '../domain/errors.ts';

/** An HTTP-only failure (401, 413, 415, 429 of a route's own limits…) whose message is safe to show to the client. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);

/** The status of each kind of domain error; its message goes to the client as it is. */
const DOMAIN_STATUSES: [abstract new (...args: never[]) => DomainError, number][] = [
  [InvalidInputError, 400],
  [NotSignedInError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [PlanLimitError, 402],
];

function fromDomainError(err: DomainError): HttpError | undefined {
  if (err instanceof TooManyAttemptsError) {
    return new HttpError(429, err.message, { 'Retry-After': String(err.retryAfterSeconds) });
  }
  const status = DOMAIN_STATUSES.find(([kind]) => err instanceof kind)?.[1];
  return status ? new HttpError(status, err.message) : undefined;
}

interface StatusError extends Error {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  code?: string;
}

/** zlib's errors for input that is not valid compressed data (a `Content-Encoding: gzip` body that is not gzip). */
const CORRUPT_COMPRESSED_DATA = new Set(['Z_DATA_ERROR', 'Z_BUF_ERROR', 'Z_NEED_DICT']);

function fromLibraryError(err: StatusError): HttpError | undefined {
  if (err.code && CORRUPT_COMPRESSED_DATA.has(err.code)) {
    return new HttpError(400, 'Request body is not valid compressed data');
  }
  const status = err.status ?? err.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (err.type === 'entity.too.large') return new HttpError(413, 'Request body is too large');
  if (err.type === 'entity.parse.failed' || err instanceof SyntaxError)
    return new HttpError(400, 'Malformed JSON body');
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
    return new HttpError(415, 'Unsupported body encoding');
  }
  if (err.type === 'request.aborted') return new HttpError(400, 'Request aborted');
  return new HttpError(status, err.expose && err.message ? err.message : 'Bad request');
}

/**
 * The one top-level error middleware: maps every error to `{ error }` with the right status: domain errors by their
 * kind (400 invalid input, 401, 402 plan limit, 403, 404, 409, 429 with Retry-After), HTTP errors by their own status.
 * Client errors carry their message; anything else is logged and answered with a generic 500.
 * Stack traces never reach the client.
 */
export function errorHandler(logger: Logger) {
  return async function handleErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (raw) {
      const err = raw as StatusError;
      let mapped: HttpError | undefined;
      if (err instanceof HttpError) mapped = err;
      else if (err instanceof DomainError) mapped = fromDomainError(err);
      else if (err instanceof ZodError) mapped = new HttpError(400, describeZodError(err));
      else mapped = fromLibraryError(err);
      if (!mapped) {
        (ctx.state.log ?? logger).error({ err }, 'unhandled error');
        mapped = new HttpError(500, 'Internal server error');
      }
      ctx.status = mapped.status;
      ctx.set(mapped.headers);
      ctx.body = { error: mapped.message };
    }
  };
}

/** The methods the API and the web app understand; koa-router's default list. */
export const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const KNOWN = new Set<string>(KNOWN_METHODS);

/**
 * Any other method (PROPFIND, TRACE, COPY, …) is answered 405 `{ error }` before routing, on every path. The routers'
 * own check would throw a 501 for them, which the error middleware turned into a 500 and the SRE error rate counted.
 */
export async function refuseUnknownMethods(ctx: Context, next: Next) {
  if (KNOWN.has(ctx.method)) return next();
  ctx.status = 405;
  ctx.set('Allow', KNOWN_METHODS.join(', '));
  ctx.body = { error: `Method ${ctx.method} is not allowed` };
}
