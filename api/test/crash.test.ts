// Crash consistency of the chat: the real server runs as a child process on a real database file; bursts of chat
// messages (some of which open support cases and hand-offs) are in flight when the process is killed with SIGKILL,
// 20 times over. Afterwards no user message may be stored without its assistant reply, every message the server
// acknowledged must be there, and SQLite's integrity check must pass.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openOrm } from '../src/db/orm.ts';
import { generateEncryptionKey } from '../src/lib/secret-box.ts';
import { DEMO_PASSWORD } from './helpers.ts';

const RUNS = 20;
const BURST = 12;
const serverEntry = new URL('../src/server.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'qafila-crash-'));
const postgres = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : undefined;
// PostgreSQL is the scale-out mode: the encryption key comes from the environment there.
const encryptionKey = generateEncryptionKey();
if (postgres) postgres.pathname = `/qafila_crash_${Date.now()}`;

/** A seeded pseudo-random sequence, so that a failing run can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const MESSAGES = [
  'Where is my shipment?',
  'My package arrived damaged, I want to report an issue',
  'I want to speak to a human agent now',
  'وين شحنتي؟',
  'الشحنة وصلت تالفة، أبي أبلغ عن مشكلة',
  'What documents do I need for customs?',
];

/** Every server started, so that a failing test leaves none running. */
const children = new Set<ChildProcess>();

async function start(port: number): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      QAFILA_DATA_DIR: dataDir,
      QAFILA_WEB_DIST: join(dataDir, 'no-web'),
      QAFILA_DEMO_PASSWORD: DEMO_PASSWORD,
      QAFILA_ADMIN_PASSWORD: 'admin-password-for-crash',
      QAFILA_OPS_PASSWORD: 'ops-password-for-crash',
      ...(postgres ? { DATABASE_URL: postgres.toString(), QAFILA_ENCRYPTION_KEY: encryptionKey } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within 30 s: ${stderr}`);
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterAll(async () => {
  await Promise.all([...children].map(kill));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('chat under kill -9', () => {
  it(`keeps every acknowledged message and never a question without its answer, over ${RUNS} crashes`, async () => {
    const next = random(20261123);
    const port = 20000 + Math.floor(Math.random() * 20000);
    const acknowledged: { sessionId: string; userId: number; assistantId: number }[] = [];
    let sent = 0;
    let token = '';
    let customerId = 0;
    for (let run = 0; run < RUNS; run++) {
      const { child, base } = await start(port);
      if (!token) {
        const login = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
        });
        expect(login.status).toBe(200);
        const session = (await login.json()) as { token: string; user: { id: number } };
        token = session.token;
        customerId = session.user.id;
      }
      // The kill comes at a random moment after the run's first acknowledged message (or after 10 s without one,
      // which the count below then shows), so that every run crashes in the middle of real writes.
      const killAfter = Math.floor(next() * 400);
      let firstAck: () => void = () => {};
      const acked = new Promise<void>((resolve) => {
        firstAck = resolve;
      });
      let stopping = false;
      const post = async (sessionId: string, content: string) => {
        sent++;
        try {
          const response = await fetch(`${base}/api/chat/${sessionId}/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ content, userId: customerId, channel: 'web' }),
          });
          if (response.status === 201) {
            const body = (await response.json()) as { userMessage: { id: number }; assistantMessage: { id: number } };
            acknowledged.push({ sessionId, userId: body.userMessage.id, assistantId: body.assistantMessage.id });
            firstAck();
          }
        } catch {
          // the server died mid-request: this write was never acknowledged
        }
      };
      const bursts: Promise<void>[] = [];
      const killer = Promise.race([acked, new Promise<void>((resolve) => setTimeout(resolve, 10_000))])
        .then(() => new Promise<void>((resolve) => setTimeout(resolve, killAfter)))
        .then(() => {
          stopping = true;
          return kill(child);
        });
      for (let lane = 0; lane < BURST; lane++) {
        bursts.push(
          (async () => {
            const sessionId = `crash-${run}-${lane}-${Math.floor(next() * 1e9)}`;
            while (!stopping && child.exitCode === null) {
              await post(sessionId, MESSAGES[Math.floor(next() * MESSAGES.length)] as string);
            }
          })(),
        );
      }
      await killer;
      await Promise.all(bursts);
    }

    // Read back through the product's own database layer, on SQLite or PostgreSQL alike.
    const config = loadConfig({
      QAFILA_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(postgres ? { DATABASE_URL: postgres.toString(), QAFILA_ENCRYPTION_KEY: encryptionKey } : {}),
    });
    const orm = await openOrm(config.database);
    try {
      const conn = orm.em.getConnection();
      if (config.database.driver === 'sqlite') {
        expect(await conn.execute('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      }
      type Row = { id: number; sessionId: string; role: string };
      const raw = (await conn.execute('select id, session_id, role from chat_messages order by session_id, id')) as {
        id: number | string;
        session_id: string;
        role: string;
      }[];
      const rows: Row[] = raw.map((row) => ({ id: Number(row.id), sessionId: row.session_id, role: row.role }));
      const stored = new Map(rows.map((row) => [row.id, row]));
      // In every session, messages alternate question, answer, ... and end with an answer.
      const bySession = Map.groupBy(rows, (row) => row.sessionId);
      const orphans = [...bySession.values()].flatMap((messages) =>
        messages.filter((m, i) => m.role === 'user' && messages[i + 1]?.role !== 'assistant'),
      );
      expect(orphans).toEqual([]);
      for (const ack of acknowledged) {
        expect(stored.get(ack.userId)?.sessionId).toBe(ack.sessionId);
        expect(stored.get(ack.assistantId)?.role).toBe('assistant');
      }
    } finally {
      await orm.close(true);
    }
    console.log(`crash test: ${RUNS} kills, ${sent} messages sent, ${acknowledged.length} acknowledged and verified`);
    // At least one acknowledged write in every run.
    expect(acknowledged.length).toBeGreaterThanOrEqual(RUNS);
  }, 240_000);
});
