import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { createServices } from '../src/services.ts';

export const ADMIN_PASSWORD = 'admin-password-for-tests';
export const DEMO_PASSWORD = 'demo-password-for-tests';

export interface TestServer extends RunningServer {
  dataDir: string;
  webDist: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A minimal built web app, so the static and SPA-fallback rules can be tested without a Vite build. */
function writeWebFixture(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'features'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root">shell</div></body></html>');
  writeFileSync(join(dir, 'features', 'index.html'), '<!doctype html><html><body>features page</body></html>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
}

/** A new, not yet existing database name on the same PostgreSQL server; openOrm creates it. */
function freshPostgresUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `/qafila_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  return url.toString();
}

/**
 * Boots the real API on a random port with a fresh SQLite file in a temp folder (or the PostgreSQL
 * database named by TEST_DATABASE_URL), migrated and seeded.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qafila-test-'));
  const webDist = join(dataDir, 'web');
  writeWebFixture(webDist);
  const config = loadConfig({
    QAFILA_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    QAFILA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    QAFILA_DEMO_PASSWORD: DEMO_PASSWORD,
    QAFILA_WEB_DIST: webDist,
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: freshPostgresUrl(process.env.TEST_DATABASE_URL) } : {}),
    ...env,
  });
  const services = await createServices(config);
  const running = await startServer(services);
  const base = running.url;
  return {
    ...running,
    dataDir,
    webDist,
    request: (path, init) => fetch(base + path, init),
    async close() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
