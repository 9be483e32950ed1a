import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_PASSWORD, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

const json = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('GET /api/health', () => {
  it('reports the version and a working database', async () => {
    const res = await srv.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { database: { driver: string } };
    expect(body).toMatchObject({ status: 'ok', version: '0.1.0', database: { status: 'ok' } });
    expect(['sqlite', 'postgresql']).toContain(body.database.driver);
  });

  it('answers a plain probe before Koa exactly as the Koa route answers the same request', async () => {
    // `?via=koa` and an Authorization header send the request through Koa; the plain URL takes the probe.
    const probe = await srv.request('/api/health');
    const viaKoa = await srv.request('/api/health?via=koa');
    const signedIn = await srv.request('/api/health', { headers: { authorization: 'Bearer not-a-token' } });
    const varying = new Set(['date', 'x-request-id', 'content-length', 'keep-alive', 'connection']);
    const headersOf = (res: Response) => [...res.headers].filter(([name]) => !varying.has(name)).sort();
    expect(headersOf(probe)).toEqual(headersOf(viaKoa));
    expect(headersOf(probe)).toEqual(headersOf(signedIn));
    const keys = (body: unknown) => Object.keys(body as object).sort();
    const [a, b] = [await probe.json(), await viaKoa.json()];
    expect(keys(a)).toEqual(keys(b));
    expect(a).toMatchObject({ status: 'ok', version: '0.1.0', database: { status: 'ok' } });
    await signedIn.body?.cancel();
  });

  it('answers 503 and degraded when the database is gone', async () => {
    const other = await startTestServer();
    await other.services.orm.close(true);
    const res = await other.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: { status: 'error' } });
    other.services.close = async () => {};
    await other.close();
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await srv.request('/api/xyz');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: 'Not found: GET /api/xyz' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await srv.request('/api/health', json('{"a":'));
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Malformed JSON body' });
    expect(text).not.toMatch(/at .*\.ts:\d+|node_modules/);
  });

  it('answers a JSON body over 1 MiB with 413', async () => {
    const big = JSON.stringify({ text: 'a'.repeat(2 * 1024 * 1024) });
    const res = await srv.request('/api/anything', json(big));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large' });
  });

  it('answers a wrong method on a known route with 405 JSON', async () => {
    const res = await srv.request('/api/health', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: 'Method not allowed' });
  });
});

describe('headers', () => {
  it('sets a request id and security headers', async () => {
    const res = await srv.request('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const generated = await srv.request('/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('web app', () => {
  it('serves page routes with the app shell and 200', async () => {
    for (const path of ['/about', '/app', '/app/dashboard/fleet', '/admin/login']) {
      const res = await srv.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('shell');
    }
  });

  it('serves the prerendered public pages in English and at their Arabic twins', async () => {
    for (const [path, text] of [
      ['/', 'landing page'],
      ['/ar', 'landing ar'],
      ['/ar/', 'landing ar'],
      ['/features', 'features page'],
      ['/features/', 'features page'],
      ['/ar/features', 'features ar'],
    ]) {
      const res = await srv.request(path!);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(text);
    }
  });

  it('serves unknown paths with the shell and 404, so the app shows its 404 page', async () => {
    const res = await srv.request('/xyz');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('shell');
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await srv.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await srv.request('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
    const html = await srv.request('/');
    expect(html.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses pages for clients that accept it, and says the answer varies with that', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await srv.request('/ar', { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(res.headers.get('vary'), encoding).toMatch(/accept-encoding/i);
      expect(await res.text(), encoding).toContain('landing ar');
    }
    const plain = await srv.request('/ar', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('landing ar');
  });

  it('does not serve files outside the web root', async () => {
    const res = await srv.request('/..%2f..%2fetc%2fpasswd');
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('root:');
  });
});

/** A request through node:http, which (unlike fetch) sends any method, TRACE included, and any body bytes. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, srv.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('no 500 from hostile input (issue 12)', () => {
  const contact = (message: string) =>
    JSON.stringify({ name: 'Mariam', company: 'Qafila', email: 'mariam@example.ae', message });

  it('answers a body that is not valid gzip with 400', async () => {
    for (const encoding of ['gzip', 'deflate']) {
      const res = await rawRequest(
        'POST',
        '/api/contact',
        { 'content-type': 'application/json', 'content-encoding': encoding },
        Buffer.from('this is not compressed at all'),
      );
      expect(res.status, res.text).toBe(400);
      expect(JSON.parse(res.text)).toEqual({ error: 'Request body is not valid compressed data' });
    }
    // A real gzip body still works.
    const ok = await rawRequest(
      'POST',
      '/api/contact',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(contact('gzipped')),
    );
    expect(ok.status, ok.text).toBe(201);
  });

  it.each(['PROPFIND', 'TRACE', 'COPY', 'MOVE', 'LOCK', 'MKCOL', 'SEARCH', 'PURGE'])(
    'answers %s on API and page paths with 405 and an error',
    async (method) => {
      for (const path of ['/api/health', '/api/contact', '/api/org/shipments', '/api/nothing-here', '/', '/app']) {
        const res = await rawRequest(method, path);
        expect(res.status, `${method} ${path}: ${res.text}`).toBe(405);
        expect(JSON.parse(res.text)).toEqual({ error: `Method ${method} is not allowed` });
        expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      }
    },
  );

  it('refuses NUL and other control characters in body fields with 400 naming the field', async () => {
    const res = await srv.request('/api/contact', json(contact('a\u0000b')));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'message: message must not contain control characters (U+0000)' });
    const login = await srv.request('/api/auth/login', json(JSON.stringify({ username: 'demo\u0000', password: 'x' })));
    expect(login.status).toBe(400);
    expect(await login.json()).toEqual({ error: 'username: username must not contain control characters (U+0000)' });
    const bell = await srv.request('/api/contact', json(contact('ring \u0007')));
    expect(bell.status).toBe(400);
  });

  it('refuses lone surrogates, and line breaks in one-line fields', async () => {
    const lone = await srv.request('/api/contact', json(contact('half a pair: \ud83d')));
    expect(lone.status).toBe(400);
    expect(await lone.json()).toEqual({ error: 'message: message must not contain unpaired surrogates (U+D83D)' });
    const name = await srv.request(
      '/api/contact',
      json(JSON.stringify({ name: 'Mariam\nAl Suwaidi', company: 'Qafila', email: 'mariam@example.ae' })),
    );
    expect(name.status).toBe(400);
    expect(await name.json()).toEqual({ error: 'name: name must be one line without tabs or line breaks (U+000A)' });
  });

  it('keeps tabs, line breaks, emoji, Arabic and bidirectional marks in multi-line text', async () => {
    const res = await srv.request('/api/contact', json(contact('سطر أول\n\tسطر ثانٍ 🚚 \u202Bمرحبا\u202C\r\nend')));
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it('refuses control characters in query-string values with 400', async () => {
    const login = await srv.request(
      '/api/auth/login',
      json(JSON.stringify({ username: 'ops', password: OPS_PASSWORD })),
    );
    const { token } = (await login.json()) as { token: string };
    const res = await srv.request('/api/org/shipments?q=%00', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, await res.clone().text()).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^q: .*control characters \(U\+0000\)/);
    const tracking = await srv.request('/api/org/tracking?q=QAF%00', { headers: { authorization: `Bearer ${token}` } });
    expect(tracking.status, await tracking.clone().text()).toBe(400);
  });
});
