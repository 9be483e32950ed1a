import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '../src/app.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
  bearer,
  PASSWORD,
  seedActors,
  startTestServer,
  type TestServer,
} from './helpers.ts';

/**
 * The authorization table: for every route of the API, the status each kind of caller gets. The test fails
 * when a route exists without a row, or a row names a route that does not exist.
 */
type Who = 'anonymous' | 'customer' | 'staff' | 'staffOther' | 'admin';
const WHO: Who[] = ['anonymous', 'customer', 'staff', 'staffOther', 'admin'];

interface Ctx {
  actors: Actors;
  who: Who;
  token: string | undefined;
  userId: number;
  adminToken: string;
  srv: TestServer;
}
interface Row {
  path: (c: Ctx) => string | Promise<string>;
  body?: (c: Ctx) => unknown;
  /** Log the caller in afresh, for routes that revoke the token. */
  fresh?: boolean;
  expect: Record<Who, number> | number;
}

const userOnly = (ok: number, others: Partial<Record<Who, number>> = {}): Record<Who, number> => ({
  anonymous: 401,
  customer: ok,
  staff: ok,
  staffOther: ok,
  admin: 401,
  ...others,
});
const adminOnly = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  customer: 403,
  staff: 403,
  staffOther: 403,
  admin: ok,
});
/** Demo customer data: visitors and staff of the demo organization only. */
const demoScoped: Record<Who, number> = { anonymous: 200, customer: 404, staff: 200, staffOther: 404, admin: 401 };
const publicButAdminToken = (ok: number): Record<Who, number> => ({
  anonymous: ok,
  customer: ok,
  staff: ok,
  staffOther: ok,
  admin: 401,
});

let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;

async function newManagedUser(c: Ctx): Promise<number> {
  const res = await c.srv.request('/api/admin/users', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(c.adminToken) },
    body: JSON.stringify({
      username: `probe.${unique()}`,
      email: `probe.${unique()}@x.ae`,
      password: 'route table password',
    }),
  });
  return ((await res.json()) as { id: number }).id;
}

async function newOrg(c: Ctx, suspend = false): Promise<number> {
  const u = unique();
  const res = await c.srv.request('/api/admin/organizations', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(c.adminToken) },
    body: JSON.stringify({ name: `Probe ${u}`, subdomain: `probe-${u}`, adminEmail: `owner.${u}@x.ae` }),
  });
  const id = ((await res.json()) as { organization: { id: number } }).organization.id;
  if (suspend)
    await c.srv.request(`/api/admin/organizations/${id}/suspend`, { method: 'POST', headers: bearer(c.adminToken) });
  return id;
}

const TABLE: Record<string, Row> = {
  'GET /api/health': { path: () => '/api/health', expect: 200 },
  'POST /api/auth/login': {
    path: () => '/api/auth/login',
    body: () => ({ username: 'nobody', password: 'x' }),
    expect: 401,
  },
  'GET /api/auth/me': { path: () => '/api/auth/me', expect: userOnly(200) },
  'POST /api/auth/logout': { path: () => '/api/auth/logout', fresh: true, expect: 200 },
  'GET /api/user/:id': { path: () => '/api/user/1', expect: demoScoped },
  'GET /api/shipments/customer/:customerId': { path: () => '/api/shipments/customer/1', expect: demoScoped },
  'GET /api/shipments/track/:trackingNumber': { path: () => '/api/shipments/track/QAF-240001', expect: demoScoped },
  'GET /api/shipments/:shipmentId/compliance': { path: () => '/api/shipments/1/compliance', expect: demoScoped },
  'POST /api/shipments/:shipmentId/status': {
    path: (c) => `/api/shipments/${c.actors.customerA.shipmentId}/status`,
    body: () => ({ status: 'in_transit', reason: 'Route table probe' }),
    // Staff of the shipment's organization only; other staff do not see it (404).
    expect: { anonymous: 403, customer: 403, staff: 200, staffOther: 404, admin: 401 },
  },
  'GET /api/users/:customerId/communications': { path: () => '/api/users/1/communications', expect: demoScoped },
  'GET /api/shipments/:shipmentId/documents/archive': {
    path: () => '/api/shipments/1/documents/archive',
    expect: demoScoped,
  },
  'POST /api/contact': {
    path: () => '/api/contact',
    body: () => ({ name: 'Route Table', company: 'Probe LLC', email: 'probe@example.ae' }),
    expect: publicButAdminToken(201),
  },
  'POST /api/analytics/events': {
    path: () => '/api/analytics/events',
    body: () => ({ events: [{ type: 'page_view', path: '/' }] }),
    expect: publicButAdminToken(202),
  },
  'POST /api/support/cases': {
    path: () => '/api/support/cases',
    body: () => ({ category: 'other', summary: 'A route table probe case' }),
    // Staff must name a shipment of their organization.
    expect: userOnly(201, { staff: 400, staffOther: 400 }),
  },
  'GET /api/support/cases': { path: () => '/api/support/cases', expect: userOnly(200) },
  'POST /api/support/calls': {
    path: () => '/api/support/calls',
    body: () => ({
      preferredAt: new Date(Date.now() + 7_200_000).toISOString(),
      phone: '+971501234567',
      topic: 'Probe',
      language: 'en',
    }),
    expect: userOnly(201),
  },
  'GET /api/support/calls': { path: () => '/api/support/calls', expect: userOnly(200) },
  'GET /api/me/preferences': { path: () => '/api/me/preferences', expect: userOnly(200) },
  'PUT /api/me/preferences': {
    path: () => '/api/me/preferences',
    body: () => ({ notificationChannel: 'web' }),
    expect: userOnly(200),
  },
  'GET /api/chat/:sessionId/messages': {
    path: () => `/api/chat/route_${unique()}_session/messages`,
    expect: publicButAdminToken(200),
  },
  'POST /api/chat/:sessionId/messages': {
    path: () => `/api/chat/route_${unique()}_session/messages`,
    body: (c) => ({ content: 'hi', userId: c.userId, channel: 'web' }),
    expect: publicButAdminToken(201),
  },
  'POST /api/language/detect': {
    path: () => '/api/language/detect',
    body: () => ({ text: 'hello' }),
    expect: publicButAdminToken(200),
  },
  'POST /api/admin/login': {
    path: () => '/api/admin/login',
    body: () => ({ username: 'nobody', password: 'x' }),
    expect: 401,
  },
  'POST /api/admin/logout': {
    path: () => '/api/admin/logout',
    fresh: true,
    expect: { anonymous: 200, customer: 403, staff: 403, staffOther: 403, admin: 200 },
  },
  'GET /api/admin/info': { path: () => '/api/admin/info', expect: adminOnly(200) },
  'GET /api/admin/users': { path: () => '/api/admin/users', expect: adminOnly(200) },
  'POST /api/admin/users': {
    path: () => '/api/admin/users',
    body: () => ({ username: `probe.${unique()}`, email: `p.${unique()}@x.ae`, password: 'route table password' }),
    expect: adminOnly(201),
  },
  'PUT /api/admin/users/:userId': {
    path: async (c) => `/api/admin/users/${await newManagedUser(c)}`,
    body: () => ({ planType: 'professional' }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/users/:userId': {
    path: async (c) => `/api/admin/users/${await newManagedUser(c)}`,
    expect: adminOnly(200),
  },
  'GET /api/admin/features': { path: () => '/api/admin/features', expect: adminOnly(200) },
  'POST /api/admin/users/:userId/features/:featureId': {
    path: async (c) => `/api/admin/users/${await newManagedUser(c)}/features/ai-chat`,
    expect: adminOnly(200),
  },
  'DELETE /api/admin/users/:userId/features/:featureId': {
    path: async (c) => {
      const id = await newManagedUser(c);
      await c.srv.request(`/api/admin/users/${id}/features/ai-chat`, { method: 'POST', headers: bearer(c.adminToken) });
      return `/api/admin/users/${id}/features/ai-chat`;
    },
    expect: adminOnly(200),
  },
  'GET /api/admin/audit': { path: () => '/api/admin/audit?limit=5', expect: adminOnly(200) },
  'GET /api/admin/leads': { path: () => '/api/admin/leads', expect: adminOnly(200) },
  'GET /api/admin/subscriptions': { path: () => '/api/admin/subscriptions', expect: adminOnly(200) },
  'GET /api/admin/billing/summary': { path: () => '/api/admin/billing/summary', expect: adminOnly(200) },
  'GET /api/admin/statistics': { path: () => '/api/admin/statistics', expect: adminOnly(200) },
  'POST /api/admin/change-password': {
    path: () => '/api/admin/change-password',
    // A wrong current password: the route is reached (400) without changing anything.
    body: () => ({ currentPassword: 'not the current one', newPassword: 'a brand new long password' }),
    expect: adminOnly(400),
  },
  'GET /api/admin/organizations': { path: () => '/api/admin/organizations', expect: adminOnly(200) },
  'POST /api/admin/organizations': {
    path: () => '/api/admin/organizations',
    body: () => {
      const u = unique();
      return { name: `Org ${u}`, subdomain: `org-${u}`, adminEmail: `first.${u}@x.ae` };
    },
    expect: adminOnly(201),
  },
  'PUT /api/admin/organizations/:id': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c)}`,
    body: () => ({ subscriptionTier: 'professional' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/organizations/:id/suspend': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c)}/suspend`,
    expect: adminOnly(200),
  },
  'POST /api/admin/organizations/:id/reactivate': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c, true)}/reactivate`,
    expect: adminOnly(200),
  },
  'POST /api/admin/organizations/:id/cancel': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c)}/cancel`,
    expect: adminOnly(200),
  },
  'PUT /api/admin/organizations/:id/branding': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c)}/branding`,
    body: () => ({ primaryColor: '#123abc' }),
    expect: adminOnly(200),
  },
  'PUT /api/admin/organizations/:id/feature-flags': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c)}/feature-flags`,
    body: () => ({ analytics: true }),
    expect: adminOnly(200),
  },
  'GET /api/features/enabled': { path: () => '/api/features/enabled', expect: userOnly(200) },
  // Org admins only; the probe callers are customers and org users: 403.
  'GET /api/org/users': { path: () => '/api/org/users', expect: userOnly(403) },
  'POST /api/org/users': {
    path: () => '/api/org/users',
    body: () => ({ username: `probe.${unique()}`, email: `o.${unique()}@x.ae`, password: 'route table password' }),
    expect: userOnly(403),
  },
  'PUT /api/org/users/:userId': {
    path: (c) => `/api/org/users/${c.actors.customerB.id}`,
    body: () => ({ name: 'Probe' }),
    expect: userOnly(403),
  },
  'DELETE /api/org/users/:userId': {
    path: (c) => `/api/org/users/${c.actors.customerB.id}`,
    expect: userOnly(403),
  },
  'GET /api/branding': { path: () => '/api/branding', expect: publicButAdminToken(200) },
  'GET /api/billing/plans': { path: () => '/api/billing/plans', expect: publicButAdminToken(200) },
};

let srv: TestServer;
let actors: Actors;
let adminToken: string;
beforeAll(async () => {
  srv = await startTestServer({ QAFILA_CONTACT_LIMIT_PER_HOUR: '1000' });
  actors = await seedActors(srv);
  adminToken = await login('/api/admin/login', 'admin', ADMIN_PASSWORD);
});
afterAll(() => srv.close());

async function login(path: string, username: string, password: string): Promise<string> {
  const res = await srv.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { token: string }).token;
}

const USERNAMES: Partial<Record<Who, string>> = { customer: 'cust_a', staff: 'staff_demo', staffOther: 'staff_falcon' };

async function tokenFor(who: Who, fresh: boolean): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  if (who === 'admin') return fresh ? login('/api/admin/login', 'admin', ADMIN_PASSWORD) : adminToken;
  if (fresh) return login('/api/auth/login', USERNAMES[who]!, PASSWORD);
  return actors[who === 'customer' ? 'customerA' : who === 'staff' ? 'staffSame' : 'staffOther'].token;
}

function userIdOf(who: Who): number {
  if (who === 'customer') return actors.customerA.id;
  if (who === 'staff') return actors.staffSame.id;
  if (who === 'staffOther') return actors.staffOther.id;
  return 1;
}

describe('route table', () => {
  it('has a row for every route of the API and no row for a route that does not exist', () => {
    const routes = apiRouters(srv.services).flatMap((r) =>
      r.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`)),
    );
    expect(new Set(Object.keys(TABLE))).toEqual(new Set(routes));
    expect(routes.length).toBe(new Set(routes).size);
  });

  const cases = Object.entries(TABLE).flatMap(([route, row]) => WHO.map((who) => [route, who, row] as const));
  it.each(cases)('%s as %s', async (route, who, row) => {
    const token = await tokenFor(who, Boolean(row.fresh));
    const c: Ctx = { actors, who, token, userId: userIdOf(who), adminToken, srv };
    const method = route.split(' ')[0]!;
    const body = row.body?.(c);
    const res = await srv.request(await row.path(c), {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...bearer(token) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const expected = typeof row.expect === 'number' ? row.expect : row.expect[who];
    expect(res.status, await res.clone().text()).toBe(expected);
    if (expected >= 400) expect(((await res.json()) as { error?: unknown }).error).toEqual(expect.any(String));
  });
});
