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

export interface WooCredentials {
  consumerKey: string;
  consumerSecret: string;
}

const Address = texts('address_1', 'city', 'state', 'country');

/** The fields of a WooCommerce REST API v3 order that a shipment needs. */
export const WooOrder = z.looseObject({
  id: z.number(),
  number: z.string().nullish(),
  currency: z.string().nullish(),
  total: z.string().nullish(),
  billing: z.looseObject({ email: z.string().nullish() }).nullish(),
  shipping: Address.nullish(),
  line_items: z.array(z.looseObject({ name: z.string().nullish(), quantity: z.number().nullish() })).nullish(),
});
type WooOrder = z.infer<typeof WooOrder>;

export function wooOrderToStoreOrder(order: WooOrder): StoreOrder {
  const name = `#${order.number ?? order.id}`;
  const a = order.shipping;
  return {
    externalId: String(order.id),
    name,
    email: order.billing?.email || null,
    destination: a ? place(a.address_1, a.city, a.state, a.country) : null,
    // Orders carry no total weight; the shipment's weight is confirmed at pick-up.
    weightKg: 1,
    declaredValueAed: toAed(order.total ?? 0, order.currency ?? undefined),
    description: describeOrder(
      'WooCommerce',
      name,
      (order.line_items ?? []).map((i) => ({ title: i.name, quantity: i.quantity })),
    ),
  };
}

/**
 * The WooCommerce REST API v3 of one site, authenticated with the consumer key and secret as HTTP Basic (the way
 * WooCommerce documents it over HTTPS).
 */
export function wooClient(outbound: Outbound, siteUrl: string, credentials: WooCredentials): StoreClient {
  const base = `${baseOf(siteUrl)}/wp-json/wc/v3`;
  const basic = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64');
  const headers = { authorization: `Basic ${basic}`, accept: 'application/json' };
  const ordersPage = async (page: number, perPage: number) => {
    const res = await storeCall(outbound, {
      url: `${base}/orders?status=processing&per_page=${perPage}&page=${page}`,
      headers,
    });
    const body = z.array(z.unknown()).safeParse(jsonOf(res));
    if (!body.success) throw new StoreError('The address does not answer like a WooCommerce store');
    return { orders: body.data, totalPages: Number(res.headers['x-wp-totalpages'] ?? 1) || 1 };
  };
  return {
    async check() {
      await ordersPage(1, 1);
    },
    async orders() {
      const out: StoreOrder[] = [];
      let totalPages = 1;
      for (let page = 1; page <= totalPages && page <= MAX_PAGES; page++) {
        const answer = await ordersPage(page, 50);
        totalPages = answer.totalPages;
        for (const raw of answer.orders) {
          const order = WooOrder.safeParse(raw);
          if (order.success) out.push(wooOrderToStoreOrder(order.data));
        }
      }
      return out;
    },
    async sendBack(order, tracking) {
      await storeCall(outbound, {
        url: `${base}/orders/${order.externalId}/notes`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          note: `Shipped with Qafila, tracking number ${tracking.number}: ${tracking.url}`,
          customer_note: true,
        }),
      });
    },
  };
}
