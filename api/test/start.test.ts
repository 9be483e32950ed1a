import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 12 item 10: the documented start command stops cleanly. `pnpm start` is `turbo run build … && exec
// "$npm_node_execpath" scripts/start.mjs`; these tests run its second half, `pnpm start:server`, with a web app
// fixture instead of the build. Each launcher is started in its own process group, as a shell starts a job.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The pnpm CLI running the tests (`npx pnpm …` puts it on PATH): its JavaScript file, run with this Node. */
function findPnpm(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'pnpm');
    if (dir && existsSync(candidate)) return realpathSync(candidate);
  }
  return '';
}
const pnpm = findPnpm();

/** pids of the processes of a process group (Linux /proc). */
function groupMembers(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const address = srv.address();
  await new Promise((resolve) => srv.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

interface Started {
  launcher: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Starts `pnpm start:server` (or `command` around it) detached, and waits until the API answers. */
async function start(wrap?: (pnpmCommand: string) => string[]): Promise<Started> {
  expect(pnpm, 'the pnpm CLI is on PATH').toMatch(/pnpm\.c?js$/);
  const dir = mkdtempSync(join(tmpdir(), 'qafila-start-'));
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><html><body>fixture</body></html>');
  writeFileSync(join(dir, 'web', 'app.html'), '<!doctype html><html><body>fixture</body></html>');
  const port = await freePort();
  const args = [pnpm, 'run', 'start:server'];
  const [command, ...rest] = wrap
    ? wrap(
        args
          .map((a) => `'${a}'`)
          .join(' ')
          .replace(/^/, `'${process.execPath}' `),
      )
    : [process.execPath, ...args];
  const launcher = spawn(command as string, rest, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      QAFILA_DATA_DIR: join(dir, 'data'),
      QAFILA_WEB_DIST: join(dir, 'web'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      QAFILA_ADMIN_PASSWORD: 'admin-password-for-start',
      QAFILA_DEMO_PASSWORD: 'demo-password-for-start',
      QAFILA_OPS_PASSWORD: 'ops-password-for-start',
    },
  });
  let out = '';
  launcher.stdout?.on('data', (d) => {
    out += d;
  });
  launcher.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    launcher.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const pgid = launcher.pid as number;
  cleanups.push(() => {
    for (const pid of groupMembers(pgid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });
  await until('the server to listen', () => out.includes('Qafila is listening') && portOpen(port), 30_000).catch(
    (err) => {
      throw new Error(`${(err as Error).message}\n${out}`);
    },
  );
  return { launcher, port, output: () => out, exited };
}

/** After the launcher was signalled: every process it started is gone and the port is closed. */
async function expectStopped(started: Started) {
  const pgid = started.launcher.pid as number;
  await until('every process of the launcher to end', () => groupMembers(pgid).length === 0, 15_000).catch((err) => {
    const left = groupMembers(pgid).map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '));
    throw new Error(`${(err as Error).message}; still running: ${left.join(' | ')}`);
  });
  expect(await portOpen(started.port)).toBe(false);
  // A graceful stop: the server drained and closed the database.
  expect(started.output()).toContain('"msg":"stopped"');
}

describe('pnpm start:server', () => {
  it('stops the server when pnpm is sent SIGTERM', async () => {
    const started = await start();
    process.kill(started.launcher.pid as number, 'SIGTERM');
    await started.exited;
    await expectStopped(started);
  }, 60_000);

  it('stops once, gracefully, on Ctrl-C (SIGINT to the whole job)', async () => {
    const started = await start();
    process.kill(-(started.launcher.pid as number), 'SIGINT');
    await started.exited;
    await expectStopped(started);
    expect(started.output().match(/"msg":"shutting down"/g)).toHaveLength(1);
  }, 60_000);

  it('stops the server when a launcher above pnpm that forwards nothing is sent SIGTERM (as npx does)', async () => {
    // npm exec runs pnpm through `sh -c` and only that shell gets the signal; a shell waiting for a command passes
    // nothing on.
    const started = await start((pnpmCommand) => ['/bin/sh', '-c', `${pnpmCommand}; true`]);
    process.kill(started.launcher.pid as number, 'SIGTERM');
    await expectStopped(started);
  }, 60_000);
});
