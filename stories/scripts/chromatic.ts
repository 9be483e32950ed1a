// `pnpm --filter @qafila/stories chromatic [-- extra chromatic flags]`: publishes the built Storybook to the
// hosted Chromatic service (visual review and UI approval) when the project token is in the environment.
// Without the token it explains how to enable it and exits 0, so a CI step may call it unconditionally.
// Never called by tests: it needs network access to chromatic.com.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();
if (!token) {
  console.log(
    [
      'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set.',
      '',
      'To publish this Storybook to Chromatic:',
      '  1. Create a project on https://www.chromatic.com linked to the repository and copy its project token.',
      '  2. Store it as a CI secret named CHROMATIC_PROJECT_TOKEN (never commit it).',
      '  3. Run `pnpm --filter @qafila/stories build && pnpm --filter @qafila/stories chromatic`.',
      '',
      "The repository's own visual regression (`pnpm --filter @qafila/stories test:visual`) runs offline and does",
      'not need Chromatic.',
    ].join('\n'),
  );
  process.exit(0);
}

const buildDir = fileURLToPath(new URL('../storybook-static', import.meta.url));
const args = [
  // The token is read from CHROMATIC_PROJECT_TOKEN by the CLI itself, so it never appears in a process list.
  ...(existsSync(`${buildDir}/iframe.html`) ? ['--storybook-build-dir', buildDir] : ['--build-script-name', 'build']),
  // Changes are reviewed in Chromatic's UI; the pull request check there, not this exit code, gates them.
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
];
const result = spawnSync('chromatic', args, { stdio: 'inherit', env: process.env });
if (result.error) {
  console.error(`chromatic: could not start the CLI (${result.error.message}); run \`pnpm install\`.`);
  process.exit(1);
}
process.exit(result.status ?? 1);
