// pnpm bench:archive — issue 12's "must show": four concurrent downloads of a 40 MB documents archive while
// another client polls GET /api/health, against the real app (SQLite, files on disk). Prints health p50/p99 during
// the downloads next to a baseline with no download running, the total download time and the server's peak RSS.
// Goal: health p99 under 50 ms.
//
// Three processes so no measurement shares an event loop with what it measures: the server (this file with
// `server`), the downloaders (this file with `download`) and the health poller (this file, the parent).
// The downloads run under the production limits (2 archives at a time per user and per IP): two users, the demo
// customer and the demo organization's admin, each from two loopback addresses (127.0.0.1–4).
// Options (env): BENCH_BASELINE_MS (3000) how long the baseline polls.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEMO_PASSWORD = 'bench-demo-password';
const OPS_PASSWORD = 'bench-ops-password';
const FILES = 4;
const FILE_BYTES = 10 * 1024 * 1024 - 1024; // under DOCUMENT_MAX_BYTES (10 MiB)
const SHIPMENT_ID = 1; // the demo customer's first shipment
const self = fileURLToPath(import.meta.url);

type ServerMessage = { type: 'ready'; url: string } | { type: 'rss'; peak: number; now: number };

async function serverMode() {
  const { loadConfig } = await import('../src/config.ts');
  const { startServer } = await import('../src/server.ts');
  const { createServices } = await import('../src/services.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'qafila-bench-archive-'));
  const services = await createServices(
    loadConfig({
      QAFILA_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      QAFILA_WEB_DIST: dataDir,
      QAFILA_ADMIN_PASSWORD: 'bench-admin-password',
      QAFILA_DEMO_PASSWORD: DEMO_PASSWORD,
      QAFILA_OPS_PASSWORD: OPS_PASSWORD,
    }),
  );
  const app = await startServer(services);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  process.on('message', (m: { type: string }) => {
    if (m.type === 'rss-reset') peak = process.memoryUsage().rss;
    if (m.type === 'rss') process.send?.({ type: 'rss', peak, now: process.memoryUsage().rss } satisfies ServerMessage);
  });
  process.on('disconnect', async () => {
    clearInterval(sampler);
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  process.send?.({ type: 'ready', url: app.url.replace('localhost', '127.0.0.1') } satisfies ServerMessage);
}

/** Four concurrent archive downloads, each user from two addresses; reports bytes and wall time. */
async function downloadMode() {
  const [url, demoToken, opsToken] = process.argv.slice(3) as [string, string, string];
  const plan = [
    { token: demoToken, from: '127.0.0.1' },
    { token: demoToken, from: '127.0.0.2' },
    { token: opsToken, from: '127.0.0.3' },
    { token: opsToken, from: '127.0.0.4' },
  ];
  const started = performance.now();
  const results = await Promise.all(
    plan.map(
      ({ token, from }) =>
        new Promise<{ status: number; bytes: number; ms: number }>((resolve, reject) => {
          const t0 = performance.now();
          const req = request(
            `${url}/api/shipments/${SHIPMENT_ID}/documents/archive`,
            { headers: { authorization: `Bearer ${token}` }, localAddress: from, agent: false },
            (res) => {
              let bytes = 0;
              res.on('data', (c: Buffer) => {
                bytes += c.length;
              });
              res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0 }));
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end();
        }),
    ),
  );
  process.send?.({ totalMs: performance.now() - started, results });
}

// ── The parent: set-up, health poller, report ──────────────────────────────────────────────────────────────

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function next<T>(child: ChildProcess, type?: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: unknown) => {
      if (type && (m as { type?: string }).type !== type) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench child exited with ${code}`)));
  });
}

/** GET /api/health one after the other on one kept-alive connection until `stop` says so; latencies in ms. */
async function pollHealth(url: string, stop: () => boolean): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  while (!stop()) {
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = request(`${url}/api/health`, { agent }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`health answered ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', reject);
      req.end();
    });
    latencies.push(performance.now() - t0);
  }
  agent.destroy();
  return latencies;
}

async function parentMode() {
  const server = fork(self, ['server'], { stdio: 'inherit' });
  const { url } = await next<{ url: string }>(server, 'ready');
  const login = async (username: string, password: string) => {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  const demoToken = await login('demo', DEMO_PASSWORD);
  const opsToken = await login('ops', OPS_PASSWORD);

  // Four ~10 MB PDFs (PDF signature and trailer; the upload route checks both type and magic bytes).
  for (let i = 0; i < FILES; i++) {
    const body = Buffer.alloc(FILE_BYTES, 0x20 + i);
    Buffer.from('%PDF-1.7\n').copy(body, 0);
    Buffer.from('\n%%EOF\n').copy(body, body.length - 7);
    const res = await fetch(`${url}/api/org/shipments/${SHIPMENT_ID}/documents?documentType=packing_list`, {
      method: 'POST',
      headers: {
        'content-type': 'application/pdf',
        'x-file-name': `scan-${i + 1}.pdf`,
        authorization: `Bearer ${opsToken}`,
      },
      body,
    });
    if (res.status !== 201) throw new Error(`upload ${i + 1}: ${res.status} ${await res.text()}`);
  }

  // Warm-up (JIT, first archive) then the baseline: health alone.
  await pollHealth(
    url,
    (
      (end) => () =>
        performance.now() > end
    )(performance.now() + 500),
  );
  const baselineMs = Number(process.env.BENCH_BASELINE_MS ?? 3000);
  server.send({ type: 'rss-reset' });
  const baseline = await pollHealth(
    url,
    (
      (end) => () =>
        performance.now() > end
    )(performance.now() + baselineMs),
  );
  server.send({ type: 'rss' });
  const idleRss = await next<{ peak: number; now: number }>(server, 'rss');

  // Four concurrent downloads in their own process, health polled meanwhile.
  server.send({ type: 'rss-reset' });
  const downloader = fork(self, ['download', url, demoToken, opsToken], { stdio: 'inherit' });
  let done = false;
  const finished = next<{ totalMs: number; results: { status: number; bytes: number; ms: number }[] }>(downloader).then(
    (r) => {
      done = true;
      return r;
    },
  );
  const during = await pollHealth(url, () => done);
  const downloads = await finished;
  downloader.kill();
  server.send({ type: 'rss' });
  const busyRss = await next<{ peak: number; now: number }>(server, 'rss');
  server.disconnect();

  const row = (name: string, l: number[]) =>
    `${name.padEnd(34)} ${String(l.length).padStart(8)} ${quantile(l, 0.5).toFixed(1).padStart(8)} ${quantile(l, 0.99).toFixed(1).padStart(8)} ${Math.max(
      ...l,
    )
      .toFixed(1)
      .padStart(8)}`;
  console.log(`Documents archive: ${FILES} files of ${mb(FILE_BYTES)} per archive, Node ${process.version}`);
  console.log(
    `${'GET /api/health'.padEnd(34)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  console.log(row('baseline (no download)', baseline));
  console.log(row(`during ${downloads.results.length} concurrent downloads`, during));
  for (const [i, r] of downloads.results.entries())
    console.log(`download ${i + 1}: ${r.status} ${mb(r.bytes)} in ${(r.ms / 1000).toFixed(2)} s`);
  console.log(`all downloads: ${(downloads.totalMs / 1000).toFixed(2)} s`);
  console.log(`server RSS: ${mb(idleRss.peak)} peak at rest, ${mb(busyRss.peak)} peak during the downloads`);
  const p99 = quantile(during, 0.99);
  const ok = downloads.results.every((r) => r.status === 200) && p99 < 50;
  console.log(`goal health p99 < 50 ms during the downloads: ${ok ? 'met' : 'NOT met'} (${p99.toFixed(1)} ms)`);
  if (!ok) process.exitCode = 1;
}

if (process.argv[2] === 'server') await serverMode();
else if (process.argv[2] === 'download') await downloadMode();
else await parentMode();
