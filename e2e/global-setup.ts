import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

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
  const server: ChildProcess = spawn(process.execPath, [join(root, 'api/src/server.ts')], {
    env: {
      ...process.env,
      QAFILA_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      QAFILA_ADMIN_PASSWORD: 'e2e-admin-password',
      QAFILA_DEMO_PASSWORD: 'e2e-demo-password',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 30 s')), 30_000);
    createInterface({ input: server.stdout! }).on('line', (line) => {
      if (line.startsWith('{') && line.includes('Qafila is listening')) {
        clearTimeout(timer);
        resolve(JSON.parse(line).url.replace('localhost', '127.0.0.1'));
      }
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
  process.env.E2E_BASE_URL = url;
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
