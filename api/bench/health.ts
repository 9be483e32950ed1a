// pnpm bench: throughput and latency of the real app (real SQLite, default configuration and `info` logging, as
// `pnpm start` runs it) compared, in the same run, with a bare node:http server answering the very same JSON
// bodies from memory — the ceiling of this machine. Targets: health; a customer's shipment list (signed in as the
// demo customer); a member of staff's 20-row shipment page (signed in as `ops`, the demo organization admin);
// GET /api/auth/me. Both servers run in a child process (bench/targets.ts) so that the load generator does not
// share their event loop; the app's JSON log goes to a file (BENCH_LOG, default a temporary file).
// Each row also gives the CPU time the serving process spent per request (µs, from process.cpuUsage): on a shared
// machine req/s and the ratios follow whatever else runs, the CPU cost per request much less.
// Options (env): BENCH_DURATION seconds per target (default 8), BENCH_CONNECTIONS (default 20), BENCH_LOG.
import { fork } from 'node:child_process';
import { closeSync, openSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchTargets } from './targets.ts';

const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const logPath = process.env.BENCH_LOG ?? join(tmpdir(), `qafila-bench-${process.pid}.log`);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time the serving process spent per request (µs): steadier than req/s on a shared machine. */
  cpuPerRequest: number;
}

const log = openSync(logPath, 'a');
const child = fork(fileURLToPath(new URL('./targets.ts', import.meta.url)), {
  stdio: ['ignore', log, 'inherit', 'ipc'],
});
const t = await new Promise<BenchTargets>((resolve, reject) => {
  child.once('message', (m) => resolve(m as BenchTargets));
  child.once('exit', (code) => reject(new Error(`bench targets exited with ${code}`)));
});

/** The CPU time (µs) the process of both servers has used so far. */
const cpuOfTargets = () =>
  new Promise<number>((resolve) => {
    child.once('message', (m) => resolve((m as { cpuMicros: number }).cpuMicros));
    child.send('cpu');
  });

async function measure(name: string, url: string, token?: string): Promise<Figures> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  // Warm up (JIT, connection pool), then measure.
  await autocannon({ url, connections, duration: 2, headers });
  const before = await cpuOfTargets();
  const r = await autocannon({ url, connections, duration, headers });
  const cpuPerRequest = ((await cpuOfTargets()) - before) / Math.max(1, r.requests.total);
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuPerRequest,
  };
}

console.log(
  `Qafila API vs bare node:http serving the same JSON — ${connections} connections, ${duration} s each, Node ${process.version}`,
);
const rows: Figures[] = [];
const run = async (name: string, url: string, token?: string) => {
  const f = await measure(name, url, token);
  rows.push(f);
  return f;
};
const bareHealth = await run('bare: health JSON', `${t.bare}/`);
const health = await run('GET /api/health', `${t.app}/api/health`);
const bareList = await run('bare: customer list JSON', `${t.bare}/customer-list`);
const list = await run('customer shipment list', `${t.app}${t.customer.listPath}`, t.customer.token);
const barePage = await run('bare: staff page JSON', `${t.bare}/staff-page`);
const page = await run('staff page (20 rows)', `${t.app}${t.staff.pagePath}`, t.staff.token);
const me = await run('GET /api/auth/me', `${t.app}/api/auth/me`, t.customer.token);

const row = (f: Figures) =>
  `${f.name.padEnd(26)} ${f.rps.toFixed(0).padStart(9)} ${f.p50.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${String(f.errors).padStart(7)} ${f.cpuPerRequest.toFixed(0).padStart(11)}`;
console.log(
  `${'target'.padEnd(26)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'CPU µs/req'.padStart(11)}`,
);
for (const f of rows) console.log(row(f));
const pct = (a: Figures, b: Figures) => `${((a.rps / b.rps) * 100).toFixed(1)}%`;
const goal = (a: Figures, b: Figures, min: number) => (a.rps / b.rps >= min ? 'met' : 'not met');
console.log(
  `ratio: /api/health / bare ............ ${pct(health, bareHealth)} (goal ≥ 70%: ${goal(health, bareHealth, 0.7)})`,
);
console.log(`ratio: customer list / bare same JSON ${pct(list, bareList)} (goal ≥ 25%: ${goal(list, bareList, 0.25)})`);
console.log(
  `ratio: staff page / bare same JSON ... ${pct(page, barePage)} (goal ≥ 25%: ${goal(page, barePage, 0.25)})`,
);
const app = [health, list, page, me];
const worst = Math.max(...app.map((f) => f.p99));
console.log(
  `p99 of the app's targets: worst ${worst.toFixed(1)} ms (goal ≤ 25 ms: ${worst <= 25 ? 'met' : 'not met'})`,
);
console.log(`app log (LOG_LEVEL default): ${logPath}, ${(statSync(logPath).size / 1e6).toFixed(1)} MB`);

child.disconnect();
closeSync(log);
