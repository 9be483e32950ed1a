import { createHmac, timingSafeEqual } from 'node:crypto';
import { SHOPIFY_API_VERSION } from '@qafila/contracts';
import { z } from 'zod';
import type { Outbound } from '../../lib/outbound.ts';
import {
  baseOf,
  describeOrder,
  jsonOf,
  MAX_PAGES,
  place,
  type StoreClient,
  StoreError,
  type StoreOrder,
  storeCall,
  texts,
  toAed,
} from './store.ts';

export interface ShopifyCredentials {
  accessToken: string;
  webhookSecret?: string | undefined;
}

const Address = texts('address1', 'city', 'province', 'country');

/** The fields of a Shopify Admin REST order that a shipment needs (the rest is ignored). */
export const ShopifyOrder = z.looseObject({
  id: z.number(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  currency: z.string().nullish(),
  total_price: z.union([z.string(), z.number()]).nullish(),
  total_weight: z.number().nullish(),
  cancelled_at: z.string().nullish(),
  customer: z.looseObject({ email: z.string().nullish() }).nullish(),
  shipping_address: Address.nullish(),
  line_items: z.array(z.looseObject({ title: z.string().nullish(), quantity: z.number().nullish() })).nullish(),
});
type ShopifyOrder = z.infer<typeof ShopifyOrder>;

export function shopifyOrderToStoreOrder(order: ShopifyOrder): StoreOrder {
  const name = order.name ?? `#${order.id}`;
  const a = order.shipping_address;
  return {
    externalId: String(order.id),
    name,
    email: order.email || order.customer?.email || null,
    destination: a ? place(a.address1, a.city, a.province, a.country) : null,
    // total_weight is in grams; a parcel weighs something.
    weightKg: Math.max(0.1, Math.round((order.total_weight ?? 0) / 10) / 100),
    declaredValueAed: toAed(order.total_price ?? 0, order.currency ?? undefined),
    description: describeOrder('Shopify', name, order.line_items ?? []),
  };
}

/** The `rel="next"` URL of a Link header (cursor paging with page_info). */
export function nextLink(link: string | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (m) return m[1]!;
  }
  return null;
}

/** True when `hmac` is the base64 HMAC-SHA256 of the raw body under the webhook secret (X-Shopify-Hmac-Sha256). */
export function verifyShopifyHmac(rawBody: Buffer, hmac: string | undefined, secret: string): boolean {
  if (!hmac) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(hmac, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Shopify Admin REST API (version SHOPIFY_API_VERSION) of one store, with its access token. */
export function shopifyClient(outbound: Outbound, storeUrl: string, credentials: ShopifyCredentials): StoreClient {
  const base = `${baseOf(storeUrl)}/admin/api/${SHOPIFY_API_VERSION}`;
  const origin = new URL(storeUrl).origin;
  const headers = { 'X-Shopify-Access-Token': credentials.accessToken, accept: 'application/json' };
  const get = (url: string) => storeCall(outbound, { url, headers });
  return {
    async check() {
      const body = z.looseObject({ shop: z.looseObject({}) }).safeParse(jsonOf(await get(`${base}/shop.json`)));
      if (!body.success) throw new StoreError('The address does not answer like a Shopify store');
    },
    async orders() {
      const out: StoreOrder[] = [];
      let url: string | null = `${base}/orders.json?status=open&fulfillment_status=unshipped&limit=50`;
      for (let page = 0; url && page < MAX_PAGES; page++) {
        const res = await get(url);
        const body = z.looseObject({ orders: z.array(z.unknown()) }).safeParse(jsonOf(res));
        if (!body.success) throw new StoreError('The store answered orders in an unknown shape');
        for (const raw of body.data.orders) {
          const order = ShopifyOrder.safeParse(raw);
          if (order.success && !order.data.cancelled_at) out.push(shopifyOrderToStoreOrder(order.data));
        }
        const next = nextLink(res.headers.link);
        // The next page stays on the store (the guard checks the address anyway).
        url = next && new URL(next).origin === origin ? next : null;
      }
      return out;
    },
    async sendBack(order, tracking) {
      const fo = z
        .looseObject({
          fulfillment_orders: z.array(z.looseObject({ id: z.number(), status: z.string() })),
        })
        .safeParse(jsonOf(await get(`${base}/orders/${order.externalId}/fulfillment_orders.json`)));
      if (!fo.success) throw new StoreError(`Order ${order.name}: unknown fulfillment orders answer`);
      const open = fo.data.fulfillment_orders.filter((f) => f.status === 'open' || f.status === 'in_progress');
      if (!open.length) throw new StoreError(`Order ${order.name}: nothing left to fulfil`);
      await storeCall(outbound, {
        url: `${base}/fulfillments.json`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          fulfillment: {
            line_items_by_fulfillment_order: open.map((f) => ({ fulfillment_order_id: f.id })),
            tracking_info: { number: tracking.number, url: tracking.url, company: 'Qafila' },
            notify_customer: true,
          },
        }),
      });
    },
  };
}
