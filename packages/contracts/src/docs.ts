import { z } from 'zod';
import { ENDPOINTS, ERROR_BODY } from './endpoints.ts';

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
  const rows = ENDPOINTS.map(
    (e) =>
      `| ${e.method} | \`${e.path}\` | ${e.summary} | ${e.access} | ${schemaName(e.request)} | ${schemaName(e.response)} | ${e.implemented ? 'yes' : 'planned'} |`,
  );
  const md = [
    '# Qafila API reference',
    '',
    '<!-- Generated from packages/contracts by `pnpm --filter @qafila/contracts docs:api`. Do not edit. -->',
    '',
    `Every error answer is ${schemaName(ERROR_BODY)} \`{ "error": "…" }\` with a 4xx or 5xx status. Bodies are JSON`,
    '(`content-type: application/json`), at most 1 MiB (413 beyond). Malformed JSON is 400; an unknown `/api/*`',
    'path is 404; a known path with another method is 405.',
    '',
    '| Method | Path | Summary | Access | Request | Response | Served |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'The JSON Schemas of every named type are in [schemas.json](./schemas.json).',
    '',
  ].join('\n');
  return {
    'README.md': md,
    'schemas.json': `${JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', $defs: sorted }, null, 2)}\n`,
  };
}
