import { z } from 'zod';
import { API_ENDPOINTS, describeAccess, type EndpointDefinition, ERROR_BODY, WS_ENDPOINT } from './endpoints.ts';

function schemaName(schema: z.ZodType | undefined): string {
  if (!schema) return '—';
  const meta = z.globalRegistry.get(schema);
  if (meta?.id) return `\`${meta.id}\``;
  if (schema instanceof z.ZodArray) {
    const inner = z.globalRegistry.get(schema.element as z.ZodType);
    if (inner?.id) return `\`${inner.id}[]\``;
  }
  return 'inline';
}

/** The API reference generated from the zod contracts: a Markdown index and a JSON Schema bundle. */
export function renderApiDocs(): Record<string, string> {
  const bundle = z.toJSONSchema(z.globalRegistry, {
    unrepresentable: 'any',
    io: 'output',
    uri: (id) => `#/$defs/${id}`,
  }) as { schemas: Record<string, Record<string, unknown>> };
  const sorted = Object.fromEntries(
    Object.entries(bundle.schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, schema]) => {
        const { $schema: _drop, ...rest } = schema;
        return [id, rest];
      }),
  );
  const rows = [
    ...API_ENDPOINTS.map((e) => {
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      const def: EndpointDefinition = e;
      const request = def.body ? schemaName(def.body) : (def.upload?.join(', ') ?? '—');
      const response = def.produces ?? schemaName(def.response);
      const status = def.status ?? 200;
      return `| ${e.method} | \`${path}\` | ${e.summary} | ${describeAccess(e.access)}${e.apiKey ? `; API keys with ${e.apiKey}` : ''} | ${request} | ${status} ${response} |`;
    }),
    `| WS | \`${WS_ENDPOINT.path}\` | ${WS_ENDPOINT.summary} | ${WS_ENDPOINT.access} | — | ${schemaName(WS_ENDPOINT.response)} |`,
  ];
  const md = [
    '# Qafila API reference',
    '',
    '<!-- Generated from packages/contracts by `pnpm --filter @qafila/contracts docs:api`. Do not edit. -->',
    '',
    `Every error answer is ${schemaName(ERROR_BODY)} \`{ "error": "…" }\` with a 4xx or 5xx status. Bodies are JSON`,
    '(`content-type: application/json`), at most 1 MiB (413 beyond). Malformed JSON is 400; an unknown `/api/*`',
    'path is 404; a known path with another method is 405.',
    '',
    '| Method | Path | Summary | Access | Request | Response |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    'The JSON Schemas of every named type are in [schemas.json](./schemas.json); the OpenAPI 3.1 document is',
    'served by the API at `GET /api/openapi.json` and rendered at `/api/reference`.',
    '',
  ].join('\n');
  return {
    'README.md': md,
    'schemas.json': `${JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', $defs: sorted }, null, 2)}\n`,
  };
}
