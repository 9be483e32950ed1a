import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the real server — the API serving the built web app — on a random port with a temp data dir,
 * exactly as `pnpm start` does, and publishes its URL to the tests through E2E_BASE_URL.
 */
export default async function globalSetup() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: build the web app before the e2e tests (pnpm build)');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'qafila-e2e-'));
  const server = await startServer({ dataDir });
  execFileSync(process.execPath, [join(root, 'e2e/seed-extra.ts'), dataDir], { stdio: 'inherit' });
  process.env.E2E_BASE_URL = server.url;
  // For the tests that check what the database holds (data-rights.spec.ts: nothing personal left after an erasure).
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
