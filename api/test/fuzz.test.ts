import { request as httpRequest } from 'node:http';
import { API_ENDPOINTS } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  enableFleet,
  OPS_PASSWORD,
  startTestServer,
  type TestServer,
} from './helpers.ts';

/**
 * Issue 12 "must show": every route of the API, called by a visitor, the demo customer, the demo organization's
 * admin and the super admin, with hostile values in path parameters, query parameters and body fields — NUL,
 * other control characters, lone surrogates, RTL overrides, 10,000 characters of Arabic, SQL and path tricks,
 * prototype-pollution keys, wrong types — and with unknown methods. No answer may be a 5xx, and every 4xx must be
 * `{ "error": "…" }`. Fixed lists, no randomness: the same requests every run. The test has its own server.
 */

const ARABIC_10K = 'ق'.repeat(10_000);
/** Hostile text for body fields and query values. */
const HOSTILE_TEXT: string[] = [
  'a\u0000b',
  '\u0000',
  'ring\u0007bell\u001b[31m',
  'del\u007f',
  'half \ud800 pair',
  '\udc00',
  '\u202Eevil\u202C.pdf',
  '\u200F\u061C مرحبا \u2067isolate\u2069',
  ARABIC_10K,
  "' or '1'='1' --",
  '? ?? \\? $1 :name',
  '%00%ff',
  '../../../etc/passwd',
  '',
  ' \t\n ',
  '🚚'.repeat(300),
];
/** Wrong types for every field. */
const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, [], ['a', 1], {}, { $gt: '' }, { $ne: null }, 'NaN'];
/** Path-parameter values, already percent-encoded as they appear in a URL. */
const HOSTILE_PATH: string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate's UTF-8 form: not valid UTF-8
  '%E2%80%AEevil',
  encodeURIComponent('ق'.repeat(1000)),
  '%',
  '%zz',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e309',
  '99999999999999999999999',
  '__proto__',
  '%27%20or%201%3D1',
];
/** Every query parameter the API reads, and a few it does not. */
const QUERY_KEYS = ['q', 'status', 'page', 'pageSize', 'limit', 'action', 'documentType', 'shipmentId', 'x'];
/** Query values stay within Node's 16 KB limit for the request head (beyond it Node answers 431 before the app). */
const queryValue = (value: string) => (value.length > 200 ? value.slice(0, 200) : value);
/** Bodies written as JSON text: prototype pollution and values that are not objects. */
const RAW_BODIES: string[] = [
  '{"__proto__":{"polluted":"yes","role":"super_admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"name":"x","__proto__":{"toString":"boom"},"email":{"__proto__":{"polluted":"yes"}}}',
  '[]',
  '[{"__proto__":{"polluted":"yes"}}]',
  'null',
  '"text"',
  '12',
  `{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`,
];
const UNKNOWN_METHODS = ['PROPFIND', 'TRACE', 'COPY', 'PURGE'];

/** A body with every field any request schema reads; `text` goes into every text field, the rest stay plausible. */
function bodyWith(text: unknown) {
  return {
    name: text,
    company: text,
    email: 'fuzz@example.ae',
    phone: text,
    message: text,
    language: 'ar',
    website: '',
    username: text,
    password: text,
    currentPassword: text,
    newPassword: text,
    content: text,
    userId: 1,
    channel: 'web',
    text,
    summary: text,
    category: 'other',
    topic: text,
    preferredAt: '2030-01-01T10:00:00+04:00',
    reason: text,
    status: 'rejected',
    location: text,
    origin: text,
    destination: text,
    description: text,
    jobTitle: text,
    companyName: text,
    phoneNumber: text,
    displayName: text,
    adminName: text,
    adminEmail: 'fuzz-admin@example.ae',
    subdomain: text,
    logoUrl: text,
    events: [{ type: 'event', path: text, category: text, label: text }],
    [String(text).slice(0, 100) || 'empty']: text,
  };
}
/** The same body with one wrong type in every field. */
function bodyOfType(value: unknown) {
  return Object.fromEntries(Object.keys(bodyWith('x')).map((k) => [k, value]));
}

/** A harmless value for a path parameter that is not being fuzzed (ids that do not exist: nothing is deleted). */
function plausible(param: string): string {
  if (param === 'sessionId') return 'fuzz-session-0001';
  if (param === 'trackingNumber') return 'QAF-000000';
  if (param === 'featureId') return 'ai-chat';
  return '999999';
}

interface Call {
  method: string;
  path: string;
  token?: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

let srv: TestServer;
const tokens: Record<'anonymous' | 'customer' | 'orgAdmin' | 'admin', string | undefined> = {
  anonymous: undefined,
  customer: undefined,
  orgAdmin: undefined,
  admin: undefined,
};
type Actor = keyof typeof tokens;

async function signIn(actor: Actor): Promise<void> {
  if (actor === 'anonymous') return;
  const [path, username, password] =
    actor === 'admin'
      ? ['/api/admin/login', 'admin', ADMIN_PASSWORD]
      : actor === 'customer'
        ? ['/api/auth/login', 'demo', DEMO_PASSWORD]
        : ['/api/auth/login', 'ops', OPS_PASSWORD];
  const res = await srv.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${actor}: ${res.status} ${await res.text()}`);
  tokens[actor] = ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  srv = await startTestServer({ QAFILA_CONTACT_LIMIT_PER_HOUR: '1000000' });
  for (const actor of Object.keys(tokens) as Actor[]) await signIn(actor);
  // The organization admin also gets Fleet Management, so that its routes are fuzzed past their guard.
  const { User } = await import('../src/db/entities/index.ts');
  const ops = await srv.services.orm.em.fork().findOneOrFail(User, { username: 'ops' });
  await enableFleet(srv, tokens.admin!, [ops.id]);
}, 30_000);
afterAll(() => srv.close());

/** node:http, not fetch: it sends any method (TRACE included) and any path bytes. */
function send(call: Call): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.body !== undefined) {
      headers['content-type'] = call.contentType ?? 'application/json';
      headers['content-length'] = String(Buffer.byteLength(call.body));
    }
    const url = new URL(srv.url);
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: call.method, path: call.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

describe('fuzz: no 5xx from any route (issue 12)', () => {
  it('answers every hostile request with a status under 500, and every 4xx with { error }', async () => {
    const started = performance.now();
    // The reference page's script is a 4 MB file that reads no input: fetching it hundreds of times proves nothing.
    const routes = API_ENDPOINTS.filter((e) => e.path !== '/api/reference/scalar.js').map((e) => ({
      method: e.method as string,
      path: e.path as string,
    }));
    expect(routes.length).toBeGreaterThan(50);

    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    let count = 0;
    const revokes = (path: string) => /logout|password/.test(path);

    async function check(call: Call, label: string) {
      const res = await send(call).catch((e: Error) => ({ status: 999, text: `connection error: ${e.message}` }));
      count++;
      byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
      const where = `${call.method} ${call.path.slice(0, 120)} [${label}]`;
      if (res.status >= 500) failures.push(`${where} → ${res.status} ${res.text.slice(0, 200)}`);
      else if (res.status >= 400) {
        let error: unknown;
        try {
          error = (JSON.parse(res.text) as { error?: unknown }).error;
        } catch {
          error = undefined;
        }
        if (typeof error !== 'string' || error.length === 0) {
          failures.push(`${where} → ${res.status} without { error }: ${res.text.slice(0, 200)}`);
        }
      }
    }
    /** Runs calls a few at a time: quicker than one by one, gentle on a 2-core machine. */
    async function run(calls: [Call, string][]) {
      const queue = [...calls];
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) await check(...next);
        }),
      );
    }

    for (const actor of Object.keys(tokens) as Actor[]) {
      for (const route of routes) {
        // Sign-in ignores the caller's token, and each attempt costs a password hash: the visitor's pass covers it.
        if (actor !== 'anonymous' && /^\/api\/(auth|admin)\/login$/.test(route.path)) continue;
        const token = tokens[actor];
        const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        const fill = (fuzzed?: string, value?: string) =>
          route.path.replace(/:(\w+)/g, (_, name: string) => (name === fuzzed ? value! : plausible(name)));
        const path = fill();
        const calls: [Call, string][] = [];
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';

        // Unknown methods are refused before authentication: the visitor's pass covers them.
        if (actor === 'anonymous') {
          for (const method of UNKNOWN_METHODS) calls.push([{ method, path }, `${actor} method`]);
        }
        // A caller refused at the door (401/403 for the plain request) never reaches the route's input handling:
        // for them, only the path parameters are fuzzed.
        const probe = await send({ method: route.method, path, token, body: hasBody ? '{}' : undefined });
        count++;
        const refused = probe.status === 401 || probe.status === 403;

        // Path parameters.
        for (const param of params) {
          for (const value of HOSTILE_PATH) {
            calls.push([
              { method: route.method, path: fill(param, value), token, body: hasBody ? '{}' : undefined },
              `${actor} path ${param}`,
            ]);
          }
        }
        if (refused) {
          await run(calls);
          continue;
        }
        // Query parameters: all keys at once with each hostile value, then each key alone with the worst ones.
        for (const value of HOSTILE_TEXT.map(queryValue)) {
          const qs = QUERY_KEYS.map((k) => `${k}=${encodeQuery(value)}`).join('&');
          calls.push([{ method: route.method, path: `${path}?${qs}`, token }, `${actor} query all`]);
        }
        if (route.method === 'GET') {
          for (const key of QUERY_KEYS) {
            for (const raw of ['%00', '%ED%A0%80', `${key}=a&${key}=b`, `${key}[__proto__][polluted]=yes`]) {
              const qs = raw.includes('=') ? raw : `${key}=${raw}`;
              calls.push([{ method: 'GET', path: `${path}?${qs}`, token }, `${actor} query ${key}`]);
            }
          }
          calls.push([
            { method: 'GET', path: `${path}?__proto__[polluted]=yes&constructor[prototype][polluted]=yes`, token },
            `${actor} query proto`,
          ]);
        }
        // Bodies.
        if (hasBody) {
          for (const value of HOSTILE_TEXT) {
            calls.push([
              { method: route.method, path, token, body: JSON.stringify(bodyWith(value)) },
              `${actor} body text`,
            ]);
          }
          for (const value of WRONG_TYPES) {
            calls.push([
              { method: route.method, path, token, body: JSON.stringify(bodyOfType(value)) },
              `${actor} body type`,
            ]);
          }
          for (const raw of RAW_BODIES)
            calls.push([{ method: route.method, path, token, body: raw }, `${actor} raw body`]);
          calls.push([
            {
              method: route.method,
              path,
              token,
              body: 'a=%00&b[]=1',
              contentType: 'application/x-www-form-urlencoded',
            },
            `${actor} form body`,
          ]);
          calls.push([
            { method: route.method, path, token, body: 'not gzip', headers: { 'content-encoding': 'gzip' } },
            `${actor} bad gzip`,
          ]);
          calls.push([
            { method: route.method, path, token, body: '{"a":1}', headers: { 'content-encoding': 'br, x-nope' } },
            `${actor} unknown encoding`,
          ]);
        }
        await run(calls);
        // Routes that revoke the token (logout, password change) are followed by a fresh sign-in.
        if (revokes(route.path)) await signIn(actor);
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const statuses = [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `fuzz: ${count} requests over ${routes.length} routes × 4 callers in ${seconds} s; 5xx: ${failures.filter((f) => / → 5\d\d /.test(f)).length}; statuses ${statuses}`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
    expect(count).toBeGreaterThan(5_000);
    // Nothing a request sent reached Object.prototype (the server runs in this process).
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }, 120_000);
});

/** Percent-encodes a query value; lone surrogates (which encodeURIComponent refuses) become invalid UTF-8 bytes. */
function encodeQuery(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w]/g, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    });
  }
}
