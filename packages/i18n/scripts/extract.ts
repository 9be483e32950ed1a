/**
 * `pnpm i18n:extract` — finds every message descriptor in the UI code with `formatjs extract`, then merges it into
 * the committed catalogue src/messages/en.json:
 *
 * - an id that en.json lacks is added with the code's defaultMessage (then translate it in ar.json: the catalogue
 *   test fails until you do);
 * - an id whose defaultMessage differs from en.json is reported; en.json wins, because it is the reviewed copy;
 * - an id that is not dotted (formatjs made one up because the code gave none), an invalid ICU message, or a
 *   defaultMessage whose arguments differ from en.json is an error.
 *
 * `pnpm i18n:check` (`--check`) changes nothing and fails when en.json is missing ids or on any error: for CI.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExtractedMessage, mergeExtracted } from './merge.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['../ui/src', '../../apps/web/src'];
// Test files and stories may use throwaway messages; they are not product copy.
const IGNORED = ['**/*.d.ts', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/test/**'];
const EXTRACTED = 'src/messages/en.extracted.json';
const EN = 'src/messages/en.json';
const AR = 'src/messages/ar.json';
const check = process.argv.includes('--check');

const formatjs = join(dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')), 'bin/formatjs');
const extraction = spawnSync(
  process.execPath,
  [
    formatjs,
    'extract',
    ...SOURCE_DIRS.map((dir) => `${dir}/**/*.{ts,tsx}`),
    // Ignore globs are matched against the same relative paths, so `**/` alone would not cross the `../` prefix.
    ...SOURCE_DIRS.flatMap((dir) => IGNORED.flatMap((glob) => ['--ignore', `${dir}/${glob}`])),
    '--out-file',
    EXTRACTED,
    '--extract-source-location',
    '--throws',
  ],
  { cwd: packageDir, stdio: 'inherit' },
);
if (extraction.status !== 0) process.exit(extraction.status ?? 1);

const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(packageDir, file), 'utf8')) as T;
const extracted = readJson<Record<string, ExtractedMessage>>(EXTRACTED);
const ar = readJson<Record<string, string>>(AR);
const { catalogue, added, differing, unreferenced, errors } = mergeExtracted(extracted, readJson(EN));

const print = (title: string, lines: string[]) => {
  if (lines.length > 0) console.log(`\n${title}\n${lines.map((line) => `  ${line}`).join('\n')}`);
};
console.log(
  `${Object.keys(extracted).length} message ids in code; ${unreferenced.length} catalogue ids not (yet) referenced by a descriptor.`,
);
print('Differs from en.json (en.json is used):', differing);

if (check) {
  print('Missing from en.json (run pnpm i18n:extract):', added);
  print('Errors:', errors);
  process.exit(errors.length > 0 || added.length > 0 ? 1 : 0);
}

if (added.length > 0) {
  writeFileSync(join(packageDir, EN), `${JSON.stringify(catalogue, null, 2)}\n`);
  print('Added to en.json:', added);
}
print(
  'Needs an Arabic translation in ar.json:',
  Object.keys(catalogue).filter((id) => !(id in ar)),
);
print('Errors:', errors);
process.exit(errors.length > 0 ? 1 : 0);
