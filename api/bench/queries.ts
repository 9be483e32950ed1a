// Queries per request: boots the real app (temporary SQLite, demo data), signs in as the demo customer and as
// `ops`, and prints the SQL statements each bench route runs (after one warm-up request). Usage: node bench/queries.ts [-v]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { createServices } from '../src/services.ts';

const verbose = process.argv.includes('-v');
const dataDir = mkdtempSync(join(tmpdir(), 'qafila-bench-queries-'));
const services = await createServices(
  loadConfig({
    QAFILA_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    QAFILA_WEB_DIST: dataDir,
    QAFILA_ADMIN_PASSWORD: 'bench-admin-password',
    QAFILA_DEMO_PASSWORD: 'bench-demo-password',
    QAFILA_OPS_PASSWORD: 'bench-ops-password',
  }),
);
const app = await startServer(services);
const url = app.url.replace('localhost', '127.0.0.1');

const seen: string[] = [];
const conn = services.orm.em.getConnection() as unknown as { logQuery(sql: string, ...rest: unknown[]): void };
const original = conn.logQuery.bind(conn);
conn.logQuery = (sql: string, ...rest: unknown[]) => {
  seen.push(sql);
  original(sql, ...rest);
};

async function login(username: string, password: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await res.json()) as { token: string; user: { id: number } };
}
const demo = await login('demo', 'bench-demo-password');
const ops = await login('ops', 'bench-ops-password');

const routes: [string, string, string?][] = [
  ['health', '/api/health'],
  ['customer list', `/api/shipments/customer/${demo.user.id}`, demo.token],
  ['staff page', '/api/org/shipments?pageSize=20', ops.token],
  ['auth/me', '/api/auth/me', demo.token],
];
for (const [name, path, token] of routes) {
  const get = () => fetch(`${url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await (await get()).arrayBuffer();
  seen.length = 0;
  const res = await get();
  await res.arrayBuffer();
  console.log(`${name.padEnd(14)} ${res.status} ${String(seen.length).padStart(3)} queries`);
  if (verbose) for (const q of seen) console.log(`    ${q.slice(0, 220)}`);
}
await app.stop();
rmSync(dataDir, { recursive: true, force: true });
