// pnpm bench (chat scenario): 50 concurrent chat sessions, each with its own visitor identity and WebSocket,
// posting messages to the real app (built-in assistant, SQLite). Prints the POST→reply latency (the reply
// is in the POST response) and the time from sending until the assistant's message arrives on the socket.
// Baseline in the same run: GET /api/health round trips at the same concurrency.
// Two scenarios: 'conversation' — each session pauses a think time (1 s ± 30%) between messages, as people do;
// the latency goal applies here — and 'saturation' — no pause, every session sends as fast as it can, which
// measures the throughput ceiling (its latencies are queueing).
// Options (env): BENCH_SESSIONS (50), BENCH_MESSAGES per session (20), BENCH_THINK_MS (1000).
// Each session is its own client, as people are: its own visitor cookie and address (X-Forwarded-For through the
// trusted proxy the targets configure), so the production chat limits apply per person — 20 messages a minute per
// visitor, 60 per address — and BENCH_MESSAGES above 20 meets the visitor limit (429), as a person would.
import { fork } from 'node:child_process';
import { openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';

const sessions = Number(process.env.BENCH_SESSIONS ?? 50);
const perSession = Number(process.env.BENCH_MESSAGES ?? 20);
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 1000);
const prompts = [
  'Where is QAF-240001?',
  'وين شحنتي QAF-240002',
  'What documents do I need to import electronics into Dubai?',
  'show me all my shipments',
  'has QAF-240003 cleared customs?',
  'hi',
];

// The app logs as `pnpm start` does (LOG_LEVEL default); its JSON log goes to a file, not over the figures.
const logPath = process.env.BENCH_LOG ?? join(tmpdir(), `qafila-bench-chat-${process.pid}.log`);
const child = fork(fileURLToPath(new URL('./targets.ts', import.meta.url)), {
  stdio: ['ignore', openSync(logPath, 'a'), 'inherit', 'ipc'],
});
const { app } = await new Promise<{ app: string }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { app: string }));
  child.once('exit', (code) => reject(new Error(`bench targets exited with ${code}`)));
});

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

async function runSession(index: number, post: number[], push: number[], health: number[], think: number) {
  // Conversations start at random moments within the first think interval, not all in the same millisecond.
  if (think > 0) await new Promise((r) => setTimeout(r, Math.random() * think));
  const sessionId = `bench_${Date.now()}_${index}_session`;
  const host = index + 1;
  const address = { 'x-forwarded-for': `10.${(host >> 16) & 255}.${(host >> 8) & 255}.${host & 255}` };
  const first = await fetch(`${app}/api/chat/${sessionId}/messages`, { headers: address });
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await first.arrayBuffer();
  const ws = new WebSocket(`${app.replace('http', 'ws')}/ws?sessionId=${sessionId}`, ['qafila'], {
    headers: { cookie },
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let waiting: ((at: number) => void) | undefined;
  ws.on('message', (data) => {
    const event = JSON.parse(data.toString()) as { type: string; message?: { role: string } };
    if (event.type === 'new_message' && event.message?.role === 'assistant') waiting?.(performance.now());
  });
  for (let i = 0; i < perSession; i++) {
    const pushed = new Promise<number>((resolve) => {
      waiting = resolve;
    });
    const start = performance.now();
    const res = await fetch(`${app}/api/chat/${sessionId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...address },
      body: JSON.stringify({ content: prompts[(index + i) % prompts.length], userId: 1, channel: 'web' }),
    });
    if (res.status !== 201) throw new Error(`POST answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    post.push(performance.now() - start);
    push.push((await pushed) - start);
    const h = performance.now();
    await (await fetch(`${app}/api/health`)).arrayBuffer();
    health.push(performance.now() - h);
    if (think > 0) await new Promise((r) => setTimeout(r, think * (0.7 + 0.6 * Math.random())));
  }
  ws.close();
}

const row = (name: string, v: number[]) =>
  `${name.padEnd(34)} ${quantile(v, 0.5).toFixed(1).padStart(8)} ${quantile(v, 0.95).toFixed(1).padStart(8)} ${quantile(v, 0.99).toFixed(1).padStart(8)}`;

async function scenario(name: string, think: number) {
  const post: number[] = [];
  const push: number[] = [];
  const health: number[] = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: sessions }, (_, i) => runSession(i, post, push, health, think)));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${name}: ${sessions} concurrent sessions × ${perSession} messages, think time ${think} ms (${post.length} in ${seconds.toFixed(1)} s, ${(post.length / seconds).toFixed(0)} messages/s)`,
  );
  console.log(`${'measure'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  console.log(row('POST → reply (in the response)', post));
  console.log(row('POST → assistant push on /ws', push));
  console.log(row('baseline: GET /api/health', health));
  return quantile(post, 0.95);
}

const p95 = await scenario('conversation', thinkMs);
await scenario('saturation', 0);
console.log(
  `\ngoal: POST → reply p95 ≤ 50 ms for 50 conversing sessions (built-in engine) — ${p95 <= 50 ? 'met' : 'not met'} (${p95.toFixed(1)} ms)`,
);
child.disconnect();
