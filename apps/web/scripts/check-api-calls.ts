// Every request of the web app goes through @qafila/api-client, named by a key of the endpoint registry (issue 13):
// fails when a source file under src/ calls fetch or XMLHttpRequest itself, or spells an '/api/…' path by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rules = [
  // `.refetch(` and the like are React Query's, not the network's.
  { pattern: /(^|[^\w])fetch\(/, why: 'raw fetch: call the endpoint through the api client' },
  { pattern: /XMLHttpRequest/, why: 'XMLHttpRequest: use api.uploadFile for progress' },
  { pattern: /['"`]\/api\//, why: "a hand-typed '/api/' path: name the endpoint by its registry key" },
];

const problems: string[] = [];
for (const entry of readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const { pattern, why } of rules) {
        if (pattern.test(line)) problems.push(`${relative(root, file)}:${index + 1}: ${why}\n    ${line.trim()}`);
      }
    });
}

if (problems.length > 0) {
  console.error(`${problems.length} request(s) outside the api client:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('apps/web/src: no fetch, no XMLHttpRequest, no hand-typed /api/ path');
