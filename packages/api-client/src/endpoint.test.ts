import { STORAGE_KEYS } from '@qafila/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { type ApiClientOptions, createApiClient } from './client.ts';
import { buildPath, dispositionFileName } from './endpoint.ts';
import { ApiError } from './errors.ts';
import { createMemoryStorage, type MemoryStorage } from './storage.ts';
import { startHttpServer, type TestHttpServer } from './test/http-server.ts';

let server: TestHttpServer;
let storage: MemoryStorage;

beforeAll(async () => {
  server = await startHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  storage = createMemoryStorage();
});

const client = (options: ApiClientOptions = {}) =>
  createApiClient({
    baseUrl: server.url,
    storage,
    logger: { error: () => undefined },
    retryDelay: () => 1,
    ...options,
  });

describe('buildPath', () => {
  it('fills each param, percent-encoded', () => {
    expect(buildPath('GET /api/shipments/track/:trackingNumber', { trackingNumber: 'QF 1/2?x' })).toBe(
      '/api/shipments/track/QF%201%2F2%3Fx',
    );
    expect(buildPath('POST /api/admin/users/:userId/features/:featureId', { userId: 4, featureId: 'ai/chat' })).toBe(
      '/api/admin/users/4/features/ai%2Fchat',
    );
  });

  it('adds the defined query fields and leaves out the rest', () => {
    expect(buildPath('GET /api/org/shipments', undefined, { q: 'دبي & co', page: 2, status: undefined })).toBe(
      '/api/org/shipments?q=%D8%AF%D8%A8%D9%8A+%26+co&page=2',
    );
  });

  it('refuses a missing param rather than calling a wrong path', () => {
    expect(() => buildPath('GET /api/user/:id', {})).toThrow("missing path param 'id'");
  });
});

describe('call', () => {
  it('sends the registry method to the built path with the stored token and a JSON body', async () => {
    storage.setItem(STORAGE_KEYS.token, 'user-token');
    server.reply('POST /api/org/documents/7/review', 200, '{"id":7}');
    const answer = await client().call('POST /api/org/documents/:id/review', {
      params: { id: 7 },
      body: { status: 'approved' },
    });
    expect(answer).toEqual({ id: 7 });
    const [request] = server.requests;
    expect(request?.url).toBe('/api/org/documents/7/review');
    expect(request?.headers.authorization).toBe('Bearer user-token');
    expect(JSON.parse(request?.body ?? '')).toEqual({ status: 'approved' });
  });

  it('types params, body and response from the registry', () => {
    const api = client();
    expectTypeOf(api.call<'GET /api/me'>).returns.resolves.toHaveProperty('username');
    // @ts-expect-error: the path needs its `id`
    void (() => api.call('GET /api/user/:id', {}));
    // @ts-expect-error: login takes a body
    void (() => api.call('POST /api/auth/login'));
  });

  it('fails with a `status: body` ApiError and does not retry a 404', async () => {
    server.reply('GET /api/shipments/track/QF-0', 404, '{"error":"Shipment not found"}');
    const error = await client()
      .call('GET /api/shipments/track/:trackingNumber', { params: { trackingNumber: 'QF-0' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"error":"Shipment not found"}');
    expect(server.hits('GET /api/shipments/track/QF-0')).toBe(1);
  });

  it('sends an explicit token and keepalive when asked (a sign-out after the stored token is gone)', async () => {
    server.reply('POST /api/auth/logout', 200, '{"success":true}');
    await client().call('POST /api/auth/logout', {}, { token: 'old-token', keepalive: true });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer old-token');
  });

  it('sends no token when anonymous', async () => {
    storage.setItem(STORAGE_KEYS.token, 'user-token');
    server.reply('POST /api/analytics/events', 202, '{"accepted":0}');
    await client().call('POST /api/analytics/events', { body: { events: [] } }, { anonymous: true });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('queryOptions and invalidate', () => {
  it('keys a query [key, input] and passes the signal to the call', async () => {
    server.reply('GET /api/org/shipments', 200, '{"items":[],"total":0}');
    const options = client().queryOptions('GET /api/org/shipments', { query: { q: 'QF', page: '2' } });
    expect(options.queryKey).toEqual(['GET /api/org/shipments', { query: { q: 'QF', page: '2' } }]);
    await expect(options.queryFn({ signal: new AbortController().signal })).resolves.toEqual({ items: [], total: 0 });
    expect(server.requests[0]?.url).toBe('/api/org/shipments?q=QF&page=2');
  });

  it('invalidates every input of an endpoint by its key', async () => {
    const seen: unknown[] = [];
    await client().invalidate(
      { invalidateQueries: async (filters) => void seen.push(filters.queryKey) },
      'GET /api/org/shipments',
      'GET /api/org/documents',
    );
    expect(seen).toEqual([['GET /api/org/shipments'], ['GET /api/org/documents']]);
  });
});

describe('uploadFile', () => {
  it('POSTs the file as the body with its content type and reports progress up to 1', async () => {
    storage.setItem(STORAGE_KEYS.token, 'user-token');
    server.reply('POST /api/org/shipments/bulk', 200, '{"imported":1,"errors":[]}');
    const progress: number[] = [];
    const csv = `trackingNumber\n${'QF-1\n'.repeat(20_000)}`;
    const result = await client().uploadFile('POST /api/org/shipments/bulk', {}, csv, {
      contentType: 'text/csv',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result).toEqual({ imported: 1, errors: [] });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('text/csv');
    expect(request?.headers.authorization).toBe('Bearer user-token');
    expect(request?.body).toBe(csv);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('is never retried', async () => {
    server.reply('POST /api/org/shipments/bulk', 503, '');
    await expect(
      client().uploadFile('POST /api/org/shipments/bulk', {}, 'x', { contentType: 'text/csv' }),
    ).rejects.toThrow('503');
    expect(server.hits('POST /api/org/shipments/bulk')).toBe(1);
  });
});

describe('download', () => {
  it('returns the body as a Blob and the file name of Content-Disposition', async () => {
    server.route('GET /api/org/documents/3/file', (_req, res) => {
      res
        .writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="invoice.pdf"; filename*=UTF-8''${encodeURIComponent('فاتورة.pdf')}`,
        })
        .end('%PDF');
    });
    const { blob, fileName } = await client().download('GET /api/org/documents/:id/file', { params: { id: 3 } });
    expect(fileName).toBe('فاتورة.pdf');
    expect(await blob.text()).toBe('%PDF');
  });

  it('rejects a refusal with its status', async () => {
    server.reply('GET /api/shipments/5/documents/archive', 401, '{"error":"Sign in"}');
    await expect(
      client().download('GET /api/shipments/:shipmentId/documents/archive', { params: { shipmentId: 5 } }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('dispositionFileName', () => {
  it.each([
    ['attachment; filename="a.csv"', 'a.csv'],
    ['attachment; filename=b.zip', 'b.zip'],
    ["attachment; filename*=UTF-8''%E2%9C%93.txt", '✓.txt'],
    ['attachment; filename="plain.txt"; filename*=UTF-8\'\'%E0%A4', 'plain.txt'],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(dispositionFileName(header)).toBe(name);
  });
});
