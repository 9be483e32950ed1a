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
type Who = 'anonymous' | 'customer' | 'staff' | 'staffOther' | 'orgAdmin' | 'orgAdminOther' | 'admin';
const WHO: Who[] = ['anonymous', 'customer', 'staff', 'staffOther', 'orgAdmin', 'orgAdminOther', 'admin'];
/** Organization admins answer like the org users of their organization unless a row says otherwise. */
type Expect = Record<Exclude<Who, 'orgAdmin' | 'orgAdminOther'>, number> &
  Partial<Record<'orgAdmin' | 'orgAdminOther', number>>;

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
  /** Send the body as this content type, as is (a string), instead of JSON. */
  contentType?: string;
  /** Log the caller in afresh, for routes that revoke the token. */
  fresh?: boolean;
  /** anonymous: no token (a visitor); staff/orgAdmin: org user/admin of the demo organization (the data's);
   * staffOther/orgAdminOther: of another organization. Staff and org admins have STAFF_FEATURES. */
  expect: Expect | number;
}

function expected(row: Row, who: Who): number {
  if (typeof row.expect === 'number') return row.expect;
  if (who === 'orgAdmin') return row.expect.orgAdmin ?? row.expect.staff;
  if (who === 'orgAdminOther') return row.expect.orgAdminOther ?? row.expect.staffOther;
  return row.expect[who];
}

const userOnly = (ok: number, others: Partial<Record<Who, number>> = {}): Expect => ({
  anonymous: 401,
  customer: ok,
  staff: ok,
  staffOther: ok,
  admin: 401,
  ...others,
});
const adminOnly = (ok: number): Expect => ({
  anonymous: 401,
  customer: 403,
  staff: 403,
  staffOther: 403,
  admin: ok,
});
/** Demo customer data: visitors and staff of the demo organization only. */
const demoScoped: Expect = { anonymous: 200, customer: 404, staff: 200, staffOther: 404, admin: 401 };
/** Staff of an organization (any organization: their own data); customers 403, no user token 401. */
const staffOnly = (ok: number, others: Partial<Record<Who, number>> = {}): Expect => ({
  anonymous: 401,
  customer: 403,
  staff: ok,
  staffOther: ok,
  admin: 401,
  ...others,
});
const publicButAdminToken = (ok: number): Expect => ({
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

/** A customer of the demo organization, for routes that delete one. */
async function newDemoCustomer(c: Ctx): Promise<number> {
  const { Organization, User } = await import('../src/db/entities/index.ts');
  const em = c.srv.services.orm.em.fork();
  const u = unique();
  const user = em.create(User, {
    organization: await em.findOneOrFail(Organization, { subdomain: 'demo' }),
    username: `gone.${u}`,
    email: `gone.${u}@x.ae`,
    role: 'customer',
    passwordHash: 'x',
  });
  await em.flush();
  return user.id;
}

/** A document with a file on the demo customer's shipment, uploaded by the demo organization's staff. */
async function demoDocumentWithFile(c: Ctx): Promise<number> {
  const res = await c.srv.request(`/api/org/shipments/${c.actors.customerA.shipmentId}/documents?documentType=other`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf', ...bearer(c.actors.staffSame.token) },
    body: '%PDF-1.4\n% route table probe\n',
  });
  return ((await res.json()) as { id: number }).id;
}

/** A compliance check of the demo organization (customer A's shipment). */
async function demoDocument(c: Ctx): Promise<number> {
  const { ComplianceDocument } = await import('../src/db/entities/index.ts');
  const em = c.srv.services.orm.em.fork();
  return (
    await em.findOneOrFail(ComplianceDocument, { shipment: c.actors.customerA.shipmentId }, { orderBy: { id: 'asc' } })
  ).id;
}

/** A notification for the demo organization's staff. */
async function demoNotification(c: Ctx): Promise<number> {
  const { Notification, Organization } = await import('../src/db/entities/index.ts');
  const em = c.srv.services.orm.em.fork();
  const n = em.create(Notification, {
    organization: await em.findOneOrFail(Organization, { subdomain: 'demo' }),
    kind: 'support_case',
    detail: 'Route table probe',
  });
  await em.flush();
  return n.id;
}

/** A chat of customer A handed off to the demo organization's team. */
async function demoHandoffSession(c: Ctx): Promise<string> {
  const { ChatSession, User } = await import('../src/db/entities/index.ts');
  const em = c.srv.services.orm.em.fork();
  const customer = await em.findOneOrFail(User, { id: c.actors.customerA.id }, { populate: ['organization'] });
  const session = em.create(ChatSession, {
    id: `route_handoff_${unique()}`,
    organization: customer.organization,
    customer,
    owner: customer,
    channel: 'web',
    status: 'handoff',
    handoffAt: new Date(),
  });
  await em.flush();
  return session.id;
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
    body: () => ({ username: `nobody.${unique()}`, password: 'x' }),
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
    // Staff of the shipment's organization with Cargo Management only; other staff do not see it (404).
    expect: { anonymous: 401, customer: 403, staff: 200, staffOther: 404, admin: 401 },
  },
  'GET /api/users/:customerId/communications': { path: () => '/api/users/1/communications', expect: demoScoped },
  'GET /api/shipments/:shipmentId/documents/archive': {
    path: () => '/api/shipments/1/documents/archive',
    // Like demoScoped, but the demo workspace's anonymous visitors do not get the archive.
    expect: { ...demoScoped, anonymous: 401 },
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
    body: () => ({ username: `nobody.${unique()}`, password: 'x' }),
    expect: 401,
  },
  'POST /api/admin/logout': {
    path: () => '/api/admin/logout',
    fresh: true,
    expect: { anonymous: 200, customer: 403, staff: 403, staffOther: 403, admin: 200 },
  },
  'GET /api/admin/info': { path: () => '/api/admin/info', expect: adminOnly(200) },
  'GET /api/admin/monitoring': { path: () => '/api/admin/monitoring', expect: adminOnly(200) },
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
  // Org admins only: customers and org users 403; another organization's admin does not see the user (404).
  'GET /api/org/users': { path: () => '/api/org/users', expect: userOnly(403, { orgAdmin: 200, orgAdminOther: 200 }) },
  'POST /api/org/users': {
    path: () => '/api/org/users',
    body: () => ({ username: `probe.${unique()}`, email: `o.${unique()}@x.ae`, password: 'route table password' }),
    expect: userOnly(403, { orgAdmin: 201, orgAdminOther: 201 }),
  },
  'PUT /api/org/users/:userId': {
    path: (c) => `/api/org/users/${c.actors.customerB.id}`,
    body: () => ({ name: 'Probe' }),
    expect: userOnly(403, { orgAdmin: 200, orgAdminOther: 404 }),
  },
  'DELETE /api/org/users/:userId': {
    path: async (c) => `/api/org/users/${await newDemoCustomer(c)}`,
    expect: userOnly(403, { orgAdmin: 200, orgAdminOther: 404 }),
  },
  'GET /api/dashboard/sections': { path: () => '/api/dashboard/sections', expect: staffOnly(200) },
  'GET /api/dashboard/stats': { path: () => '/api/dashboard/stats', expect: staffOnly(200) },
  'GET /api/org/shipments': { path: () => '/api/org/shipments?q=QAF', expect: staffOnly(200) },
  'POST /api/org/shipments': {
    path: () => '/api/org/shipments',
    body: (c) => ({
      customerId: c.actors.customerA.id,
      origin: 'Dubai, UAE',
      destination: 'Al Ain, UAE',
      service: 'freight_road',
      weightKg: 12,
      dimensionsCm: { length: 40, width: 30, height: 20 },
      declaredValueAed: 500,
    }),
    // The customer is the demo organization's: another organization's staff get 400.
    expect: staffOnly(201, { staffOther: 400 }),
  },
  'GET /api/org/shipments/template.csv': { path: () => '/api/org/shipments/template.csv', expect: staffOnly(200) },
  'POST /api/org/shipments/bulk': {
    path: () => '/api/org/shipments/bulk',
    contentType: 'text/csv',
    body: () =>
      'customer_username,origin,destination,service,weight_kg,length_cm,width_cm,height_cm,declared_value_aed,description\r\n' +
      'cust_a,"Dubai, UAE",Sharjah,standard,2,10,10,10,100,Probe\r\n',
    expect: staffOnly(201, { staffOther: 400 }),
  },
  'GET /api/org/customers': { path: () => '/api/org/customers', expect: staffOnly(200) },
  'GET /api/org/tracking': {
    path: (c) => `/api/org/tracking?q=${c.actors.customerA.trackingNumber}`,
    expect: staffOnly(200),
  },
  'POST /api/org/shipments/:id/documents': {
    path: (c) => `/api/org/shipments/${c.actors.customerA.shipmentId}/documents?documentType=packing_list`,
    contentType: 'application/pdf',
    body: () => '%PDF-1.4\n% route table probe\n',
    // The shipment is the demo organization's: another organization's staff do not see it.
    expect: staffOnly(201, { staffOther: 404 }),
  },
  'GET /api/org/documents': { path: () => '/api/org/documents', expect: staffOnly(200) },
  'GET /api/org/documents/:id/file': {
    path: async (c) => `/api/org/documents/${await demoDocumentWithFile(c)}/file`,
    expect: staffOnly(200, { staffOther: 404 }),
  },
  'POST /api/org/documents/:id/review': {
    path: async (c) => `/api/org/documents/${await demoDocument(c)}/review`,
    body: () => ({ status: 'approved' }),
    expect: staffOnly(200, { staffOther: 404 }),
  },
  'GET /api/notifications': { path: () => '/api/notifications', expect: staffOnly(200) },
  'POST /api/notifications/read-all': { path: () => '/api/notifications/read-all', expect: staffOnly(200) },
  'POST /api/notifications/:id/read': {
    path: async (c) => `/api/notifications/${await demoNotification(c)}/read`,
    expect: staffOnly(200, { staffOther: 404 }),
  },
  'GET /api/org/conversations': { path: () => '/api/org/conversations', expect: staffOnly(200) },
  'GET /api/org/conversations/:sessionId/messages': {
    path: async (c) => `/api/org/conversations/${await demoHandoffSession(c)}/messages`,
    expect: staffOnly(200, { staffOther: 404 }),
  },
  'POST /api/org/conversations/:sessionId/messages': {
    path: async (c) => `/api/org/conversations/${await demoHandoffSession(c)}/messages`,
    body: () => ({ content: 'A reply from the team (route table probe)' }),
    expect: staffOnly(201, { staffOther: 404 }),
  },
  'GET /api/me': { path: () => '/api/me', expect: userOnly(200) },
  'PUT /api/me': { path: () => '/api/me', body: () => ({ jobTitle: 'Route table probe' }), expect: userOnly(200) },
  'POST /api/me/password': {
    path: () => '/api/me/password',
    // A wrong current password: the route is reached (400) without changing anything.
    body: () => ({ currentPassword: 'not the current one', newPassword: 'a brand new long password' }),
    expect: userOnly(400),
  },
  'GET /api/branding': { path: () => '/api/branding', expect: publicButAdminToken(200) },
  'GET /api/billing/plans': { path: () => '/api/billing/plans', expect: publicButAdminToken(200) },
};

let srv: TestServer;
let actors: Actors;
let adminToken: string;
beforeAll(async () => {
  srv = await startTestServer({ QAFILA_CONTACT_LIMIT_PER_HOUR: '1000', QAFILA_ANALYTICS: 'first-party' });
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

const USERNAMES: Partial<Record<Who, string>> = {
  customer: 'cust_a',
  staff: 'staff_demo',
  staffOther: 'staff_falcon',
  orgAdmin: 'admin_demo',
  orgAdminOther: 'admin_falcon',
};
const ACTOR: Record<Exclude<Who, 'anonymous' | 'admin'>, keyof Actors> = {
  customer: 'customerA',
  staff: 'staffSame',
  staffOther: 'staffOther',
  orgAdmin: 'orgAdminSame',
  orgAdminOther: 'orgAdminOther',
};

async function tokenFor(who: Who, fresh: boolean): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  if (who === 'admin') return fresh ? login('/api/admin/login', 'admin', ADMIN_PASSWORD) : adminToken;
  if (fresh) return login('/api/auth/login', USERNAMES[who]!, PASSWORD);
  return (actors[ACTOR[who]] as { token: string }).token;
}

function userIdOf(who: Who): number {
  return who === 'anonymous' || who === 'admin' ? 1 : actors[ACTOR[who]].id;
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
      headers: {
        ...(body === undefined ? {} : { 'content-type': row.contentType ?? 'application/json' }),
        ...bearer(token),
      },
      ...(body === undefined ? {} : { body: row.contentType ? String(body) : JSON.stringify(body) }),
    });
    const status = expected(row, who);
    expect(res.status, await res.clone().text()).toBe(status);
    if (status >= 400) expect(((await res.json()) as { error?: unknown }).error).toEqual(expect.any(String));
  });
});
