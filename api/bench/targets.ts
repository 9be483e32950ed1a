// Child process of bench/health.ts: runs the real app and a bare node:http server, reports their URLs over
// IPC, and stops when the parent disconnects. Keeping them out of the load generator's process means the
// generator does not steal their event loop.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { createServices } from '../src/services.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'qafila-bench-'));
const services = await createServices(
  loadConfig({
    QAFILA_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    QAFILA_WEB_DIST: dataDir,
    QAFILA_ADMIN_PASSWORD: 'bench-admin-password',
    QAFILA_DEMO_PASSWORD: 'bench-demo-password',
  }),
);
const app = await startServer(services);

const bareBody = JSON.stringify({ status: 'ok', version: '0.1.0', uptimeSeconds: 1, database: { status: 'ok' } });
const bare = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(bareBody) });
  res.end(bareBody);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

process.send?.({
  app: app.url.replace('localhost', '127.0.0.1'),
  bare: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
});
process.on('disconnect', async () => {
  await app.stop();
  bare.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
