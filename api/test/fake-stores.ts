import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a fake server received. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeServer {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

type Route = (req: Received, res: ServerResponse, base: string) => void;

/** An HTTP server on 127.0.0.1 at a port the system picks, recording every request. */
export async function fakeServer(route: Route): Promise<FakeServer> {
  const received: Received[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(r);
      route(r, res, base);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * An order as the Shopify Admin REST API (2025-07) documents it (GET /admin/api/2025-07/orders.json), trimmed to
 * the documented fields a shipment needs plus a few others it ignores.
 */
export function shopifyOrder(id: number, orderNumber: number, email: string, city = 'Dubai') {
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${orderNumber}`,
    order_number: orderNumber,
    email,
    created_at: '2026-11-24T10:00:00+04:00',
    currency: 'AED',
    total_price: '598.94',
    subtotal_price: '597.00',
    total_weight: 1500,
    financial_status: 'paid',
    fulfillment_status: null,
    cancelled_at: null,
    customer: { id: id + 1, email, first_name: 'Bob', last_name: 'Norman' },
    shipping_address: {
      first_name: 'Bob',
      address1: 'Sheikh Zayed Road 1',
      city,
      province: null,
      country: 'United Arab Emirates',
      country_code: 'AE',
      zip: null,
    },
    line_items: [{ id: id + 2, title: 'IPod Nano - 8gb', quantity: 1, grams: 1500, fulfillable_quantity: 1 }],
  };
}

export const SHOPIFY_TOKEN = 'shpat_test_0123456789abcdef';
export const SHOPIFY_WEBHOOK_SECRET = 'shopify-webhook-secret-for-tests';

/**
 * A Shopify store speaking the Admin REST API: shop.json, orders.json paged with a `Link` header and `page_info`,
 * fulfillment_orders of an order, and fulfillments.json. Requests without the access token get 401 as Shopify's do.
 */
export async function fakeShopify(orders: ReturnType<typeof shopifyOrder>[]) {
  const fulfilments: { orderId: number; tracking: { number: string; url: string; company: string } }[] = [];
  const server = await fakeServer((req, res, base) => {
    if (req.headers['x-shopify-access-token'] !== SHOPIFY_TOKEN) {
      return sendJson(res, 401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    }
    const url = new URL(req.path, base);
    const prefix = '/admin/api/2025-07';
    if (req.method === 'GET' && url.pathname === `${prefix}/shop.json`) {
      return sendJson(res, 200, {
        shop: { id: 548380009, name: 'John Smith Test Store', myshopify_domain: 'test.myshopify.com', currency: 'AED' },
      });
    }
    if (req.method === 'GET' && url.pathname === `${prefix}/orders.json`) {
      const pending = orders.filter((o) => !fulfilments.some((f) => f.orderId === o.id));
      // Two a page: the first page links to the second with a page_info cursor, as Shopify does.
      const second = url.searchParams.get('page_info') === 'page2';
      const page = second ? pending.slice(2) : pending.slice(0, 2);
      const headers: Record<string, string> =
        !second && pending.length > 2
          ? { link: `<${base}${prefix}/orders.json?limit=50&page_info=page2>; rel="next"` }
          : {};
      return sendJson(res, 200, { orders: page }, headers);
    }
    const fo = /^\/admin\/api\/2025-07\/orders\/(\d+)\/fulfillment_orders\.json$/.exec(url.pathname);
    if (req.method === 'GET' && fo) {
      const id = Number(fo[1]);
      return sendJson(res, 200, {
        fulfillment_orders: [
          { id: id * 10, order_id: id, status: 'open', request_status: 'unsubmitted', line_items: [] },
        ],
      });
    }
    if (req.method === 'POST' && url.pathname === `${prefix}/fulfillments.json`) {
      const body = JSON.parse(req.body) as {
        fulfillment: {
          line_items_by_fulfillment_order: { fulfillment_order_id: number }[];
          tracking_info: { number: string; url: string; company: string };
        };
      };
      const orderId = body.fulfillment.line_items_by_fulfillment_order[0]!.fulfillment_order_id / 10;
      fulfilments.push({ orderId, tracking: body.fulfillment.tracking_info });
      return sendJson(res, 201, {
        fulfillment: {
          id: 255858046,
          order_id: orderId,
          status: 'success',
          tracking_number: body.fulfillment.tracking_info.number,
        },
      });
    }
    sendJson(res, 404, { errors: 'Not Found' });
  });
  return { ...server, fulfilments };
}

/** The base64 HMAC-SHA256 that Shopify puts in X-Shopify-Hmac-Sha256. */
export function shopifyHmac(body: string, secret = SHOPIFY_WEBHOOK_SECRET): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

export const WOO_KEY = 'ck_0123456789abcdef0123456789abcdef01234567';
export const WOO_SECRET = 'cs_0123456789abcdef0123456789abcdef01234567';

/** An order as the WooCommerce REST API v3 documents it (GET /wp-json/wc/v3/orders), trimmed. */
export function wooOrder(id: number, email: string) {
  return {
    id,
    parent_id: 0,
    number: String(id),
    status: 'processing',
    currency: 'USD',
    total: '29.35',
    billing: { first_name: 'John', last_name: 'Doe', email, phone: '(555) 555-5555', city: 'Sharjah', country: 'AE' },
    shipping: {
      first_name: 'John',
      last_name: 'Doe',
      address_1: 'Al Majaz 3',
      city: 'Sharjah',
      state: '',
      postcode: '',
      country: 'AE',
    },
    line_items: [{ id: id + 1, name: 'Woo Single #1', product_id: 93, quantity: 2, total: '6.00' }],
  };
}

/** A WooCommerce site: orders paged with X-WP-Total / X-WP-TotalPages, order notes; Basic auth or 401. */
export async function fakeWoo(orders: ReturnType<typeof wooOrder>[]) {
  const notes: { orderId: number; note: string; customer_note: boolean }[] = [];
  const basic = `Basic ${Buffer.from(`${WOO_KEY}:${WOO_SECRET}`).toString('base64')}`;
  const server = await fakeServer((req, res, base) => {
    if (req.headers.authorization !== basic) {
      return sendJson(res, 401, {
        code: 'woocommerce_rest_cannot_view',
        message: 'Sorry, you cannot list resources.',
        data: { status: 401 },
      });
    }
    const url = new URL(req.path, base);
    if (req.method === 'GET' && url.pathname === '/wp-json/wc/v3/orders') {
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      const list = orders.filter((o) => url.searchParams.get('status') === o.status);
      const pages = Math.max(1, Math.ceil(list.length / Math.min(perPage, 1)));
      // One order a page whatever per_page asks, so that paging is exercised.
      return sendJson(res, 200, list.slice(page - 1, page), {
        'x-wp-total': String(list.length),
        'x-wp-totalpages': String(pages),
      });
    }
    const n = /^\/wp-json\/wc\/v3\/orders\/(\d+)\/notes$/.exec(url.pathname);
    if (req.method === 'POST' && n) {
      const body = JSON.parse(req.body) as { note: string; customer_note: boolean };
      notes.push({ orderId: Number(n[1]), ...body });
      return sendJson(res, 201, {
        id: 281,
        author: 'system',
        date_created: '2026-11-24T10:00:00',
        note: body.note,
        customer_note: body.customer_note,
      });
    }
    sendJson(res, 404, {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });
  return { ...server, notes };
}
