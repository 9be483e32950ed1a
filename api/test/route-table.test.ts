import { type Access, API_ENDPOINTS, type EndpointDefinition, endpointKey } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/app.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
  bearer,
  enableFleet,
  PASSWORD,
  seedActors,
  startTestServer,
  type TestServer,
  tokenOf,
} from './helpers.ts';

/**
 * The authorization table: for every route of the API, the status each kind of caller gets. The statuses follow
 * from the route's `access` in the endpoint registry (@qafila/contracts) and its success status; a row states only
 * what depends on the data (another organization's records answer 404, a wrong password 400). The test fails when
 * a route exists without a row, or a row names a route that does not exist.
 */
type Who = 'anonymous' | 'customer' | 'staff' | 'staffOther' | 'orgAdmin' | 'orgAdminOther' | 'admin';
const WHO: Who[] = ['anonymous', 'customer', 'staff', 'staffOther', 'orgAdmin', 'orgAdminOther', 'admin'];

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
   * staffOther/orgAdminOther: of another organization. Staff and org admins have STAFF_FEATURES.
   * What the data changes from the access-derived status: one status for everyone, or some callers' (organization
   * admins answer like the org users of their organization unless the row names them). */
  expect?: number | Partial<Record<Who, number>>;
}

/** Paths where the authentication middleware ignores a token that does not belong there (ADR 0006). */
const TOKEN_OPTIONAL = new Set(['/api/auth/login', '/api/admin/login', '/api/health', '/api/auth/logout']);

/** The status `access` gives each caller, when the route succeeds with `ok`. */
function fromAccess(access: Access, path: string, who: Who, ok: number): number {
  const user = who !== 'anonymous' && who !== 'admin';
  const adminPath = path.startsWith('/api/admin/');
  if (!TOKEN_OPTIONAL.has(path)) {
    if (adminPath && user) return 403; // a user token on an admin path
    if (!adminPath && who === 'admin') return 401; // an admin token elsewhere
  }
  const staff = who === 'staff' || who === 'staffOther' || who === 'orgAdmin' || who === 'orgAdminOther';
  if (access === 'anyone') return ok;
  if (access === 'super_admin') return who === 'admin' ? ok : 401;
  if (who === 'anonymous') {
    if (typeof access === 'object' && 'orgFeature' in access && !access.signedIn) return ok;
    return 401;
  }
  if (typeof access === 'object' && 'section' in access && access.orgAdmin) {
    return who === 'orgAdmin' || who === 'orgAdminOther' ? ok : 403;
  }
  if (access === 'staff' || (typeof access === 'object' && 'section' in access)) return staff ? ok : 403;
  if (access === 'org_admin') return who === 'orgAdmin' || who === 'orgAdminOther' ? ok : 403;
  return ok; // signed_in, { signedIn }, { orgFeature }
}

function expected(endpoint: EndpointDefinition, row: Row, who: Who): number {
  if (typeof row.expect === 'number') return row.expect;
  const staffLike = who === 'orgAdmin' ? 'staff' : who === 'orgAdminOther' ? 'staffOther' : undefined;
  return (
    row.expect?.[who] ??
    (staffLike && row.expect?.[staffLike]) ??
    fromAccess(endpoint.access, endpoint.path, who, endpoint.status ?? 200)
  );
}

/** The api-status section's routes: the table's staff and organization admins lack its feature. */
const noApiManagement = { staff: 403, staffOther: 403 };

/** The integrations section's routes: the table's staff and organization admins lack its feature (integrations.test.ts opens it). */
const noHub = { staff: 403, staffOther: 403 };

/** The whatsapp section's routes: the table's staff and organization admins lack its feature (whatsapp.test.ts opens it). */
const noWhatsApp = { staff: 403, staffOther: 403 };

/** The customs and freezone sections' routes: the table's staff and organization admins lack their features (customs.test.ts opens them). */
const noCustoms = { staff: 403, staffOther: 403 };

/** The compliance section's routes: the table's staff and organization admins lack its feature (compliance.test.ts opens it). */
const noCompliance = { staff: 403, staffOther: 403 };

/** The temperature section's routes: the table's staff and organization admins lack its feature (telemetry.test.ts opens it). */
const noTemperature = { staff: 403, staffOther: 403 };

/** The islamic-calendar and seasonal sections' routes: the table's staff lack their features (calendar.test.ts opens them). */
const noCalendar = { staff: 403, staffOther: 403 };

/** The insights and carbon sections' routes: the table's staff lack their features (insights.test.ts opens them). */
const noInsights = { staff: 403, staffOther: 403 };

/** The analytics and traffic sections' routes: the table's staff lack their features (predictive.test.ts opens them). */
const noPredictive = { staff: 403, staffOther: 403 };

/** The monitoring and security sections' routes: the table's staff lack their features (monitoring.test.ts opens them). */
const noMonitoring = { staff: 403, staffOther: 403 };

/** Demo customer data: visitors and staff of the demo organization only. */
const demoScoped = { customer: 404, staffOther: 404 };

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

/** A tax invoice of the demo organization (created once), by its number. */
let invoiceNumber: string | undefined;
async function demoInvoice(c: Ctx): Promise<string> {
  if (invoiceNumber) return invoiceNumber;
  const { Invoice, Organization } = await import('../src/db/entities/index.ts');
  const { invoiceLine, invoiceTotals } = await import('../src/modules/billing/invoices.ts');
  const em = c.srv.services.orm.em.fork();
  const lines = [invoiceLine('Starter plan, 2026-10', 'اشتراك الباقة المبتدئة', 1, 109_808)];
  const invoice = em.create(Invoice, {
    number: 'QAF-2026-000001',
    year: 2026,
    sequence: 1,
    organization: await em.findOneOrFail(Organization, { subdomain: 'demo' }),
    period: '2026-10',
    issuedAt: new Date(),
    plan: 'Starter',
    supplierName: 'Qafila',
    supplierAddress: 'Dubai',
    supplierTrn: '100111222300003',
    customerName: 'Qafila Demo Logistics',
    customerTrn: null,
    lines,
    ...invoiceTotals(lines),
    status: 'issued',
    paidAt: null,
  });
  await em.flush();
  invoiceNumber = invoice.number;
  return invoiceNumber;
}

/** A rejected erasure request of a demo customer (created once): answered, so no caller changes anything. */
let erasureRequest: number | undefined;
async function demoErasureRequest(c: Ctx): Promise<number> {
  if (erasureRequest) return erasureRequest;
  const { DataRequest, Organization, User } = await import('../src/db/entities/index.ts');
  const em = c.srv.services.orm.em.fork();
  const request = em.create(DataRequest, {
    organization: await em.findOneOrFail(Organization, { subdomain: 'demo' }),
    user: await em.findOneOrFail(User, { username: 'cust_b' }),
    kind: 'erasure',
    status: 'rejected',
    requestedAt: new Date(),
    dueAt: new Date(Date.now() + 30 * 86_400_000),
    rejectionReason: 'route table',
  });
  await em.flush();
  erasureRequest = request.id;
  return request.id;
}

/** A pending staff invitation of the demo organization (issue 16): its id and its link's token. */
async function demoInvitation(c: Ctx): Promise<{ id: number; token: string }> {
  const { Invitation, Organization } = await import('../src/db/entities/index.ts');
  const { newInvitationToken } = await import('../src/modules/team/links.ts');
  const em = c.srv.services.orm.em.fork();
  const { token, hash } = newInvitationToken();
  const invitation = em.create(Invitation, {
    organization: await em.findOneOrFail(Organization, { subdomain: 'demo' }),
    email: `invited.${unique()}@x.ae`,
    role: 'org_user',
    features: [],
    tokenHash: hash,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await em.flush();
  return { id: invitation.id, token };
}

/** A vehicle of the demo organization's fleet, for the routes of one vehicle. */
async function demoVehicle(c: Ctx): Promise<number> {
  const { Organization, Vehicle } = await import('../src/db/entities/index.ts');
  const em = c.srv.services.orm.em.fork();
  const vehicle = em.create(Vehicle, {
    organization: await em.findOneOrFail(Organization, { subdomain: 'demo' }),
    ...newVehicle(),
    licensePlate: `B ${10_000 + ++n}`,
    status: 'active',
  });
  await em.flush();
  return vehicle.id;
}

/** A driver of the demo organization's fleet, for the routes of one driver. */
async function demoDriver(c: Ctx): Promise<number> {
  const { Driver, Organization } = await import('../src/db/entities/index.ts');
  const em = c.srv.services.orm.em.fork();
  const driver = em.create(Driver, {
    organization: await em.findOneOrFail(Organization, { subdomain: 'demo' }),
    ...newDriver(),
    phone: '+971501234567',
    status: 'active',
  });
  await em.flush();
  return driver.id;
}

/** A trip of the demo organization's fleet with a vehicle and driver of its own, for the routes of one trip. */
async function demoTrip(c: Ctx, status: 'planned' | 'in_progress' = 'planned'): Promise<number> {
  const { Driver, Trip, TripStop, Vehicle } = await import('../src/db/entities/index.ts');
  const em = c.srv.services.orm.em.fork();
  const vehicle = await em.findOneOrFail(Vehicle, await demoVehicle(c));
  const trip = em.create(Trip, {
    organization: vehicle.organization,
    tripNumber: `TRP-${900_000 + ++n}`,
    vehicle,
    driver: await em.findOneOrFail(Driver, await demoDriver(c)),
    status,
    plannedDistanceKm: 31.4,
    plannedStart: new Date(),
    startedAt: status === 'in_progress' ? new Date() : null,
  });
  em.create(TripStop, { trip, position: 1, place: 'Jebel Ali Port', placeId: null, lat: 25.0114, lon: 55.0611 });
  em.create(TripStop, { trip, position: 2, place: 'Al Quoz', placeId: null, lat: 25.1365, lon: 55.2311 });
  await em.flush();
  return trip.id;
}

/** A device token of a new vehicle of the demo organization, for the OsmAnd routes (only its hash is stored). */
async function demoDeviceToken(c: Ctx): Promise<string> {
  const { createHash, randomBytes } = await import('node:crypto');
  const { Vehicle, VehicleDevice } = await import('../src/db/entities/index.ts');
  const em = c.srv.services.orm.em.fork();
  const token = randomBytes(32).toString('base64url');
  const vehicle = await em.findOneOrFail(Vehicle, await demoVehicle(c));
  em.create(VehicleDevice, { vehicle, tokenHash: createHash('sha256').update(token).digest('hex') });
  await em.flush();
  return token;
}

/** The body of Create Trip; its vehicle and driver (the demo organization's) are set by the row's path. */
const tripProbe: Record<string, unknown> = { stops: ['Jebel Ali Port', 'Deira'], plannedStart: '2026-12-01T06:00:00Z' };

const newVehicle = () => ({
  make: 'Isuzu',
  model: 'NPR',
  year: 2022,
  emirate: 'dubai' as const,
  licensePlate: `A ${10_000 + ++n}`,
  vehicleType: 'light_truck' as const,
  fuelType: 'diesel' as const,
  capacityKg: 4000,
  capacityM3: 18,
  mileageKm: 42_000,
  registrationExpiry: '2027-05-31',
  insuranceExpiry: '2027-05-31',
});
const newDriver = () => ({
  name: 'Rashid Al Mansoori',
  phone: '050 123 4567',
  licenseNumber: `DXB${++n}`,
  licenseClass: 'heavy_vehicle' as const,
  licenseExpiry: '2028-01-15',
});

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
  'GET /api/health': { path: () => '/api/health' },
  'POST /api/auth/login': {
    path: () => '/api/auth/login',
    body: () => ({ username: `nobody.${unique()}`, password: 'x' }),
    expect: 401,
  },
  // A made-up challenge: the second step is reached and refuses it, whoever asks.
  'POST /api/auth/login/two-factor': {
    path: () => '/api/auth/login/two-factor',
    body: () => ({ challenge: 'tf1.1.user.1.x.y', code: '123456' }),
    expect: 401,
  },
  'GET /api/auth/me': { path: () => '/api/auth/me' },
  'POST /api/auth/logout': { path: () => '/api/auth/logout', fresh: true, expect: 200 },
  'GET /api/user/:id': { path: () => '/api/user/1', expect: demoScoped },
  'GET /api/shipments/customer/:customerId': { path: () => '/api/shipments/customer/1', expect: demoScoped },
  'GET /api/shipments/track/:trackingNumber': { path: () => '/api/shipments/track/QAF-240001', expect: demoScoped },
  'GET /api/shipments/:shipmentId/compliance': { path: () => '/api/shipments/1/compliance', expect: demoScoped },
  'POST /api/shipments/:shipmentId/status': {
    path: (c) => `/api/shipments/${c.actors.customerA.shipmentId}/status`,
    body: () => ({ status: 'in_transit', reason: 'Route table probe' }),
    // Staff of the shipment's organization with Cargo Management only; other staff do not see it (404).
    expect: { staffOther: 404 },
  },
  'GET /api/users/:customerId/communications': { path: () => '/api/users/1/communications', expect: demoScoped },
  'GET /api/shipments/:shipmentId/documents/archive': {
    path: () => '/api/shipments/1/documents/archive',
    // Like demoScoped, but the demo workspace's anonymous visitors do not get the archive.
    expect: demoScoped,
  },
  'POST /api/contact': {
    path: () => '/api/contact',
    body: () => ({ name: 'Route Table', company: 'Probe LLC', email: 'probe@example.ae' }),
  },
  'POST /api/analytics/events': {
    path: () => '/api/analytics/events',
    body: () => ({ events: [{ type: 'page_view', path: '/' }] }),
  },
  'POST /api/support/cases': {
    path: () => '/api/support/cases',
    body: () => ({ category: 'other', summary: 'A route table probe case' }),
    // Staff must name a shipment of their organization.
    expect: { staff: 400, staffOther: 400 },
  },
  'GET /api/support/cases': { path: () => '/api/support/cases' },
  'POST /api/support/calls': {
    path: () => '/api/support/calls',
    body: () => ({
      preferredAt: new Date(Date.now() + 7_200_000).toISOString(),
      phone: '+971501234567',
      topic: 'Probe',
      language: 'en',
    }),
  },
  'GET /api/support/calls': { path: () => '/api/support/calls' },
  'GET /api/me/preferences': { path: () => '/api/me/preferences' },
  'PUT /api/me/preferences': {
    path: () => '/api/me/preferences',
    body: () => ({ notificationChannel: 'web' }),
  },
  'GET /api/chat/:sessionId/messages': {
    path: () => `/api/chat/route_${unique()}_session/messages`,
  },
  'POST /api/chat/:sessionId/messages': {
    path: () => `/api/chat/route_${unique()}_session/messages`,
    body: (c) => ({ content: 'hi', userId: c.userId, channel: 'web' }),
  },
  'POST /api/language/detect': {
    path: () => '/api/language/detect',
    body: () => ({ text: 'hello' }),
  },
  'POST /api/admin/login': {
    path: () => '/api/admin/login',
    body: () => ({ username: `nobody.${unique()}`, password: 'x' }),
    expect: 401,
  },
  'POST /api/admin/login/two-factor': {
    path: () => '/api/admin/login/two-factor',
    body: () => ({ challenge: 'tf1.1.admin.1.x.y', code: '123456' }),
    expect: 401,
  },
  'POST /api/admin/logout': {
    path: () => '/api/admin/logout',
    fresh: true,
  },
  'GET /api/admin/info': { path: () => '/api/admin/info' },
  'GET /api/admin/monitoring': { path: () => '/api/admin/monitoring' },
  'GET /api/admin/monitoring/performance': { path: () => '/api/admin/monitoring/performance?window=15m' },
  'GET /api/monitoring/performance': { path: () => '/api/monitoring/performance', expect: noMonitoring },
  'GET /api/admin/monitoring/security': { path: () => '/api/admin/monitoring/security' },
  'GET /api/monitoring/security': { path: () => '/api/monitoring/security?window=1h', expect: noMonitoring },
  'GET /api/monitoring/alerts': { path: () => '/api/monitoring/alerts', expect: noMonitoring },
  'GET /api/security-center': { path: () => '/api/security-center', expect: noMonitoring },
  'DELETE /api/monitoring/security/sessions/:sessionId': {
    path: () => '/api/monitoring/security/sessions/AAAAAAAAAAAAAAAA',
    expect: { staff: 403, staffOther: 403, orgAdmin: 403, orgAdminOther: 403 },
  },
  'POST /api/monitoring/alerts/:id/acknowledge': {
    path: () => '/api/monitoring/alerts/999999/acknowledge',
    expect: noMonitoring,
  },
  'GET /api/admin/monitoring/alerts': { path: () => '/api/admin/monitoring/alerts' },
  'POST /api/admin/monitoring/alerts/:id/acknowledge': {
    path: () => '/api/admin/monitoring/alerts/999999/acknowledge',
    expect: { admin: 404 },
  },
  'PUT /api/admin/monitoring/budgets/:key': {
    path: () => '/api/admin/monitoring/budgets/cls_p75',
    body: () => ({ threshold: 0.1 }),
  },
  'POST /api/monitoring/rum': {
    path: () => '/api/monitoring/rum',
    body: () => ({ samples: [{ name: 'TTFB', value: 80, page: '/', device: 'desktop' }] }),
  },
  'GET /api/admin/users': { path: () => '/api/admin/users' },
  'POST /api/admin/users': {
    path: () => '/api/admin/users',
    body: () => ({ username: `probe.${unique()}`, email: `p.${unique()}@x.ae`, password: 'route table password' }),
  },
  'PUT /api/admin/users/:userId': {
    path: async (c) => `/api/admin/users/${await newManagedUser(c)}`,
    body: () => ({ planType: 'professional' }),
  },
  'DELETE /api/admin/users/:userId': {
    path: async (c) => `/api/admin/users/${await newManagedUser(c)}`,
  },
  'GET /api/admin/features': { path: () => '/api/admin/features' },
  'POST /api/admin/users/:userId/features/:featureId': {
    path: async (c) => `/api/admin/users/${await newManagedUser(c)}/features/ai-chat`,
  },
  'DELETE /api/admin/users/:userId/features/:featureId': {
    path: async (c) => {
      const id = await newManagedUser(c);
      await c.srv.request(`/api/admin/users/${id}/features/ai-chat`, { method: 'POST', headers: bearer(c.adminToken) });
      return `/api/admin/users/${id}/features/ai-chat`;
    },
  },
  'GET /api/admin/audit': { path: () => '/api/admin/audit?limit=5' },
  'GET /api/admin/leads': { path: () => '/api/admin/leads' },
  'GET /api/admin/subscriptions': { path: () => '/api/admin/subscriptions' },
  'GET /api/admin/billing/summary': { path: () => '/api/admin/billing/summary' },
  'GET /api/admin/invoices': { path: () => '/api/admin/invoices' },
  'GET /api/admin/invoices/:number/pdf': { path: async (c) => `/api/admin/invoices/${await demoInvoice(c)}/pdf` },
  'POST /api/admin/invoices/:number/paid': { path: async (c) => `/api/admin/invoices/${await demoInvoice(c)}/paid` },
  // Staff of the table lack the billing-dashboard feature (billing-usage.test.ts opens it).
  'GET /api/org/billing': { path: () => '/api/org/billing', expect: { staff: 403, staffOther: 403 } },
  'GET /api/org/billing/invoices': { path: () => '/api/org/billing/invoices' },
  'GET /api/org/billing/invoices/:number/pdf': {
    path: async (c) => `/api/org/billing/invoices/${await demoInvoice(c)}/pdf`,
    expect: { orgAdminOther: 404 },
  },
  // issue 17: the Integration Hub (its success paths and tenant 404s: integrations.test.ts).
  'GET /api/integrations/enterprise': { path: () => '/api/integrations/enterprise', expect: noHub },
  'GET /api/integrations/catalogue': { path: () => '/api/integrations/catalogue', expect: noHub },
  'POST /api/integrations/connect': { path: () => '/api/integrations/connect', body: () => ({}), expect: noHub },
  'POST /api/integrations/toggle': { path: () => '/api/integrations/toggle', body: () => ({}), expect: noHub },
  'POST /api/integrations/sync/:id': { path: () => '/api/integrations/sync/1', expect: noHub },
  'POST /api/integrations/:id/test': { path: () => '/api/integrations/1/test', expect: noHub },
  'GET /api/integrations/:id/runs': { path: () => '/api/integrations/1/runs', expect: noHub },
  'PUT /api/integrations/:id': { path: () => '/api/integrations/1', body: () => ({}), expect: noHub },
  'DELETE /api/integrations/:id': { path: () => '/api/integrations/1', expect: noHub },
  // An unknown webhook address: 404 for whoever posts (the HMAC cases: integrations.test.ts).
  'POST /api/integrations/shopify/webhook/:connectorKey': {
    path: () => '/api/integrations/shopify/webhook/0123456789abcdef0123',
    body: () => ({}),
    expect: { anonymous: 404, customer: 404, staff: 404, staffOther: 404 },
  },
  'GET /api/integrations/api-connectors': { path: () => '/api/integrations/api-connectors', expect: noHub },
  'POST /api/integrations/custom-api': { path: () => '/api/integrations/custom-api', body: () => ({}), expect: noHub },
  'PUT /api/integrations/custom-api/:name': {
    path: () => '/api/integrations/custom-api/ERP',
    body: () => ({}),
    expect: noHub,
  },
  'DELETE /api/integrations/custom-api/:name': { path: () => '/api/integrations/custom-api/ERP', expect: noHub },
  'POST /api/integrations/custom-api/:name/test': {
    path: () => '/api/integrations/custom-api/ERP/test',
    expect: noHub,
  },
  'POST /api/integrations/requests': { path: () => '/api/integrations/requests', body: () => ({}), expect: noHub },
  'GET /api/admin/integration-requests': { path: () => '/api/admin/integration-requests' },
  'GET /api/admin/statistics': { path: () => '/api/admin/statistics' },
  'POST /api/admin/change-password': {
    path: () => '/api/admin/change-password',
    // A wrong current password: the route is reached (400) without changing anything.
    body: () => ({ currentPassword: 'not the current one', newPassword: 'a brand new long password' }),
    expect: { admin: 400 },
  },
  // Two-factor sign-in of the super admin: setup only sets a pending secret; confirm gets a code that is not six
  // digits (400); with two-factor sign-in off, disable and new recovery codes answer 409 (nothing changes).
  'GET /api/admin/two-factor': { path: () => '/api/admin/two-factor' },
  'POST /api/admin/two-factor/setup': { path: () => '/api/admin/two-factor/setup' },
  'POST /api/admin/two-factor/confirm': {
    path: () => '/api/admin/two-factor/confirm',
    body: () => ({ code: 'abc' }),
    expect: { admin: 400 },
  },
  'POST /api/admin/two-factor/disable': {
    path: () => '/api/admin/two-factor/disable',
    body: () => ({ password: 'not the password', code: '123456' }),
    expect: { admin: 409 },
  },
  'POST /api/admin/two-factor/recovery-codes': {
    path: () => '/api/admin/two-factor/recovery-codes',
    body: () => ({ password: 'not the password', code: '123456' }),
    expect: { admin: 409 },
  },
  // The super admin's sessions: an unknown id is 404; revoke-others keeps the caller's own.
  'GET /api/admin/sessions': { path: () => '/api/admin/sessions' },
  'DELETE /api/admin/sessions/:sessionId': {
    path: () => '/api/admin/sessions/AAAAAAAAAAAAAAAA',
    expect: { admin: 404 },
  },
  'POST /api/admin/sessions/revoke-others': { path: () => '/api/admin/sessions/revoke-others' },
  'GET /api/admin/organizations': { path: () => '/api/admin/organizations' },
  'POST /api/admin/organizations': {
    path: () => '/api/admin/organizations',
    body: () => {
      const u = unique();
      return { name: `Org ${u}`, subdomain: `org-${u}`, adminEmail: `first.${u}@x.ae` };
    },
  },
  'PUT /api/admin/organizations/:id': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c)}`,
    body: () => ({ subscriptionTier: 'professional' }),
  },
  'POST /api/admin/organizations/:id/suspend': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c)}/suspend`,
  },
  'POST /api/admin/organizations/:id/reactivate': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c, true)}/reactivate`,
  },
  'POST /api/admin/organizations/:id/cancel': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c)}/cancel`,
  },
  'PUT /api/admin/organizations/:id/branding': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c)}/branding`,
    body: () => ({ primaryColor: '#123abc' }),
  },
  'PUT /api/admin/organizations/:id/feature-flags': {
    path: async (c) => `/api/admin/organizations/${await newOrg(c)}/feature-flags`,
    body: () => ({ analytics: true }),
  },
  'GET /api/features/enabled': { path: () => '/api/features/enabled' },
  // Org admins only: customers and org users 403; another organization's admin does not see the user (404).
  'GET /api/org/users': { path: () => '/api/org/users' },
  'POST /api/org/users': {
    path: () => '/api/org/users',
    body: () => ({ username: `probe.${unique()}`, email: `o.${unique()}@x.ae`, password: 'route table password' }),
  },
  'PUT /api/org/users/:userId': {
    path: (c) => `/api/org/users/${c.actors.customerB.id}`,
    body: () => ({ name: 'Probe' }),
    expect: { orgAdminOther: 404 },
  },
  'DELETE /api/org/users/:userId': {
    path: async (c) => `/api/org/users/${await newDemoCustomer(c)}`,
    expect: { orgAdminOther: 404 },
  },
  // Setting the rule as it already is (off) changes nothing.
  'GET /api/org/security': { path: () => '/api/org/security' },
  'PUT /api/org/security': { path: () => '/api/org/security', body: () => ({ requireTwoFactor: false }) },
  // Team and Customers (issue 16): org admins only; another organization's admin does not see the records (404).
  'GET /api/org/team': { path: () => '/api/org/team' },
  'PUT /api/org/team/:userId': {
    path: (c) => `/api/org/team/${c.actors.staffSame.id}`,
    body: () => ({}),
    expect: { orgAdminOther: 404 },
  },
  'POST /api/org/invitations': {
    path: () => '/api/org/invitations',
    body: () => ({ email: `invite.${unique()}@x.ae` }),
  },
  'POST /api/org/invitations/:id/resend': {
    path: async (c) => `/api/org/invitations/${(await demoInvitation(c)).id}/resend`,
    expect: { orgAdminOther: 404 },
  },
  'DELETE /api/org/invitations/:id': {
    path: async (c) => `/api/org/invitations/${(await demoInvitation(c)).id}`,
    expect: { orgAdminOther: 404 },
  },
  'GET /api/invitations/:token': { path: async (c) => `/api/invitations/${(await demoInvitation(c)).token}` },
  'POST /api/invitations/:token/accept': {
    path: async (c) => `/api/invitations/${(await demoInvitation(c)).token}/accept`,
    body: () => ({ username: `joiner.${unique()}`, name: 'Joiner', password: 'route table password' }),
  },
  'GET /api/org/customer-accounts': { path: () => '/api/org/customer-accounts?q=cust' },
  'POST /api/org/customer-accounts': {
    path: () => '/api/org/customer-accounts',
    body: () => ({ name: 'Probe Customer', email: `client.${unique()}@x.ae` }),
  },
  'PUT /api/org/customer-accounts/:userId': {
    path: (c) => `/api/org/customer-accounts/${c.actors.customerB.id}`,
    body: () => ({}),
    expect: { orgAdminOther: 404 },
  },
  'POST /api/org/customer-accounts/import': {
    path: () => '/api/org/customer-accounts/import',
    contentType: 'text/csv',
    body: () => `name,email,phone,company\nImported,imported.${unique()}@x.ae,,\n`,
  },
  'GET /api/dashboard/sections': { path: () => '/api/dashboard/sections' },
  'GET /api/dashboard/stats': { path: () => '/api/dashboard/stats' },
  'GET /api/org/shipments': { path: () => '/api/org/shipments?q=QAF' },
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
    expect: { staffOther: 400 },
  },
  'GET /api/org/shipments/template.csv': { path: () => '/api/org/shipments/template.csv' },
  'POST /api/org/shipments/bulk': {
    path: () => '/api/org/shipments/bulk',
    contentType: 'text/csv',
    body: () =>
      'customer_username,origin,destination,service,weight_kg,length_cm,width_cm,height_cm,declared_value_aed,description\r\n' +
      'cust_a,"Dubai, UAE",Sharjah,standard,2,10,10,10,100,Probe\r\n',
    expect: { staffOther: 400 },
  },
  'GET /api/org/customers': { path: () => '/api/org/customers' },
  // Both organizations have Fleet Management open to their staff (beforeAll); a vehicle or driver is the demo one's.
  'GET /api/fleet/vehicles': { path: () => '/api/fleet/vehicles' },
  'POST /api/fleet/vehicles': { path: () => '/api/fleet/vehicles', body: newVehicle },
  'GET /api/fleet/vehicles/:id': {
    path: async (c) => `/api/fleet/vehicles/${await demoVehicle(c)}`,
    expect: { staffOther: 404 },
  },
  'PUT /api/fleet/vehicles/:id': {
    path: async (c) => `/api/fleet/vehicles/${await demoVehicle(c)}`,
    body: () => ({ mileageKm: 43_000 }),
    expect: { staffOther: 404 },
  },
  'DELETE /api/fleet/vehicles/:id': {
    path: async (c) => `/api/fleet/vehicles/${await demoVehicle(c)}`,
    expect: { staffOther: 404 },
  },
  'POST /api/fleet/vehicles/:id/services': {
    path: async (c) => `/api/fleet/vehicles/${await demoVehicle(c)}/services`,
    body: () => ({ date: '2026-01-10', odometerKm: 40_000, kind: 'oil_change', costAed: 350 }),
    expect: { staffOther: 404 },
  },
  'GET /api/fleet/drivers': { path: () => '/api/fleet/drivers' },
  'POST /api/fleet/drivers': { path: () => '/api/fleet/drivers', body: newDriver },
  'GET /api/fleet/drivers/:id': {
    path: async (c) => `/api/fleet/drivers/${await demoDriver(c)}`,
    expect: { staffOther: 404 },
  },
  'PUT /api/fleet/drivers/:id': {
    path: async (c) => `/api/fleet/drivers/${await demoDriver(c)}`,
    body: () => ({ status: 'off_duty' }),
    expect: { staffOther: 404 },
  },
  'DELETE /api/fleet/drivers/:id': {
    path: async (c) => `/api/fleet/drivers/${await demoDriver(c)}`,
    expect: { staffOther: 404 },
  },
  'GET /api/fleet/dashboard': { path: () => '/api/fleet/dashboard' },
  'GET /api/fleet/analytics': { path: () => '/api/fleet/analytics' },
  'POST /api/fleet/maintenance/predict/:id': {
    path: async (c) => `/api/fleet/maintenance/predict/${await demoVehicle(c)}`,
    expect: { staffOther: 404 },
  },
  'POST /api/fleet/route/optimize': {
    path: () => '/api/fleet/route/optimize',
    body: () => ({ startLocation: 'Jebel Ali Port', waypoints: ['Deira', 'Sharjah'], endLocation: 'Al Quoz' }),
  },
  'GET /api/fleet/trips': { path: () => '/api/fleet/trips' },
  'POST /api/fleet/trips': {
    body: () => tripProbe,
    // Runs before the body is sent: a vehicle and driver of the demo organization (404 for another's staff).
    path: async (c) => {
      Object.assign(tripProbe, { vehicleId: await demoVehicle(c), driverId: await demoDriver(c) });
      return '/api/fleet/trips';
    },
    expect: { staffOther: 404 },
  },
  'GET /api/fleet/trips/:id': {
    path: async (c) => `/api/fleet/trips/${await demoTrip(c)}`,
    expect: { staffOther: 404 },
  },
  'POST /api/fleet/trips/:id/start': {
    path: async (c) => `/api/fleet/trips/${await demoTrip(c)}/start`,
    expect: { staffOther: 404 },
  },
  'POST /api/fleet/trips/:id/complete': {
    path: async (c) => `/api/fleet/trips/${await demoTrip(c, 'in_progress')}/complete`,
    body: () => ({ actualDistanceKm: 33, rating: 4 }),
    expect: { staffOther: 404 },
  },
  'POST /api/fleet/trips/:id/cancel': {
    path: async (c) => `/api/fleet/trips/${await demoTrip(c)}/cancel`,
    expect: { staffOther: 404 },
  },
  'GET /api/fleet/trips/:id/breadcrumb': {
    path: async (c) => `/api/fleet/trips/${await demoTrip(c, 'in_progress')}/breadcrumb`,
    expect: { staffOther: 404 },
  },
  'POST /api/fleet/vehicles/:id/device-token': {
    path: async (c) => `/api/fleet/vehicles/${await demoVehicle(c)}/device-token`,
    expect: { staffOther: 404 },
  },
  'DELETE /api/fleet/vehicles/:id/device-token': {
    path: async (c) => `/api/fleet/vehicles/${await demoVehicle(c)}/device-token`,
    expect: { staffOther: 404 },
  },
  // The device token authenticates, whoever's session comes with it (an admin token off admin paths is 401 as ever).
  'GET /api/fleet/positions': {
    path: async (c) => `/api/fleet/positions?id=${await demoDeviceToken(c)}&lat=25.2048&lon=55.2708&speed=12.5`,
  },
  'POST /api/fleet/positions': {
    path: async (c) => `/api/fleet/positions?id=${await demoDeviceToken(c)}`,
    contentType: 'application/x-www-form-urlencoded',
    body: () => 'lat=25.2048&lon=55.2708',
  },
  'GET /api/fleet/positions/latest': { path: () => '/api/fleet/positions/latest' },
  'GET /api/org/tracking': {
    path: (c) => `/api/org/tracking?q=${c.actors.customerA.trackingNumber}`,
  },
  'POST /api/org/shipments/:id/documents': {
    path: (c) => `/api/org/shipments/${c.actors.customerA.shipmentId}/documents?documentType=packing_list`,
    contentType: 'application/pdf',
    body: () => '%PDF-1.4\n% route table probe\n',
    // The shipment is the demo organization's: another organization's staff do not see it.
    expect: { staffOther: 404 },
  },
  'GET /api/org/documents': { path: () => '/api/org/documents' },
  'GET /api/org/documents/:id/file': {
    path: async (c) => `/api/org/documents/${await demoDocumentWithFile(c)}/file`,
    expect: { staffOther: 404 },
  },
  'POST /api/org/documents/:id/review': {
    path: async (c) => `/api/org/documents/${await demoDocument(c)}/review`,
    body: () => ({ status: 'approved' }),
    expect: { staffOther: 404 },
  },
  'GET /api/notifications': { path: () => '/api/notifications' },
  'POST /api/notifications/read-all': { path: () => '/api/notifications/read-all' },
  'POST /api/notifications/:id/read': {
    path: async (c) => `/api/notifications/${await demoNotification(c)}/read`,
    expect: { staffOther: 404 },
  },
  'GET /api/org/conversations': { path: () => '/api/org/conversations' },
  'GET /api/org/conversations/:sessionId/messages': {
    path: async (c) => `/api/org/conversations/${await demoHandoffSession(c)}/messages`,
    expect: { staffOther: 404 },
  },
  'POST /api/org/conversations/:sessionId/messages': {
    path: async (c) => `/api/org/conversations/${await demoHandoffSession(c)}/messages`,
    body: () => ({ content: 'A reply from the team (route table probe)' }),
    expect: { staffOther: 404 },
  },
  'GET /api/org/widget': { path: () => '/api/org/widget' },
  'PUT /api/org/widget': {
    path: () => '/api/org/widget',
    body: () => ({ allowedOrigins: ['https://shop.example.ae'], preChatFields: ['name'] }),
  },
  'POST /api/org/widget/website-token': { path: () => '/api/org/widget/website-token' },
  'POST /api/org/widget/identity-secret': { path: () => '/api/org/widget/identity-secret' },
  // The widget's public routes answer the same to every caller: a token or session decides, never a sign-in.
  'GET /api/widget/:websiteToken/config': { path: () => '/api/widget/wt_000000000000000000000000/config', expect: 404 },
  'POST /api/widget/:websiteToken/sessions': {
    path: () => '/api/widget/wt_000000000000000000000000/sessions',
    body: () => ({ locale: 'en' }),
    expect: 404,
  },
  'GET /api/widget/messages': { path: () => '/api/widget/messages', expect: 401 },
  'POST /api/widget/messages': { path: () => '/api/widget/messages', body: () => ({ content: 'hi' }), expect: 401 },
  // issue 17: the WhatsApp section (the table's staff lack its feature; whatsapp.test.ts opens it, with tenants).
  'GET /api/org/whatsapp': { path: () => '/api/org/whatsapp', expect: noWhatsApp },
  'PUT /api/org/whatsapp': { path: () => '/api/org/whatsapp', body: () => ({}), expect: noWhatsApp },
  'DELETE /api/org/whatsapp': { path: () => '/api/org/whatsapp', expect: noWhatsApp },
  'GET /api/org/whatsapp/stats': { path: () => '/api/org/whatsapp/stats', expect: noWhatsApp },
  // An unknown webhook address: 404 for whoever calls (verification and signatures: whatsapp.test.ts).
  'GET /api/whatsapp/webhook/:connectionKey': {
    path: () => `/api/whatsapp/webhook/${'0'.repeat(32)}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`,
    expect: { anonymous: 404, customer: 404, staff: 404, staffOther: 404 },
  },
  'POST /api/whatsapp/webhook/:connectionKey': {
    path: () => `/api/whatsapp/webhook/${'0'.repeat(32)}`,
    body: () => ({}),
    expect: { anonymous: 404, customer: 404, staff: 404, staffOther: 404 },
  },
  'GET /api/support/channels': { path: () => '/api/support/channels' },
  'GET /api/me': { path: () => '/api/me' },
  'PUT /api/me': { path: () => '/api/me', body: () => ({ jobTitle: 'Route table probe' }) },
  'POST /api/me/password': {
    path: () => '/api/me/password',
    // A wrong current password: the route is reached (400) without changing anything.
    body: () => ({ currentPassword: 'not the current one', newPassword: 'a brand new long password' }),
    expect: { customer: 400, staff: 400, staffOther: 400 },
  },
  // As the super admin's rows under /api/admin/two-factor.
  'GET /api/me/two-factor': { path: () => '/api/me/two-factor' },
  'POST /api/me/two-factor/setup': { path: () => '/api/me/two-factor/setup' },
  'POST /api/me/two-factor/confirm': {
    path: () => '/api/me/two-factor/confirm',
    body: () => ({ code: 'abc' }),
    expect: { customer: 400, staff: 400, staffOther: 400 },
  },
  'POST /api/me/two-factor/disable': {
    path: () => '/api/me/two-factor/disable',
    body: () => ({ password: 'not the password', code: '123456' }),
    expect: { customer: 409, staff: 409, staffOther: 409 },
  },
  'POST /api/me/two-factor/recovery-codes': {
    path: () => '/api/me/two-factor/recovery-codes',
    body: () => ({ password: 'not the password', code: '123456' }),
    expect: { customer: 409, staff: 409, staffOther: 409 },
  },
  // Data requests (issue 16): one's own for every signed-in user; an erasure of cust_b answered by the org admins.
  'GET /api/me/data-requests': { path: () => '/api/me/data-requests' },
  'POST /api/me/data-requests': {
    path: () => '/api/me/data-requests',
    // An unknown kind: the route is reached (400) and nothing is requested.
    body: () => ({ kind: 'everything' }),
    expect: { customer: 400, staff: 400, staffOther: 400 },
  },
  'GET /api/me/data-requests/:id/download': {
    // Nobody's request but its requester's: 404 for everyone here.
    path: async (c) => `/api/me/data-requests/${await demoErasureRequest(c)}/download`,
    expect: { customer: 404, staff: 404, staffOther: 404 },
  },
  'GET /api/org/data-requests': { path: () => '/api/org/data-requests' },
  'POST /api/org/data-requests/:id/fulfil': {
    path: async (c) => `/api/org/data-requests/${await demoErasureRequest(c)}/fulfil`,
    // The demo admin reaches it: an erasure of the org admin's own organization that is already answered (409).
    expect: { orgAdmin: 409, orgAdminOther: 404 },
  },
  'POST /api/org/data-requests/:id/reject': {
    path: async (c) => `/api/org/data-requests/${await demoErasureRequest(c)}/reject`,
    // Already answered: the demo admin reaches it (409), another organization's admin gets 404.
    body: () => ({ reason: 'route table' }),
    expect: { orgAdmin: 409, orgAdminOther: 404 },
  },
  // As the super admin's rows under /api/admin/sessions.
  'GET /api/me/sessions': { path: () => '/api/me/sessions' },
  'DELETE /api/me/sessions/:sessionId': {
    path: () => '/api/me/sessions/AAAAAAAAAAAAAAAA',
    expect: { customer: 404, staff: 404, staffOther: 404, orgAdmin: 404, orgAdminOther: 404 },
  },
  'POST /api/me/sessions/revoke-others': { path: () => '/api/me/sessions/revoke-others' },
  // issue 17: api management. Staff of the table lack the api-management feature (api-keys.test.ts and
  // webhooks.test.ts open it, with the API-key callers and another organization's admin).
  'GET /api/org/shipments/:shipmentId': {
    path: (c) => `/api/org/shipments/${c.actors.customerA.shipmentId}`,
    expect: { staffOther: 404 },
  },
  'GET /api/org/api-keys': { path: () => '/api/org/api-keys', expect: noApiManagement },
  'POST /api/org/api-keys': {
    path: () => '/api/org/api-keys',
    body: () => ({ name: 'route table', scopes: ['tracking:read'] }),
    expect: noApiManagement,
  },
  'DELETE /api/org/api-keys/:id': { path: () => '/api/org/api-keys/1', expect: noApiManagement },
  'GET /api/org/webhooks': { path: () => '/api/org/webhooks', expect: noApiManagement },
  'POST /api/org/webhooks': {
    path: () => '/api/org/webhooks',
    body: () => ({ url: 'https://example.com/hook', events: ['shipment.created'] }),
    expect: noApiManagement,
  },
  'PUT /api/org/webhooks/:id': { path: () => '/api/org/webhooks/1', body: () => ({}), expect: noApiManagement },
  'DELETE /api/org/webhooks/:id': { path: () => '/api/org/webhooks/1', expect: noApiManagement },
  'GET /api/org/webhooks/:id/deliveries': { path: () => '/api/org/webhooks/1/deliveries', expect: noApiManagement },
  'POST /api/org/webhooks/:id/test': { path: () => '/api/org/webhooks/1/test', expect: noApiManagement },
  'POST /api/org/webhooks/:id/deliveries/:deliveryId/redeliver': {
    path: () => '/api/org/webhooks/1/deliveries/1/redeliver',
    expect: noApiManagement,
  },
  'GET /api/org/api-usage': { path: () => '/api/org/api-usage', expect: noApiManagement },
  'GET /api/branding': { path: () => '/api/branding' },
  'GET /api/billing/plans': { path: () => '/api/billing/plans' },
  'GET /api/openapi.json': { path: () => '/api/openapi.json' },
  'GET /api/reference': { path: () => '/api/reference' },
  'GET /api/reference/scalar.js': { path: () => '/api/reference/scalar.js' },
  // issue 18: UAE Compliance (the table's staff lack its feature; compliance.test.ts opens it, with tenants).
  'GET /api/org/compliance': { path: () => '/api/org/compliance', expect: noCompliance },
  'PUT /api/org/compliance/shipments/:shipmentId/checklist/:documentType': {
    path: () => '/api/org/compliance/shipments/1/checklist/commercial_invoice',
    body: () => ({ resolution: 'not_applicable', note: 'Route table' }),
    expect: noCompliance,
  },
  'DELETE /api/org/compliance/shipments/:shipmentId/checklist/:documentType': {
    path: () => '/api/org/compliance/shipments/1/checklist/commercial_invoice',
    expect: noCompliance,
  },
  'POST /api/org/compliance/licences': {
    path: () => '/api/org/compliance/licences',
    body: () => ({ kind: 'trade_licence', number: 'RT-1', authority: 'DET', expiresOn: '2030-01-01' }),
    expect: noCompliance,
  },
  'PUT /api/org/compliance/licences/:id': {
    path: () => '/api/org/compliance/licences/1',
    body: () => ({ kind: 'trade_licence', number: 'RT-1', authority: 'DET', expiresOn: '2030-01-01' }),
    expect: noCompliance,
  },
  'DELETE /api/org/compliance/licences/:id': { path: () => '/api/org/compliance/licences/1', expect: noCompliance },
  // issue 18: Customs Clearance and free zones (the table's staff lack their features; customs.test.ts opens them, with tenants).
  'GET /api/customs/declarations': { path: () => '/api/customs/declarations', expect: noCustoms },
  'POST /api/customs/declarations': { path: () => '/api/customs/declarations', body: () => ({}), expect: noCustoms },
  'GET /api/customs/declarations/:id': { path: () => '/api/customs/declarations/1', expect: noCustoms },
  'PUT /api/customs/declarations/:id': {
    path: () => '/api/customs/declarations/1',
    body: () => ({}),
    expect: noCustoms,
  },
  'POST /api/customs/declarations/:id/status': {
    path: () => '/api/customs/declarations/1/status',
    body: () => ({ status: 'submitted' }),
    expect: noCustoms,
  },
  'GET /api/free-zones': { path: () => '/api/free-zones', expect: noCustoms },
  'GET /api/free-zones/movements': { path: () => '/api/free-zones/movements', expect: noCustoms },
  'GET /api/free-zones/registrations': { path: () => '/api/free-zones/registrations', expect: noCustoms },
  'POST /api/free-zones/registrations': {
    path: () => '/api/free-zones/registrations',
    body: () => ({}),
    expect: noCustoms,
  },
  'PUT /api/free-zones/registrations/:id': {
    path: () => '/api/free-zones/registrations/1',
    body: () => ({}),
    expect: noCustoms,
  },
  'DELETE /api/free-zones/registrations/:id': { path: () => '/api/free-zones/registrations/1', expect: noCustoms },
  // issue 18: telemetry
  'GET /api/telemetry/sensors': { path: () => '/api/telemetry/sensors', expect: noTemperature },
  'GET /api/telemetry/vehicles': { path: () => '/api/telemetry/vehicles', expect: noTemperature },
  'POST /api/telemetry/sensors': { path: () => '/api/telemetry/sensors', body: () => ({}), expect: noTemperature },
  'PUT /api/telemetry/sensors/:id': { path: () => '/api/telemetry/sensors/1', body: () => ({}), expect: noTemperature },
  'POST /api/telemetry/sensors/:id/token': { path: () => '/api/telemetry/sensors/1/token', expect: noTemperature },
  'DELETE /api/telemetry/sensors/:id/token': { path: () => '/api/telemetry/sensors/1/token', expect: noTemperature },
  'POST /api/telemetry/sensors/:id/assignments': {
    path: () => '/api/telemetry/sensors/1/assignments',
    body: () => ({}),
    expect: noTemperature,
  },
  'DELETE /api/telemetry/assignments/:id': { path: () => '/api/telemetry/assignments/1', expect: noTemperature },
  'GET /api/telemetry/shipments': { path: () => '/api/telemetry/shipments', expect: noTemperature },
  'PUT /api/telemetry/shipments/:shipmentId/profile': {
    path: (c) => `/api/telemetry/shipments/${c.actors.customerA.shipmentId}/profile`,
    body: () => ({}),
    expect: noTemperature,
  },
  'GET /api/telemetry/shipments/:shipmentId': {
    path: (c) => `/api/telemetry/shipments/${c.actors.customerA.shipmentId}`,
    expect: noTemperature,
  },
  'GET /api/telemetry/shipments/:shipmentId/report.csv': {
    path: (c) => `/api/telemetry/shipments/${c.actors.customerA.shipmentId}/report.csv`,
    expect: noTemperature,
  },
  // No X-Device-Token: 401 for whoever posts (the device cases: telemetry.test.ts).
  'POST /api/telemetry/readings': { path: () => '/api/telemetry/readings', body: () => ({}), expect: 401 },
  // issue 19: calendar (the table's staff lack the features; calendar.test.ts opens them, with tenants).
  'GET /api/calendar/month': { path: () => '/api/calendar/month?year=2026&month=3', expect: noCalendar },
  'GET /api/calendar/business-days': {
    path: () => '/api/calendar/business-days?from=2026-11-30&days=2',
    expect: noCalendar,
  },
  'GET /api/seasonal': { path: () => '/api/seasonal', expect: noCalendar },
  // issue 19: insights (the table's staff lack the features; insights.test.ts opens them, with tenants).
  'GET /api/org/insights': { path: () => '/api/org/insights', expect: noInsights },
  'GET /api/org/insights/export.csv': { path: () => '/api/org/insights/export.csv', expect: noInsights },
  'GET /api/org/carbon': { path: () => '/api/org/carbon', expect: noInsights },
  'GET /api/org/carbon/export.csv': { path: () => '/api/org/carbon/export.csv', expect: noInsights },
  // issue 19: predictive (the table's staff lack the features; predictive.test.ts opens them, with tenants).
  'GET /api/predictive': { path: () => '/api/predictive', expect: noPredictive },
  'POST /api/predictive/retrain': { path: () => '/api/predictive/retrain', expect: noPredictive },
  'GET /api/traffic': { path: () => '/api/traffic', expect: noPredictive },
};

let srv: TestServer;
let actors: Actors;
let adminToken: string;
beforeAll(async () => {
  srv = await startTestServer({ QAFILA_CONTACT_LIMIT_PER_HOUR: '1000', QAFILA_ANALYTICS: 'first-party' });
  actors = await seedActors(srv);
  adminToken = await login('/api/admin/login', 'admin', ADMIN_PASSWORD);
  const { staffSame, staffOther, orgAdminSame, orgAdminOther } = actors;
  await enableFleet(srv, adminToken, [staffSame.id, staffOther.id, orgAdminSame.id, orgAdminOther.id]);
});
afterAll(() => srv.close());

const login = (path: string, username: string, password: string) => tokenOf(srv, path, username, password);

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
    const routes = apiRoutes(srv.services).stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`),
    );
    expect(new Set(Object.keys(TABLE))).toEqual(new Set(routes));
    expect(new Set(API_ENDPOINTS.map(endpointKey))).toEqual(new Set(routes));
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
    const endpoint: EndpointDefinition | undefined = API_ENDPOINTS.find((e) => endpointKey(e) === route);
    if (!endpoint) throw new Error(`${route} is not in the endpoint registry`);
    const status = expected(endpoint, row, who);
    expect(res.status, await res.clone().text()).toBe(status);
    if (status >= 400) expect(((await res.json()) as { error?: unknown }).error).toEqual(expect.any(String));
  });
});
