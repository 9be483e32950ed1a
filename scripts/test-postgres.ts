// Runs the API suite a second time against PostgreSQL when TEST_POSTGRES_URL names a server on which the
// user may create databases (.ci/run sets one up). Without it, says so: the SQLite run already covered
// the embedded mode.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_POSTGRES_URL;
if (!url) {
  console.log('TEST_POSTGRES_URL is not set: the API suite ran on SQLite only (.ci/run also runs it on PostgreSQL).');
  process.exit(0);
}
const result = spawnSync('pnpm', ['--filter', '@qafila/api', 'test'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
