import { API_ENDPOINTS, type EndpointDefinition, endpointKey, Health } from '@qafila/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Context } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/app.ts';
import { checkResponse } from '../src/http/api-router.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/** Issue 13: the endpoint registry of @qafila/contracts is the API: bound, checked and published from one source. */
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

describe('endpoint registry', () => {
  it('binds every registry entry as a route, and no route that is not in the registry', () => {
    const bound = apiRoutes(srv.services).stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`),
    );
    expect(bound).toEqual(API_ENDPOINTS.map(endpointKey));
  });

  it('declares a schema for every path parameter, and a response or a content type for every success', () => {
    for (const endpoint of API_ENDPOINTS) {
      const e: EndpointDefinition = endpoint;
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const declared = e.params ? Object.keys((e.params as unknown as { shape: object }).shape) : [];
      expect(declared, endpointKey(e)).toEqual(names);
      expect(Boolean(e.response) !== Boolean(e.produces), endpointKey(e)).toBe(true);
    }
  });

  it('fails an answer whose body drifted from its response schema (test mode)', () => {
    const health = API_ENDPOINTS.find((e) => e.path === '/api/health')!;
    const ok = {
      status: 200,
      body: { status: 'ok', version: '1', uptimeSeconds: 1, database: { status: 'ok', driver: 'sqlite' } },
    };
    expect(Health.safeParse(ok.body).success).toBe(true);
    expect(() => checkResponse(health, ok as unknown as Context)).not.toThrow();
    const drifted = { status: 200, body: { ...ok.body, uptimeSeconds: 'one' } };
    expect(() => checkResponse(health, drifted as unknown as Context)).toThrow(/does not match its response schema/);
    const badError = { status: 400, body: { message: 'no error field' } };
    expect(() => checkResponse(health, badError as unknown as Context)).toThrow(/not \{ error \}/);
  });

  it('answers 400 { error } naming the parameter when a path id is not a positive whole number', async () => {
    for (const value of ['0', 'abc', '1.5', '-3', '99999999999999999999999']) {
      const res = await srv.request(`/api/shipments/customer/${value}`);
      expect(res.status, value).toBe(400);
      expect(await res.json()).toEqual({ error: 'customerId must be a positive whole number' });
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with every route of the registry', async () => {
    const res = await srv.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(new Set(operations)).toEqual(new Set(API_ENDPOINTS.map(endpointKey)));
  });
});

describe('GET /api/reference', () => {
  it('serves the reference page and its script from this server, nothing from elsewhere', async () => {
    const page = await srv.request('/api/reference');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    const script = await srv.request('/api/reference/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
