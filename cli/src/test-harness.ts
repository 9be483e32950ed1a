import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './cli.ts';

/**
 * The CLI as its tests run it: its own data folder (a fresh SQLite database and files), the first-run passwords
 * set, what it prints captured line by line, `stdin` as what it reads from standard input, and progress lines
 * (a progress bar on a terminal) given to `progress`.
 */
export function cliHarness(
  options: { stdin?: string; env?: Record<string, string>; progress?: (line: string) => void } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qafila-cli-'));
  const out: string[] = [];
  const err: string[] = [];
  const env: Record<string, string> = {
    QAFILA_DATA_DIR: dataDir,
    QAFILA_ADMIN_PASSWORD: 'initial-admin-pass',
    QAFILA_DEMO_PASSWORD: 'initial-demo-pass',
    QAFILA_OPS_PASSWORD: 'initial-ops-pass',
    // Without the demo's generated trading history (issue 19, ADR 0044), as the API's tests: the counts the commands
    // print are the hand-written demo's, and each seed stays fast.
    QAFILA_DEMO_HISTORY: 'off',
    ...options.env,
  };
  const io = {
    out: (s: string) => out.push(s),
    err: (s: string) => err.push(s),
    env,
    readStdin: async () => options.stdin ?? '',
    ...(options.progress ? { progress: options.progress } : {}),
  };
  return {
    dataDir,
    env,
    out,
    err,
    run: (...argv: string[]) => run(argv, io),
    /** The API's services on the same database, to arrange what a command then works on; close them after. */
    services: async () => {
      const { createServices, loadConfig } = await import('@qafila/api');
      return createServices(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    },
  };
}
