import { AED_PER_USD } from '@qafila/contracts';
import { z } from 'zod';
import { type Outbound, OutboundError, type OutboundRequest, type OutboundResponse } from '../../lib/outbound.ts';

/** A store order as a shipment needs it, whatever the store. */
export interface StoreOrder {
  externalId: string;
  /** The store's name of the order, e.g. `#1001`. */
  name: string;
  /** The buyer's e-mail: matched to the organization's customers. */
  email: string | null;
  destination: string | null;
  weightKg: number;
  declaredValueAed: number;
  description: string;
}

/** A tracking number sent back to the store. */
export interface TrackingInfo {
  number: string;
  url: string;
}

/** What a connected store can do; every call goes through the SSRF guard (services.outbound). */
export interface StoreClient {
  /** A cheap authenticated call: throws StoreError when the store refuses the credentials or cannot be reached. */
  check(): Promise<void>;
  /** The orders waiting to be shipped, every page. */
  orders(): Promise<StoreOrder[]>;
  /** Tells the store the order's tracking number (a fulfilment, an order note). */
  sendBack(order: Pick<StoreOrder, 'externalId' | 'name'>, tracking: TrackingInfo): Promise<void>;
}

/** A store call that failed, with a reason the organization can act on. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** Pages followed at most in one run (50 orders a page). */
export const MAX_PAGES = 40;

/** One call to the store; a non-2xx answer or a refused address becomes a StoreError naming what happened. */
export async function storeCall(outbound: Outbound, req: OutboundRequest): Promise<OutboundResponse> {
  let res: OutboundResponse;
  try {
    res = await outbound({ timeoutMs: 10_000, maxRedirects: 0, ...req });
  } catch (err) {
    if (err instanceof OutboundError) throw new StoreError(err.message);
    throw err;
  }
  if (res.status === 401 || res.status === 403) {
    throw new StoreError(`The store refused the credentials (HTTP ${res.status})`);
  }
  if (res.status === 404) throw new StoreError('The store address does not answer this API (HTTP 404)');
  if (res.status < 200 || res.status >= 300) throw new StoreError(`The store answered HTTP ${res.status}`);
  return res;
}

export function jsonOf(res: OutboundResponse): unknown {
  try {
    return res.json();
  } catch {
    throw new StoreError('The store did not answer JSON');
  }
}

/** An amount of the order's currency in AED: AED as is, USD at the peg; others are not converted (0). */
export function toAed(amount: string | number | undefined, currency: string | undefined): number {
  const value = Number(amount ?? 0);
  if (!Number.isFinite(value) || value < 0) return 0;
  if (currency === 'AED') return Math.round(value * 100) / 100;
  if (currency === 'USD') return Math.round(value * AED_PER_USD * 100) / 100;
  return 0;
}

/** A JSON object with these optional text fields; other fields are kept and ignored (store payloads grow). */
export function texts<K extends string>(...names: K[]) {
  const text = z.string().nullish();
  return z.looseObject(Object.fromEntries(names.map((n) => [n, text])) as Record<K, typeof text>);
}

/** A store's base address without a trailing slash. */
export function baseOf(url: string): string {
  return url.replace(/\/+$/, '');
}

/** A shipment's description of a store order: `Shopify order #1001: 1 × Mug; 2 × Tea`, at most 1000 characters. */
export function describeOrder(
  store: string,
  name: string,
  items: { title?: string | null | undefined; quantity?: number | null | undefined }[],
): string {
  const list = items.map((i) => `${i.quantity ?? 1} × ${i.title ?? 'item'}`).join('; ');
  return `${store} order ${name}${list ? `: ${list}` : ''}`.slice(0, 1000);
}

/** A place from address parts, e.g. `Al Barsha, Dubai, AE`; null when there is nothing. */
export function place(...parts: (string | null | undefined)[]): string | null {
  const text = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  return text ? text.slice(0, 200) : null;
}
