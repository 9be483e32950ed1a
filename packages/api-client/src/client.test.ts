import { STORAGE_KEYS } from '@qafila/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClientOptions, createApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { defaultRetryDelay } from './retry.ts';
import { createMemoryStorage, type MemoryStorage } from './storage.ts';
import { startHttpServer, type TestHttpServer } from './test/http-server.ts';

let server: TestHttpServer;
let storage: MemoryStorage;
let logged: unknown[][];
let delays: number[];

beforeAll(async () => {
  server = await startHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  storage = createMemoryStorage();
  logged = [];
  delays = [];
});

function client(options: ApiClientOptions = {}) {
  return createApiClient({
    baseUrl: server.url,
    storage,
    logger: { error: (...args: unknown[]) => logged.push(args) },
    retryDelay: (attempt) => {
      delays.push(attempt);
      return 1;
    },
    ...options,
  });
}

describe('authorization', () => {
  it('sends no Authorization header without a stored token', async () => {
    server.reply('GET /api/health', 200, '{"status":"ok"}');
    await client().getHealth();
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the stored user token as a bearer token', async () => {
    storage.setItem(STORAGE_KEYS.token, 'user-token');
    storage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    server.reply('GET /api/user/1', 200, '{"id":1,"username":"demo"}');
    await expect(client().getUser(1)).resolves.toEqual({ id: 1, username: 'demo' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer user-token');
  });

  it('uses the admin token instead for /api/admin/ paths', async () => {
    storage.setItem(STORAGE_KEYS.token, 'user-token');
    storage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    server.reply('GET /api/admin/organizations', 200, '[]');
    await client().get('/api/admin/organizations');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('falls back to the user token on /api/admin/ paths when no admin token is stored', async () => {
    storage.setItem(STORAGE_KEYS.token, 'user-token');
    server.reply('GET /api/admin/organizations', 200, '[]');
    await client().get('api/admin/organizations');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer user-token');
  });

  it('does not treat /api/administrators as an admin path', async () => {
    storage.setItem(STORAGE_KEYS.token, 'user-token');
    storage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    server.reply('GET /api/administrators', 200, '[]');
    await client().get('/api/administrators');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer user-token');
  });

  it('always sends credentials (cookies)', async () => {
    const seen: RequestCredentials[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(input instanceof Request ? input.credentials : (init?.credentials ?? 'same-origin'));
      return fetch(input, init);
    };
    server.reply('GET /api/health', 200, '{}');
    server.reply('POST /api/contact', 201, '{}');
    const api = client({ fetch: recordingFetch });
    await api.getHealth();
    await api.submitContact({ name: 'Layla', company: 'Gulf Freight', email: 'layla@example.ae' });
    expect(seen).toEqual(['include', 'include']);
  });
});

describe('request body', () => {
  it('sends JSON and a JSON content type when a body is given', async () => {
    server.reply('POST /api/contact', 201, '');
    const form = {
      name: 'Layla',
      company: 'Gulf Freight',
      email: 'layla@example.ae',
      phone: '11-50',
      message: 'مرحبا',
    };
    await client().submitContact(form);
    const [request] = server.requests;
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual(form);
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'sends neither body nor content type on a %s without body',
    async (method) => {
      server.reply(`${method} /api/thing`, 200, '{}');
      await client().request(method, '/api/thing');
      const [request] = server.requests;
      expect(request?.headers['content-type']).toBeUndefined();
      expect(request?.body).toBe('');
    },
  );

  it('joins paths onto a base URL that has a base path', async () => {
    server.reply('GET /qafila/api/health', 200, '{"status":"ok"}');
    await expect(client({ baseUrl: `${server.url}/qafila/` }).getHealth()).resolves.toEqual({ status: 'ok' });
  });
});

describe('response body', () => {
  it('parses JSON', async () => {
    server.reply('GET /api/shipments/customer/1', 200, '[{"id":7,"trackingNumber":"QF-1"}]');
    await expect(client().getCustomerShipments(1)).resolves.toEqual([{ id: 7, trackingNumber: 'QF-1' }]);
  });

  it.each([
    ['an empty 200', 200],
    ['a 204', 204],
  ])('turns %s into {}', async (_name, status) => {
    server.reply('POST /api/contact', status, '');
    await expect(client().post('/api/contact', { name: 'x' })).resolves.toEqual({});
    expect(logged).toEqual([]);
  });

  it('turns an unparseable body into {} and logs it', async () => {
    server.reply('GET /api/health', 200, '<html>oops</html>', 'text/html');
    await expect(client().getHealth()).resolves.toEqual({});
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toContain('unparseable');
  });
});

describe('errors', () => {
  it('formats the message as "status: body text", logs and rethrows', async () => {
    server.reply('POST /api/auth/login', 401, '{"error":"Invalid username or password"}');
    const error = await client()
      .login('demo', 'wrong')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"error":"Invalid username or password"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverError).toBe('Invalid username or password');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[1]).toBe(error);
  });

  it('uses the status text when the body is empty', async () => {
    server.reply('POST /api/contact', 503, '');
    await expect(client().submitContact({ name: 'a', company: 'b', email: 'c@d.ae' })).rejects.toThrow(
      /^503: Service Unavailable$/,
    );
  });

  it('has no server error text for a plain-text body', async () => {
    server.reply('POST /api/contact', 400, 'bad', 'text/plain');
    const error = (await client()
      .post('/api/contact', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('400: bad');
    expect(error.serverError).toBeUndefined();
  });
});

describe('retries', () => {
  it('retries a 503 3 times with growing delays, then throws', async () => {
    server.reply('GET /api/health', 503, 'busy', 'text/plain');
    const waits: number[] = [];
    const api = client({
      retryDelay: (attempt) => {
        delays.push(attempt);
        waits.push(defaultRetryDelay(attempt));
        return 1;
      },
    });
    await expect(api.getHealth()).rejects.toThrow('503: busy');
    expect(server.hits('GET /api/health')).toBe(4);
    expect(delays).toEqual([1, 2, 3]);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(waits[1]).toBeGreaterThan(waits[0] as number);
    expect(waits[2]).toBeGreaterThan(waits[1] as number);
    expect(logged).toHaveLength(4);
  });

  it('returns the data when a retry succeeds', async () => {
    let calls = 0;
    server.route('GET /api/user/1', (_req, res) => {
      calls += 1;
      if (calls < 3) res.writeHead(502).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":1,"username":"demo"}');
    });
    await expect(client().getUser(1)).resolves.toEqual({ id: 1, username: 'demo' });
    expect(server.hits('GET /api/user/1')).toBe(3);
  });

  it('shows a 404 at once: a mistyped tracking number is not found, not retried', async () => {
    server.reply('GET /api/shipments/track/QF-404', 404, '{"error":"Shipment not found"}');
    await expect(client().trackShipment('QF-404')).rejects.toThrow('404: {"error":"Shipment not found"}');
    expect(server.hits('GET /api/shipments/track/QF-404')).toBe(1);
    expect(delays).toEqual([]);
  });

  it.each([400, 401, 403, 500])('never retries a %i', async (status) => {
    server.reply('GET /api/user/1', status, '{"error":"No"}');
    await expect(client().getUser(1)).rejects.toThrow(`${status}: `);
    expect(server.hits('GET /api/user/1')).toBe(1);
    expect(delays).toEqual([]);
  });

  it('waits what a 429 asks in Retry-After, then succeeds', async () => {
    let calls = 0;
    const times: number[] = [];
    server.route('GET /api/user/1', (_req, res) => {
      calls += 1;
      times.push(Date.now());
      if (calls === 1) res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' }).end('{}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":1,"username":"demo"}');
    });
    await expect(client().getUser(1)).resolves.toEqual({ id: 1, username: 'demo' });
    expect(server.hits('GET /api/user/1')).toBe(2);
    // Retry-After replaces the back-off schedule (the client's retryDelay was not asked).
    expect(delays).toEqual([]);
    expect((times[1] as number) - (times[0] as number)).toBeGreaterThanOrEqual(950);
  });

  it('shows a 429 at once when its Retry-After is longer than the longest back-off', async () => {
    server.route('GET /api/user/1', (_req, res) => {
      res.writeHead(429, { 'retry-after': '900', 'content-type': 'application/json' }).end('{"error":"Slow down"}');
    });
    const error = (await client()
      .getUser(1)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe('900');
    expect(server.hits('GET /api/user/1')).toBe(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s', async (method) => {
    server.reply(`${method} /api/thing`, 503, 'busy', 'text/plain');
    await expect(client().request(method, '/api/thing', { a: 1 })).rejects.toThrow('503: busy');
    expect(server.hits(`${method} /api/thing`)).toBe(1);
  });

  it('retries network failures of reads', async () => {
    const closed = await startHttpServer();
    const url = closed.url;
    await closed.close();
    await expect(client({ baseUrl: url }).getHealth()).rejects.toThrow();
    expect(delays).toEqual([1, 2, 3]);
  });

  it('stops retrying when the request is aborted', async () => {
    server.reply('GET /api/health', 503, 'busy', 'text/plain');
    const controller = new AbortController();
    const api = client({
      retryDelay: () => {
        controller.abort();
        return 1000;
      },
    });
    await expect(api.getHealth({ signal: controller.signal })).rejects.toThrow();
    expect(server.hits('GET /api/health')).toBe(1);
  });
});

describe('endpoints', () => {
  it('URL-encodes the tracking number', async () => {
    server.reply('GET /api/shipments/track/AE%2F123%2045', 200, '{"trackingNumber":"AE/123 45"}');
    await expect(client().trackShipment('AE/123 45')).resolves.toEqual({ trackingNumber: 'AE/123 45' });
  });

  it('calls the shipment, compliance and communications reads on their paths', async () => {
    server.reply('GET /api/shipments/9/compliance', 200, '{"shipmentId":9,"checks":{}}');
    server.reply('GET /api/users/1/communications', 200, '[]');
    const api = client();
    await expect(api.getShipmentCompliance(9)).resolves.toEqual({ shipmentId: 9, checks: {} });
    await expect(api.getCommunications(1)).resolves.toEqual([]);
  });

  it('logs in with username and password', async () => {
    server.reply('POST /api/auth/login', 200, '{"token":"t","user":{"id":1,"username":"demo"}}');
    await expect(client().login('demo', 'secret')).resolves.toEqual({ token: 't', user: { id: 1, username: 'demo' } });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ username: 'demo', password: 'secret' });
  });

  it('sends chat messages on the web channel', async () => {
    server.reply('POST /api/chat/session_1_abc/messages', 201, '{"id":1}');
    await client().sendChatMessage('session_1_abc', { content: 'Where is QF-1?', userId: 1 });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      content: 'Where is QF-1?',
      userId: 1,
      channel: 'web',
    });
  });

  it('reads chat messages, and reports any failure as "Failed to fetch messages"', async () => {
    server.reply('GET /api/chat/session_ok/messages', 200, '[]');
    await expect(client().getChatMessages('session_ok')).resolves.toEqual([]);
    server.reply('GET /api/chat/session_bad/messages', 500, 'boom', 'text/plain');
    const error = (await client()
      .getChatMessages('session_bad')
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('Failed to fetch messages');
    expect((error.cause as Error).message).toBe('500: boom');
  });

  describe('detectLanguage', () => {
    it('skips the call for blank text and returns the current language', async () => {
      await expect(client().detectLanguage('  \n ', 'ar')).resolves.toBe('ar');
      expect(server.requests).toEqual([]);
    });

    it('returns the detected language', async () => {
      server.reply('POST /api/language/detect', 200, '{"language":"ar"}');
      await expect(client().detectLanguage('وين شحنتي؟', 'en')).resolves.toBe('ar');
      expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ text: 'وين شحنتي؟' });
    });

    it('keeps the current language when detection fails or answers an unsupported language', async () => {
      server.reply('POST /api/language/detect', 500, 'boom', 'text/plain');
      await expect(client().detectLanguage('hello', 'ar')).resolves.toBe('ar');
      expect(server.hits('POST /api/language/detect')).toBe(1);
      expect(logged.some(([message]) => String(message).includes('Language detection failed'))).toBe(true);

      server.reply('POST /api/language/detect', 200, '{"language":"fr"}');
      await expect(client().detectLanguage('bonjour', 'en')).resolves.toBe('en');
    });
  });
});

describe('upload', () => {
  it('sends a raw body with its content type and extra headers, with the bearer token, once', async () => {
    storage.setItem(STORAGE_KEYS.token, 'user-token');
    server.reply('POST /api/org/shipments/bulk', 201, '{"imported":1}');
    const csv = 'customer_username,origin\nlayla,Dubai\n';
    await expect(
      client().upload('/api/org/shipments/bulk', {
        body: csv,
        contentType: 'text/csv',
        headers: { 'x-file-name': 'a.csv' },
      }),
    ).resolves.toEqual({ imported: 1 });
    const sent = server.requests[0];
    expect(sent?.body).toBe(csv);
    expect(sent?.headers['content-type']).toBe('text/csv');
    expect(sent?.headers['x-file-name']).toBe('a.csv');
    expect(sent?.headers.authorization).toBe('Bearer user-token');
  });

  it('is a write: a failure is not retried', async () => {
    server.reply('POST /api/org/shipments/bulk', 503, '{"error":"busy"}');
    await expect(client().upload('/api/org/shipments/bulk', { body: 'x', contentType: 'text/csv' })).rejects.toThrow(
      '503',
    );
    expect(server.requests).toHaveLength(1);
  });
});
