import { Readable } from 'node:stream';
import Router from '@koa/router';
import {
  API_ENDPOINTS,
  type ApiEndpoint,
  type EndpointDefinition,
  type EndpointKey,
  type EndpointOf,
  ErrorBody,
  endpointKey,
} from '@qafila/contracts';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import { describeZodError, InvalidInputError, parseInput } from '../domain/errors.ts';
import type { Services } from '../services.ts';
import { guardFor, twoFactorGate, withApiKeys } from './guards.ts';
import type { ResponseCache } from './response-cache.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the route's params, query and JSON body, parsed with its schemas. */
export interface HandlerInput<E> {
  params: E extends { params?: infer S } ? Out<S> : undefined;
  query: E extends { query?: infer S } ? Out<S> : undefined;
  body: E extends { body?: infer S } ? Out<S> : undefined;
}

type ResponseOf<E> = E extends { response?: infer S } ? (S extends z.ZodType ? z.input<S> : never) : never;

/**
 * A route's handler. It returns the JSON body of a success (sent with the endpoint's `status`), or sets `ctx.body`
 * itself for files and streams and returns nothing. The access guard has already run.
 */
export type Handler<K extends EndpointKey> = (
  ctx: Context,
  input: HandlerInput<EndpointOf<K>>,
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that sets ctx.body itself returns nothing
) => Promise<ResponseOf<EndpointOf<K>> | void>;

/** Handlers for some endpoints of the registry: what each module exports. */
export type Handlers = { [K in EndpointKey]?: Handler<K> };
/** Handlers for every endpoint of the registry: what the API binds. */
export type AllHandlers = { [K in EndpointKey]: Handler<K> };

/** Response validation runs under the test runner: a body that drifted from its schema is a 500 there. */
const VALIDATE_RESPONSES = process.env.NODE_ENV === 'test' || Boolean(process.env.VITEST);

function isJsonBody(body: unknown): boolean {
  return (
    body !== null &&
    typeof body === 'object' &&
    !Buffer.isBuffer(body) &&
    !(body instanceof Readable) &&
    !(body instanceof Uint8Array)
  );
}

/** In test mode, the answer's body against the endpoint's schema (errors against `ErrorBody`). */
export function checkResponse(endpoint: EndpointDefinition, ctx: Context): void {
  const key = endpointKey(endpoint);
  if ((typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body)) && ctx.response.is('json')) {
    // A cached answer, kept serialized: checked as the JSON it is.
    const body = JSON.parse(ctx.body.toString());
    checkResponse(endpoint, { status: ctx.status, body, response: ctx.response } as Context);
    return;
  }
  if (ctx.status >= 400) {
    // An error, or the endpoint's own body with an error status (health's 503 'degraded').
    const ownBody = endpoint.response?.safeParse(ctx.body).success;
    if (isJsonBody(ctx.body) && !ErrorBody.safeParse(ctx.body).success && !ownBody) {
      throw new Error(`${key} answered ${ctx.status} with a body that is not { error }`);
    }
    return;
  }
  if (endpoint.produces) {
    if (isJsonBody(ctx.body) && !ctx.body?.constructor?.name?.includes('Stream')) {
      throw new Error(`${key} declares ${endpoint.produces} but answered JSON`);
    }
    return;
  }
  if (!endpoint.response) throw new Error(`${key} has neither response nor produces`);
  const parsed = endpoint.response.safeParse(ctx.body);
  if (!parsed.success) {
    throw new Error(
      `${key} answered a body that does not match its response schema: ${describeZodError(parsed.error)}`,
    );
  }
}

/** Who is asking, for the response cache: the session's kind and user, an API key, or a visitor. */
function callerKey(ctx: Context): string {
  const auth = ctx.state.auth;
  if (ctx.state.apiKey) return `key:${ctx.state.apiKey.id}`;
  return auth ? `${auth.session.kind}:${auth.user.id}` : 'visitor';
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Bad request';
}

/**
 * The API's one router, built from the endpoint registry of @qafila/contracts: for each endpoint its access guard,
 * then its params, query and body parsed with its schemas (400 `{ error }`), then its handler. Fails at start-up
 * when a handler is missing or names no endpoint.
 */
export function apiRouter(
  services: Services,
  handlers: AllHandlers,
  caching?: { cache: ResponseCache; endpoints: ReadonlySet<EndpointKey> },
): Router {
  const known = new Set<string>(API_ENDPOINTS.map(endpointKey));
  const extra = Object.keys(handlers).filter((k) => !known.has(k));
  if (extra.length) throw new Error(`handlers for routes not in the registry: ${extra.join(', ')}`);
  const router = new Router();
  for (const endpoint of API_ENDPOINTS as readonly ApiEndpoint[]) {
    const e: EndpointDefinition = endpoint;
    const key = endpointKey(e);
    const handler = (handlers as Record<string, Handler<EndpointKey>>)[key];
    if (!handler) throw new Error(`no handler for ${key}`);
    const guard = withApiKeys(e, guardFor(services, e.access));
    const gate = twoFactorGate(services, e);
    const cache = caching?.endpoints.has(key as EndpointKey) ? caching.cache : undefined;
    const bind = async (ctx: Context) => {
      ctx.state.endpoint = key; // for the API usage page (issue 17)
      gate?.(ctx);
      await guard(ctx);
      // A cached answer for this caller and URL was computed from a URL whose params and query parsed: send it.
      const cacheKey = cache && `${key} ${ctx.url} ${callerKey(ctx)}`;
      const cached = cacheKey ? cache?.peek<Buffer>(cacheKey) : undefined;
      if (cached) {
        ctx.type = 'json';
        ctx.body = cached;
        if (VALIDATE_RESPONSES) checkResponse(e, ctx);
        return;
      }
      let params: unknown;
      if (e.params) {
        const parsed = e.params.safeParse(ctx.params);
        if (!parsed.success) throw new InvalidInputError(firstMessage(parsed.error));
        params = parsed.data;
      }
      const query = e.query ? parseInput(e.query, ctx.query) : undefined;
      const body = e.body && !e.handlerParsesBody ? parseInput(e.body, ctx.request.body) : ctx.request.body;
      const run = () => handler(ctx, { params, query, body } as never);
      let out: unknown;
      if (cache && cacheKey) {
        // After the guard and the parsing: the cache spares the handler's reads, the serialization and its UTF-8
        // encoding, for this caller and this URL. Koa would write the same JSON bytes with the same Content-Type.
        out = await cache.get(cacheKey, async () => {
          const value = await run();
          if (value === undefined) throw new Error(`${key} is cached but set its body itself`);
          return Buffer.from(JSON.stringify(value));
        });
        ctx.type = 'json';
      } else {
        out = await run();
      }
      if (out !== undefined) {
        ctx.body = out;
        if (e.status && ctx.status === 200) ctx.status = e.status;
      }
      if (VALIDATE_RESPONSES) checkResponse(e, ctx);
    };
    const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](key, e.path, bind);
  }
  return router;
}

/** Parameterised GET paths remembered by `fastGetRoutes`; beyond it the memo starts again (a flood of new paths). */
const PARAM_PATH_MEMO_LIMIT = 10_000;
const PARAM_PATH_MAX_LENGTH = 512;

interface BoundRoute {
  run: Middleware;
  params: Record<string, string>;
}

/**
 * A shortcut in front of the router for GET requests: one map lookup instead of testing every route's pattern, which
 * cost more than some handlers.
 *
 * - A path that is exactly that of an endpoint without parameters (`/api/health`, `/api/auth/me`, …) is bound when the
 *   router is built.
 * - A path with parameters (`/api/users/7/shipments`) is matched by the router once, and its route and decoded params
 *   remembered: the routes never change once built, so the router would pick the same one again.
 *
 * Only for a route the router itself would run first for that path, whose handler never passes on (checked here), so
 * the answer is the same; any other request (HEAD, a path no route or several stacked ones match) goes on to the router.
 */
export function fastGetRoutes(router: Router): Middleware {
  const exact = new Map<string, Middleware>();
  for (const layer of router.stack) {
    if (typeof layer.path !== 'string' || layer.paramNames.length > 0 || !layer.methods.includes('GET')) continue;
    const first = router.match(layer.path, 'GET').pathAndMethod[0];
    if (first === layer && layer.stack.length === 1 && !exact.has(layer.path)) {
      exact.set(layer.path, layer.stack[0] as Middleware);
    }
  }
  const memo = new Map<string, BoundRoute | null>();
  const withParams = (path: string): BoundRoute | null => {
    const known = memo.get(path);
    if (known !== undefined) return known;
    const first = router.match(path, 'GET').pathAndMethod[0];
    const bound =
      first && first.paramNames.length > 0 && first.stack.length === 1
        ? { run: first.stack[0] as Middleware, params: first.params(path, first.captures(path)) }
        : null;
    if (memo.size >= PARAM_PATH_MEMO_LIMIT) memo.clear();
    memo.set(path, bound);
    return bound;
  };
  return (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    const run = exact.get(ctx.path);
    if (run) {
      ctx.params = {};
      return run(ctx, next);
    }
    const bound = ctx.path.length <= PARAM_PATH_MAX_LENGTH ? withParams(ctx.path) : null;
    if (!bound) return next();
    ctx.params = { ...bound.params };
    return bound.run(ctx, next);
  };
}
