// Writes docs/api/README.md and docs/api/schemas.json from the contracts. Run: pnpm --filter @qafila/contracts docs:api
// `--check` exits 1 when the committed files differ from what would be generated.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiDocs } from '../src/docs.ts';

const dir = fileURLToPath(new URL('../../../docs/api/', import.meta.url));
const files = renderApiDocs();
const check = process.argv.includes('--check');
let stale = false;
for (const [name, content] of Object.entries(files)) {
  const path = dir + name;
  if (check) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {}
    if (current !== content) {
      console.error(`docs/api/${name} is out of date: run pnpm --filter @qafila/contracts docs:api`);
      stale = true;
    }
  } else {
    writeFileSync(path, content);
    console.log(`wrote docs/api/${name}`);
  }
}
process.exit(stale ? 1 : 0);
