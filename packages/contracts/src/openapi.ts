import { z } from 'zod';
import { API_ENDPOINTS, describeAccess, type EndpointDefinition, ERROR_BODY } from './endpoints.ts';

type Json = Record<string, unknown>;

/**
 * Converts zod schemas to OpenAPI 3.1 schemas (JSON Schema 2020-12). Named schemas (`.meta({ id })`) become
 * components; a request schema whose input form differs from its output form is named `<Id>Input`.
 */
function schemaCollector() {
  const components: Record<string, Json> = {};
  const fingerprints = new Map<string, string>();

  function rewrite(value: unknown, names: Map<string, string>): unknown {
    if (Array.isArray(value)) return value.map((v) => rewrite(v, names));
    if (!value || typeof value !== 'object') return value;
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) {
        out[k] = `#/components/schemas/${names.get(v.slice('#/$defs/'.length))}`;
      } else out[k] = rewrite(v, names);
    }
    return out;
  }

  return {
    components,
    toSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
      const {
        $schema: _drop,
        $defs = {},
        ...root
      } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json & {
        $defs?: Record<string, Json>;
      };
      const names = new Map<string, string>();
      for (const [id, def] of Object.entries($defs)) {
        const text = JSON.stringify(def);
        const seen = fingerprints.get(id);
        names.set(id, seen === undefined || seen === text ? id : `${id}Input`);
        if (seen === undefined) fingerprints.set(id, text);
      }
      for (const [id, def] of Object.entries($defs)) components[names.get(id)!] = rewrite(def, names) as Json;
      return rewrite(root, names) as Json;
    },
  };
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', toSchema: (s: z.ZodType) => Json) {
  if (!schema) return [];
  const json = toSchema(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

/** The first segment after /api/ ('admin' holds the super-admin portal, 'org' the dashboard's staff routes). */
function tagOf(path: string): string {
  return path.split('/')[2] ?? 'api';
}

/** The OpenAPI 3.1 document of the API, generated from the endpoint registry. */
export function openApiDocument(info: { version: string; serverUrl?: string }): Json {
  const { components, toSchema } = schemaCollector();
  const paths: Record<string, Record<string, Json>> = {};
  const errorRef = toSchema(ERROR_BODY, 'output');
  for (const endpoint of API_ENDPOINTS) {
    const e: EndpointDefinition = endpoint;
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    const status = String(e.status ?? 200);
    const success: Json = e.produces
      ? { description: 'Success', content: { [e.produces]: { schema: { type: 'string', format: 'binary' } } } }
      : {
          description: 'Success',
          ...(e.response ? { content: { 'application/json': { schema: toSchema(e.response, 'output') } } } : {}),
        };
    const requestBody = e.body
      ? { required: true, content: { 'application/json': { schema: toSchema(e.body, 'input') } } }
      : e.upload
        ? {
            required: true,
            content: Object.fromEntries(e.upload.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
          }
        : undefined;
    const operation: Json = {
      operationId: `${e.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: e.summary.length > 120 ? `${e.summary.slice(0, 117)}…` : e.summary,
      description: `${e.summary}\n\nAccess: ${describeAccess(e.access)}${e.apiKey ? `; API keys with the scope ${e.apiKey}` : ''}.`,
      tags: [tagOf(e.path)],
      'x-access': e.access,
      parameters: [
        ...parametersOf(e.params, 'path', (s) => toSchema(s, 'input')),
        ...parametersOf(e.query, 'query', (s) => toSchema(s, 'input')),
      ],
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [status]: success,
        '4XX': { description: 'A client error', content: { 'application/json': { schema: errorRef } } },
      },
      ...(e.apiKey ? { 'x-api-key-scope': e.apiKey } : {}),
      ...(e.access === 'anyone' ? {} : { security: [{ bearer: [] }, ...(e.apiKey ? [{ apiKey: [] }] : [])] }),
    };
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Qafila API',
      version: info.version,
      description:
        'Every error answer is `{ "error": "…" }` with a 4xx or 5xx status. Bodies are JSON, at most 1 MiB. ' +
        'Sign in with POST /api/auth/login (or /api/admin/login for the portal) and send the token as a Bearer token; ' +
        'or send an organization API key (qk_live_…) to the operations that accept its scope (docs/api-keys.md).',
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "An organization API key (qk_live_…) as the Bearer token: accepted only by the operations that name its scope in x-api-key-scope, acting as the key's organization",
        },
      },
    },
  };
}
