import type { EndpointBody, EndpointKey, EndpointParams, EndpointQuery } from '@qafila/contracts';

type Slot<N extends string, T> = [T] extends [undefined] ? { [P in N]?: undefined } : { [P in N]: T };

/**
 * What a call of endpoint `K` takes: its path params, query and JSON body, each typed from the registry. Every query
 * of the registry is optional field by field, so the whole query may be left out too.
 */
export type CallInput<K extends EndpointKey> = Slot<'params', EndpointParams<K>> &
  Slot<'body', EndpointBody<K>> & { query?: EndpointQuery<K> };

/** The input as an optional argument when the endpoint needs nothing, a required one otherwise. */
export type InputArgs<K extends EndpointKey, Rest extends unknown[] = []> =
  object extends CallInput<K> ? [input?: CallInput<K>, ...Rest] : [input: CallInput<K>, ...Rest];

/** `[key, input]`: the one query-key shape, so `[key]` invalidates every input of an endpoint. */
export type EndpointQueryKey<K extends EndpointKey> = readonly [K, CallInput<K>];

/** The method and Koa-style path of a registry key (`'GET /api/user/:id'`). */
export function splitKey(key: EndpointKey): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'DELETE', path: key.slice(space + 1) };
}

/**
 * The URL path and query of a call: each `:name` replaced by its param, percent-encoded (a tracking number or a
 * session id may hold `/`, `?` or Arabic text); query fields that are undefined or null are left out.
 */
export function buildPath(
  key: EndpointKey,
  params?: Record<string, string | number>,
  query?: Record<string, unknown>,
): string {
  const path = splitKey(key).path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new TypeError(`${key}: missing path param '${name}'`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The file name of a `Content-Disposition` header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  const plain = /filename="([^"]+)"/i.exec(header)?.[1] ?? /filename=([^;"]+)/i.exec(header)?.[1]?.trim();
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name, if any, is still good.
    }
  }
  return plain ?? null;
}
