import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from './docs.ts';

describe('docs/api', () => {
  it('is up to date with the contracts (regenerate with pnpm --filter @qafila/contracts docs:api)', () => {
    for (const [name, content] of Object.entries(renderApiDocs())) {
      const committed = readFileSync(fileURLToPath(new URL(`../../../docs/api/${name}`, import.meta.url)), 'utf8');
      expect(committed, name).toBe(content);
    }
  });

  it('documents every named schema as JSON Schema', () => {
    const { $defs } = JSON.parse(renderApiDocs()['schemas.json']!);
    expect(Object.keys($defs)).toEqual(expect.arrayContaining(['ErrorBody', 'Health', 'ChatMessage', 'Shipment']));
    expect($defs.ErrorBody).toMatchObject({ type: 'object', required: ['error'] });
  });
});
