import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Outbound HTTP to URLs that organizations type (a custom API's Test, a Shopify store, a WooCommerce site, webhook
 * deliveries), guarded against server-side request forgery (PRODUCT.md §2, ADR 0030):
 *
 * - the address is checked after DNS resolution, when the socket connects (request-filtering-agent), so a name that
 *   resolves — or re-resolves — to a private address is refused like the address itself: loopback, link-local
 *   (169.254.169.254 included), private, carrier-grade NAT, multicast, unspecified and their IPv6 forms, unless the
 *   address is in the configured allow list;
 * - redirects are followed by hand, at most `maxRedirects`, each hop through the same guard;
 * - one timeout covers the whole exchange (5 s by default) and the body is cut at `maxBytes` (1 MiB by default).
 */
export interface OutboundRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  text(): string;
  /** Throws OutboundError `invalid_response` when the body is not JSON. */
  json(): unknown;
  latencyMs: number;
  /** The URL that answered, after redirects. */
  url: string;
}

export type OutboundErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'invalid_response'
  | 'network';

const MESSAGES: Record<OutboundErrorCode, string> = {
  invalid_url: 'The URL must be an absolute http:// or https:// address',
  blocked_address: 'The address is private or reserved, so Qafila does not call it',
  timeout: 'The server did not answer in time',
  too_large: 'The answer is larger than Qafila accepts',
  too_many_redirects: 'The server redirected too many times',
  invalid_response: 'The answer is not valid JSON',
  network: 'The server could not be reached',
};

export class OutboundError extends Error {
  override name = 'OutboundError';
  readonly code: OutboundErrorCode;
  readonly latencyMs: number;
  /** Technical detail for the logs (a DNS error, the refused address); never shown as the user message. */
  readonly detail: string | undefined;
  constructor(code: OutboundErrorCode, latencyMs: number, detail?: string) {
    super(MESSAGES[code]);
    this.code = code;
    this.latencyMs = latencyMs;
    this.detail = detail;
  }
}

export type Outbound = (req: OutboundRequest) => Promise<OutboundResponse>;

export interface OutboundOptions {
  /** IPs or CIDR ranges allowed although private (QAFILA_OUTBOUND_ALLOW). */
  allow?: readonly string[];
  /** Resolves names instead of the system's resolver (tests: a name that resolves to a private address). */
  lookup?: LookupFunction;
  /** The User-Agent sent with every call. */
  userAgent?: string;
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_BYTES = 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    return url;
  } catch {
    return null;
  }
}

function headersOf(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

const SAFE_ACROSS_ORIGINS = new Set(['accept', 'accept-language', 'content-type', 'user-agent']);

function keepSafeHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => SAFE_ACROSS_ORIGINS.has(name.toLowerCase())));
}

function isBlockedError(err: Error): boolean {
  return /is not allowed\. Because/.test(err.message);
}

export function createOutbound(options: OutboundOptions = {}): Outbound {
  const filter = { allowIPAddressList: [...(options.allow ?? [])] };
  // No keep-alive: a pooled socket would skip the check of a name that now resolves elsewhere.
  const httpAgent = new RequestFilteringHttpAgent({ ...filter, keepAlive: false });
  const httpsAgent = new RequestFilteringHttpsAgent({ ...filter, keepAlive: false });
  const userAgent = options.userAgent ?? 'Qafila/1 (+https://qafila.ae)';

  return async function outbound(req) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const timeoutMs = req.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxBytes = req.maxBytes ?? DEFAULT_MAX_BYTES;
    const maxRedirects = req.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const deadline = AbortSignal.timeout(timeoutMs);

    let url = parseUrl(req.url);
    if (!url) throw new OutboundError('invalid_url', 0);
    let method = req.method ?? 'GET';
    let body = req.body;
    let callerHeaders: Record<string, string> = { ...req.headers };

    for (let hop = 0; ; hop++) {
      const target: URL = url;
      const result = await new Promise<{ res: IncomingMessage; chunks: Buffer[] }>((resolve, reject) => {
        const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
        const headers: Record<string, string> = { 'user-agent': userAgent, ...callerHeaders };
        if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
        const r = send(
          target,
          {
            method,
            headers,
            agent: target.protocol === 'https:' ? httpsAgent : httpAgent,
            signal: deadline,
            ...(options.lookup ? { lookup: options.lookup } : {}),
          },
          (res) => {
            const chunks: Buffer[] = [];
            let size = 0;
            res.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > maxBytes) {
                res.destroy();
                reject(new OutboundError('too_large', elapsed()));
                return;
              }
              chunks.push(chunk);
            });
            res.on('end', () => resolve({ res, chunks }));
            res.on('error', (err) => reject(err));
          },
        );
        r.on('error', (err: Error) => {
          if (err instanceof OutboundError) reject(err);
          else if (deadline.aborted) reject(new OutboundError('timeout', elapsed()));
          else if (isBlockedError(err)) reject(new OutboundError('blocked_address', elapsed(), err.message));
          else reject(new OutboundError('network', elapsed(), err.message));
        });
        if (body !== undefined) r.end(body);
        else r.end();
      }).catch((err: unknown) => {
        if (err instanceof OutboundError) throw err;
        if (deadline.aborted) throw new OutboundError('timeout', elapsed());
        throw new OutboundError('network', elapsed(), (err as Error).message);
      });

      const { res, chunks } = result;
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location !== undefined) {
        if (hop >= maxRedirects) throw new OutboundError('too_many_redirects', elapsed());
        const next = parseUrl(new URL(location, target).toString());
        if (!next) throw new OutboundError('invalid_url', elapsed(), `redirect to ${location}`);
        // 303 (and the historical 301/302 for POST) turn into a GET without a body, as browsers do.
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        // Credentials go only to the origin they were given for.
        if (next.origin !== target.origin) callerHeaders = keepSafeHeaders(callerHeaders);
        if (body === undefined) delete callerHeaders['content-type'];
        url = next;
        continue;
      }
      const buffer = Buffer.concat(chunks);
      const latencyMs = elapsed();
      return {
        status,
        headers: headersOf(res),
        body: buffer,
        latencyMs,
        url: target.toString(),
        text: () => buffer.toString('utf8'),
        json: () => {
          try {
            return JSON.parse(buffer.toString('utf8')) as unknown;
          } catch {
            throw new OutboundError('invalid_response', latencyMs);
          }
        },
      };
    }
  };
}
