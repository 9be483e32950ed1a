import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../src/config.ts';
import { User } from '../src/db/entities/index.ts';
import { resetDatabase } from '../src/db/orm.ts';
import { bootstrap, createServices } from '../src/services.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

describe('seeding', () => {
  it('seeds once: a second start reuses the data, reset rebuilds it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qafila-seed-'));
    const env = {
      QAFILA_DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      QAFILA_ADMIN_PASSWORD: 'x'.repeat(12),
      QAFILA_DEMO_PASSWORD: 'y'.repeat(12),
    };
    const first = await createServices(loadConfig(env));
    const a = await bootstrap(first);
    expect(a.seed.seeded).toBe(true);
    expect(a.migrations.length).toBeGreaterThan(0);
    const demo = await first.orm.em.fork().findOneOrFail(User, { username: 'demo' });
    expect(demo.id).toBe(1);
    await first.close();

    const second = await createServices(loadConfig(env));
    const b = await bootstrap(second);
    expect(b.seed.seeded).toBe(false);
    expect(b.migrations).toEqual([]);
    expect(b.seed.counts).toEqual(a.seed.counts);

    await resetDatabase(second.orm);
    expect(await second.orm.em.fork().count(User, {})).toBe(0);
    const c = await bootstrap(second);
    expect(c.seed.seeded).toBe(true);
    expect(c.seed.counts).toEqual(a.seed.counts);
    await second.close();
  });

  it('gives the demo customer a shipment in every status, each with events, documents and records', async () => {
    const srv = await startTestServer();
    const em = srv.services.orm.em.fork();
    const rows = await em.getConnection().execute<{ status: string; events: number; docs: number; comms: number }[]>(
      `select s.status,
              (select count(*) from shipment_events e where e.shipment_id = s.id) as events,
              (select count(*) from compliance_documents d where d.shipment_id = s.id) as docs,
              (select count(*) from communication_records c where c.shipment_id = s.id) as comms
         from shipments s where s.customer_id = 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r: { status: string }) => r.status))).toEqual(
      new Set(['in_transit', 'delayed', 'customs_clearance', 'delivered', 'pending']),
    );
    for (const r of rows) {
      expect(Number(r.events)).toBeGreaterThan(0);
      expect(Number(r.docs)).toBeGreaterThan(0);
      expect(Number(r.comms)).toBeGreaterThan(0);
    }
    await srv.close();
  });
});

describe('WebSocket /ws', () => {
  let srv: TestServer;
  afterEach(() => srv?.close());

  /** A visitor cookie, as the web app gets it from its first chat request. */
  const visitorCookie = async (base: string) => {
    const res = await fetch(`${base}/api/chat/session_cookie_probe/messages`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };

  const open = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ ws: WebSocket; first: unknown }>((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      ws.once('message', (data) => resolve({ ws, first: JSON.parse(data.toString()) }));
      ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
      ws.once('error', reject);
    });

  it('accepts /ws with a session id and greets the client', async () => {
    srv = await startTestServer();
    const cookie = await visitorCookie(srv.url);
    const { ws, first } = await open(`${srv.url.replace('http', 'ws')}/ws?sessionId=session_123_abcdef`, { cookie });
    expect(first).toEqual({ type: 'connected', sessionId: 'session_123_abcdef' });
    expect(srv.services.realtime.size).toBe(1);
    ws.close();
  });

  it.each([
    ['/other', '404'],
    ['/ws', '400'],
    ['/ws?sessionId=bad%20id', '400'],
  ])('rejects the upgrade of %s with %s', async (path, status) => {
    srv = await startTestServer();
    await expect(open(`${srv.url.replace('http', 'ws')}${path}`)).rejects.toThrow(status);
  });

  it('rejects a browser from another origin with 403', async () => {
    srv = await startTestServer();
    await expect(
      open(`${srv.url.replace('http', 'ws')}/ws?sessionId=session_123_abcdef`, { origin: 'https://evil.example' }),
    ).rejects.toThrow('403');
  });
});

describe('graceful shutdown', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  it('exits 0 within 10 s on SIGTERM with a WebSocket client connected', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qafila-shutdown-'));
    child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        QAFILA_DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        QAFILA_WEB_DIST: dir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child!.stdout! });
      lines.on('line', (line) => {
        if (line.startsWith('{') && line.includes('Qafila is listening')) resolve(JSON.parse(line).url);
      });
      child!.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
    });
    const probe = await fetch(`${url}/api/chat/session_shutdown_1/messages`);
    const cookie = probe.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws?sessionId=session_shutdown_1`, { headers: { cookie } });
    await new Promise((resolve) => ws.once('message', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    const start = Date.now();
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await exited;
    expect(code).toBe(0);
    expect(Date.now() - start).toBeLessThan(10_000);
    expect(await closed).toBe(1001);
  });
});
