// Child process of bench/health.ts and bench/chat.ts: runs the real app (default configuration and logging
// level, as `pnpm start` runs it; its stdout, the JSON log, goes where the parent sends it) and a bare node:http
// server, reports their URLs over IPC, and stops when the parent disconnects. Keeping them out of the load
// generator's process means the generator does not steal their event loop.
// The bare server answers, from memory, the exact JSON bodies the real app gave once at start: its health, the
// demo customer's shipment list and the demo organization admin's 20-row shipment page. It reports its CPU time
// when asked ('cpu').
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { createServices } from '../src/services.ts';

export interface BenchTargets {
  app: string;
  bare: string;
  customer: { id: number; token: string; listPath: string };
  staff: { token: string; pagePath: string };
}

const passwords = {
  admin: 'bench-admin-password',
  demo: 'bench-demo-password',
  ops: 'bench-ops-password',
};
const dataDir = mkdtempSync(join(tmpdir(), 'qafila-bench-'));
const services = await createServices(
  loadConfig({
    // Only what a deployment must set; everything else (LOG_LEVEL included) keeps its default.
    QAFILA_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    QAFILA_WEB_DIST: dataDir,
    QAFILA_ADMIN_PASSWORD: passwords.admin,
    QAFILA_DEMO_PASSWORD: passwords.demo,
    QAFILA_OPS_PASSWORD: passwords.ops,
    // As behind a reverse proxy: the chat benchmark's sessions come from different addresses (X-Forwarded-For).
    QAFILA_TRUST_PROXY: '1',
  }),
);
const app = await startServer(services);
const appUrl = app.url.replace('localhost', '127.0.0.1');

async function login(username: string, password: string): Promise<{ token: string; id: number }> {
  const res = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login as ${username}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

async function bodyOf(path: string, token?: string): Promise<string> {
  const res = await fetch(`${appUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return res.text();
}

const demo = await login('demo', passwords.demo);
const ops = await login('ops', passwords.ops);
const listPath = `/api/shipments/customer/${demo.id}`;
const pagePath = '/api/org/shipments?pageSize=20';
const bodies = new Map<string, string>([
  ['/', await bodyOf('/api/health')],
  ['/customer-list', await bodyOf(listPath, demo.token)],
  ['/staff-page', await bodyOf(pagePath, ops.token)],
]);

const bare = createServer((req, res) => {
  const body = bodies.get(req.url ?? '/') ?? bodies.get('/')!;
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

const targets: BenchTargets = {
  app: appUrl,
  bare: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
  customer: { id: demo.id, token: demo.token, listPath },
  staff: { token: ops.token, pagePath },
};
process.send?.(targets);
// The CPU time this process has used so far (µs, user + system, all threads), asked for before and after each
// measurement: both servers run here, one at a time, so the difference is what one server spent on its requests.
process.on('message', (m) => {
  if (m !== 'cpu') return;
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuMicros: user + system });
});
process.on('disconnect', async () => {
  await app.stop();
  bare.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
