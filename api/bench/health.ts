// pnpm bench: throughput and p99 latency of GET /api/health (real app, real SQLite) compared, in the same
// run, with a bare node:http server answering a fixed JSON body — the ceiling of this machine. Both servers
// run in a child process (bench/targets.ts) so the load generator does not share their event loop.
// Options (env): BENCH_DURATION seconds per target (default 10), BENCH_CONNECTIONS (default 50).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string): Promise<Figures> {
  // Warm up (JIT, connection pool), then measure.
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

const child = fork(fileURLToPath(new URL('./targets.ts', import.meta.url)), { stdio: 'inherit' });
const urls = await new Promise<{ app: string; bare: string }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { app: string; bare: string }));
  child.once('exit', (code) => reject(new Error(`bench targets exited with ${code}`)));
});

console.log(
  `GET /api/health vs bare node:http — ${connections} connections, ${duration} s each, Node ${process.version}`,
);
const baseline = await measure('bare node:http', `${urls.bare}/`);
const health = await measure('qafila /api/health', `${urls.app}/api/health`);

const row = (f: Figures) =>
  `${f.name.padEnd(20)} ${f.rps.toFixed(0).padStart(10)} ${f.p50.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${String(f.errors + f.non2xx).padStart(7)}`;
console.log(
  `${'target'.padEnd(20)} ${'req/s'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
);
console.log(row(baseline));
console.log(row(health));
console.log(
  `ratio: /api/health serves ${((health.rps / baseline.rps) * 100).toFixed(1)}% of bare node:http throughput`,
);

child.disconnect();
