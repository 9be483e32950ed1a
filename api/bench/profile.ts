// CPU profile of the app under load: node bench/profile.ts <health|list|page|me> [seconds]. Runs bench/targets.ts
// with --cpu-prof (profile written to BENCH_PROFILE_DIR, default a temporary directory) and loads one route with
// autocannon (20 connections), then prints the top self-time functions.
import { fork } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchTargets } from './targets.ts';

const which = process.argv[2] ?? 'page';
const seconds = Number(process.argv[3] ?? 8);
const dir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'qafila-profile-'));
const child = fork(fileURLToPath(new URL('./targets.ts', import.meta.url)), {
  execArgv: [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${dir}`],
  stdio: ['ignore', openSync(join(dir, 'app.log'), 'a'), 'inherit', 'ipc'],
});
const t = await new Promise<BenchTargets>((resolve) => child.once('message', (m) => resolve(m as BenchTargets)));
const target = {
  health: [`${t.app}/api/health`, undefined],
  list: [`${t.app}${t.customer.listPath}`, t.customer.token],
  page: [`${t.app}${t.staff.pagePath}`, t.staff.token],
  me: [`${t.app}/api/auth/me`, t.customer.token],
}[which];
if (!target) throw new Error(`unknown target ${which}`);
const [url, token] = target;
const r = await autocannon({
  url: url as string,
  connections: 20,
  duration: seconds,
  headers: token ? { authorization: `Bearer ${token}` } : {},
});
console.log(`${which}: ${r.requests.average} req/s, p99 ${r.latency.p99} ms`);
await new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.disconnect();
});

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile in ${dir}`);
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: Node[] };
const total = profile.nodes.reduce((n, x) => n + x.hitCount, 0);
const self = new Map<string, number>();
for (const n of profile.nodes) {
  const where = n.callFrame.url
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^file:\/\/.*\/api\//, '');
  const k = `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`;
  self.set(k, (self.get(k) ?? 0) + n.hitCount);
}
// Inclusive time per package / file.
const byFile = new Map<string, number>();
for (const n of profile.nodes) {
  const m = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(n.callFrame.url);
  const k = m ? m[1]! : n.callFrame.url ? n.callFrame.url.replace(/^file:\/\/.*\/api\//, '') : n.callFrame.functionName;
  byFile.set(k, (byFile.get(k) ?? 0) + n.hitCount);
}
console.log(`profile: ${join(dir, file)}\nself time, top 30:`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
console.log('self time by package or file, top 20:');
for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
