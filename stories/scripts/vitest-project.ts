// Runs one Vitest project of the stories (`storybook` or `storybook-dark`). Chromium sometimes drops the
// browser-mode connection mid-run on a loaded 2-core machine ("Browser connection was closed",
// VITEST_BROWSER_CONNECTION_CLOSED): no story fails, a file simply is not run. Only in that case the project is run
// once more, and the retry is said; any failing story fails the run at once, never retried.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const project = process.argv[2] ?? '';
if (!project) {
  console.error('usage: node scripts/vitest-project.ts <project>');
  process.exit(2);
}

function run(): { status: number; output: string } {
  const result = spawnSync('vitest', ['run', '--project', project], {
    encoding: 'utf8',
    stdio: ['inherit', 'pipe', 'pipe'],
    env: process.env,
    maxBuffer: 256 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

const first = run();
const connectionLost =
  first.status !== 0 &&
  first.output.includes('VITEST_BROWSER_CONNECTION_CLOSED') &&
  !/Tests\s+(?:\S+\s+)*\d+ failed/.test(stripVTControlCharacters(first.output));
if (!connectionLost) process.exit(first.status);
console.log(`\n${project}: the browser connection was lost (no story failed); running the project once more.\n`);
process.exit(run().status);
