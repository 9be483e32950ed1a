#!/usr/bin/env node
// The CLI is TypeScript run by Node 24's type stripping. Under an older system Node, re-run it with the
// Node 24 that the repository pins (node_modules/node).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, '../src/bin.ts');
const major = Number(process.versions.node.split('.')[0]);
if (major >= 24) {
  await import(entry);
} else {
  const pinned = [join(here, '../node_modules/node/bin/node'), join(here, '../../node_modules/node/bin/node')].find(
    existsSync,
  );
  if (!pinned) {
    process.stderr.write('qafila needs Node.js 24: run `npx -y pnpm@10.34.9 install` in the repository first.\n');
    process.exit(1);
  }
  const result = spawnSync(pinned, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
