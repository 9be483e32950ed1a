import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { generateEncryptionKey } from '../src/lib/secret-box.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { createServices } from '../src/services.ts';

export const ADMIN_PASSWORD = 'admin-password-for-tests';
export const DEMO_PASSWORD = 'demo-password-for-tests';
export const OPS_PASSWORD = 'ops-password-for-tests';
/** One key for the test run's PostgreSQL servers (on SQLite each data dir generates its own). */
export const TEST_ENCRYPTION_KEY = generateEncryptionKey();

export interface TestServer extends RunningServer {
  dataDir: string;
  webDist: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A minimal built web app, so the static and SPA-fallback rules can be tested without a Vite build. */
function writeWebFixture(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'features'), { recursive: true });
  mkdirSync(join(dir, 'ar', 'features'), { recursive: true });
  writeFileSync(join(dir, 'app.html'), '<!doctype html><html><body><div id="root">shell</div></body></html>');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body>landing page</body></html>');
  writeFileSync(join(dir, 'ar', 'index.html'), '<!doctype html><html lang="ar"><body>landing ar</body></html>');
  writeFileSync(join(dir, 'features', 'index.html'), '<!doctype html><html><body>features page</body></html>');
  writeFileSync(
    join(dir, 'ar', 'features', 'index.html'),
    '<!doctype html><html lang="ar"><body>features ar</body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
}

/** A new, not yet existing database name on the same PostgreSQL server; openOrm creates it. */
function freshPostgresUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `/qafila_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  return url.toString();
}

/** A fresh database's environment: a new temp folder for SQLite, and a new database when TEST_DATABASE_URL is set. */
export function freshDatabaseEnv(prefix: string): {
  QAFILA_DATA_DIR: string;
  DATABASE_URL?: string;
  QAFILA_ENCRYPTION_KEY?: string;
} {
  return {
    QAFILA_DATA_DIR: mkdtempSync(join(tmpdir(), `${prefix}-`)),
    ...(process.env.TEST_DATABASE_URL
      ? {
          DATABASE_URL: freshPostgresUrl(process.env.TEST_DATABASE_URL),
          // The scale-out mode takes its encryption key from the environment (ADR 0030).
          QAFILA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
        }
      : {}),
  };
}

/**
 * Boots the real API on a random port with a fresh SQLite file in a temp folder (or the PostgreSQL
 * database named by TEST_DATABASE_URL), migrated and seeded.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = freshDatabaseEnv('qafila-test');
  const dataDir = database.QAFILA_DATA_DIR;
  const webDist = join(dataDir, 'web');
  writeWebFixture(webDist);
  const config = loadConfig({
    ...database,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    QAFILA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    QAFILA_DEMO_PASSWORD: DEMO_PASSWORD,
    QAFILA_OPS_PASSWORD: OPS_PASSWORD,
    // The demo's 18 months of delivered shipments (issue 19) are left out: test servers start fast, and tests of the
    // analytics build their own fixtures.
    QAFILA_DEMO_HISTORY: 'off',
    QAFILA_WEB_DIST: webDist,
    ...env,
  });
  const services = await createServices(config);
  const running = await startServer(services);
  const base = running.url;
  return {
    ...running,
    dataDir,
    webDist,
    request: (path, init) => fetch(base + path, init),
    async close() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const PASSWORD = 'correct horse battery staple';

export interface Actors {
  customerA: { id: number; token: string; trackingNumber: string; shipmentId: number };
  customerB: { id: number; token: string };
  staffSame: { id: number; token: string };
  staffOther: { id: number; token: string };
  orgAdminSame: { id: number; token: string };
  orgAdminOther: { id: number; token: string };
  customerOther: { id: number; trackingNumber: string; shipmentId: number };
}

/** Features of the dashboard sections built so far; seedActors gives them to every member of staff. */
export const STAFF_FEATURES = ['cargo-management', 'live-tracking', 'document-processing', 'ai-chat'] as const;

/**
 * Adds a second organization and people around the demo customer: customers A and B, a staff member and an
 * organization admin in the demo organization; a staff member, an organization admin and a customer with a
 * shipment in another organization. Staff and organization admins have STAFF_FEATURES.
 */
export async function seedActors(srv: TestServer): Promise<Actors> {
  const { Organization, User, Shipment, ShipmentEvent, ComplianceDocument, CommunicationRecord, UserFeature } =
    await import('../src/db/entities/index.ts');
  const { hashPassword } = await import('../src/modules/auth/password.ts');
  const em = srv.services.orm.em.fork();
  const demoOrg = await em.findOneOrFail(Organization, { subdomain: 'demo' });
  const other = em.create(Organization, { name: 'Falcon Freight', subdomain: 'falcon' });
  const hash = await hashPassword(PASSWORD);
  const mk = (username: string, org: typeof demoOrg, role: 'customer' | 'org_user' | 'org_admin') =>
    em.create(User, {
      organization: org,
      username,
      email: `${username}@example.ae`,
      name: username,
      role,
      passwordHash: hash,
    });
  const a = mk('cust_a', demoOrg, 'customer');
  const b = mk('cust_b', demoOrg, 'customer');
  const staffSame = mk('staff_demo', demoOrg, 'org_user');
  const staffOther = mk('staff_falcon', other, 'org_user');
  const customerOther = mk('cust_falcon', other, 'customer');
  const orgAdminSame = mk('admin_demo', demoOrg, 'org_admin');
  const orgAdminOther = mk('admin_falcon', other, 'org_admin');
  for (const user of [staffSame, staffOther, orgAdminSame, orgAdminOther])
    for (const feature of STAFF_FEATURES) em.create(UserFeature, { user, feature });
  const ship = (owner: typeof a, org: typeof demoOrg, tn: string) => {
    const s = em.create(Shipment, {
      organization: org,
      customer: owner,
      trackingNumber: tn,
      trackingKey: tn.replace(/-/g, ''),
      status: 'in_transit',
      origin: 'Dubai, UAE',
      destination: 'Abu Dhabi, UAE',
      service: 'Domestic Road',
      weightKg: 10,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
      declaredValueAed: 100,
      estimatedDelivery: new Date(Date.now() + 86_400_000),
    });
    em.create(ShipmentEvent, {
      shipment: s,
      status: 'in_transit',
      description: 'Picked up',
      location: 'Dubai',
      occurredAt: new Date(),
    });
    em.create(ComplianceDocument, {
      shipment: s,
      documentType: 'commercial_invoice',
      name: 'Commercial Invoice',
      status: 'pending',
      description: 'Awaiting upload',
    });
    em.create(CommunicationRecord, {
      organization: org,
      customer: owner,
      shipment: s,
      channel: 'email',
      messageType: 'booking_confirmation',
      subject: tn,
      occurredAt: new Date(),
    });
    return s;
  };
  const sa = ship(a, demoOrg, 'QAF-900001');
  const so = ship(customerOther, other, 'QAF-900002');
  await em.flush();
  const login = async (username: string) => {
    const res = await srv.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  return {
    customerA: { id: a.id, token: await login('cust_a'), trackingNumber: sa.trackingNumber, shipmentId: sa.id },
    customerB: { id: b.id, token: await login('cust_b') },
    staffSame: { id: staffSame.id, token: await login('staff_demo') },
    staffOther: { id: staffOther.id, token: await login('staff_falcon') },
    orgAdminSame: { id: orgAdminSame.id, token: await login('admin_demo') },
    orgAdminOther: { id: orgAdminOther.id, token: await login('admin_falcon') },
    customerOther: { id: customerOther.id, trackingNumber: so.trackingNumber, shipmentId: so.id },
  };
}

export const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** A request with a JSON body (when given) and the caller's bearer token (when given). */
export const requestJson = (srv: TestServer, method: string, path: string, token?: string, body?: unknown) =>
  srv.request(path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...bearer(token) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

// biome-ignore lint/suspicious/noExplicitAny: test convenience — tests read the fields they assert on
export const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

/** A sign-in (`/api/auth/login` or `/api/admin/login`) and its answer: status and body. */
export async function signIn(srv: TestServer, path: string, username: string, password: string) {
  const res = await requestJson(srv, 'POST', path, undefined, { username, password });
  return { status: res.status, ...((await res.json()) as { token?: string; error?: string }) };
}

/** The token of a sign-in that must succeed (throws with the server's answer otherwise). */
export async function tokenOf(srv: TestServer, path: string, username: string, password: string): Promise<string> {
  const answer = await signIn(srv, path, username, password);
  if (answer.status !== 200 || !answer.token) throw new Error(`sign-in ${username}: ${answer.status} ${answer.error}`);
  return answer.token;
}

/** A test server and the super admin's token (a sign-in that must succeed). */
export async function startAdminServer(env: Record<string, string> = {}): Promise<{ srv: TestServer; admin: string }> {
  const srv = await startTestServer(env);
  return { srv, admin: await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD) };
}

/**
 * Opens Fleet Management (issue 14) the way an operator does, through the admin portal: the fleet-management flag on
 * for each of these users' organizations and the fleet-management feature assigned to each of them.
 */
export async function enableFleet(srv: TestServer, adminToken: string, userIds: number[]): Promise<void> {
  const { User } = await import('../src/db/entities/index.ts');
  const users = await srv.services.orm.em.fork().find(User, { id: { $in: userIds } });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await requestJson(srv, method, path, adminToken, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  };
  for (const orgId of new Set(users.map((u) => u.organization.id))) {
    await call('PUT', `/api/admin/organizations/${orgId}/feature-flags`, { 'fleet-management': true });
  }
  for (const user of users) await call('POST', `/api/admin/users/${user.id}/features/fleet-management`);
}

/**
 * A test server for Fleet Management: seeded actors, the super admin's token, and the fleet-management flag and
 * feature on for the staff and organization admins of both organizations.
 */
export async function startFleetServer(): Promise<{ srv: TestServer; actors: Actors; admin: string }> {
  const { srv, admin } = await startAdminServer();
  const actors = await seedActors(srv);
  const { staffSame, staffOther, orgAdminSame, orgAdminOther } = actors;
  await enableFleet(srv, admin, [staffSame.id, staffOther.id, orgAdminSame.id, orgAdminOther.id]);
  return { srv, actors, admin };
}

/** A member of staff of an organization with no features at all, signed in: a caller every section refuses. */
export async function staffWithoutFeatures(
  srv: TestServer,
  username: string,
  options: { subdomain?: string; role?: 'org_user' | 'org_admin' } = {},
): Promise<string> {
  const { Organization, User } = await import('../src/db/entities/index.ts');
  const { hashPassword } = await import('../src/modules/auth/password.ts');
  const em = srv.services.orm.em.fork();
  em.create(User, {
    organization: await em.findOneOrFail(Organization, { subdomain: options.subdomain ?? 'demo' }),
    username,
    email: `${username}@example.ae`,
    name: username,
    role: options.role ?? 'org_user',
    passwordHash: await hashPassword(PASSWORD),
  });
  await em.flush();
  return tokenOf(srv, '/api/auth/login', username, PASSWORD);
}
