import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const E2E_PASSWORDS = {
  admin: 'e2e-admin-password',
  demo: 'e2e-demo-password',
  ops: 'e2e-ops-password',
} as const;

/** The local Graph API the WhatsApp test starts (issue 17): the server sends WhatsApp replies there. */
export const E2E_WHATSAPP_GRAPH_PORT = 47_811;

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the real server (API + built web app) as `pnpm start` does, on the given port (0: random). */
export async function startServer(options: { dataDir: string; port?: number }): Promise<RunningServer> {
  const child = spawn(process.execPath, [`${root}api/src/server.ts`], {
    env: {
      ...process.env,
      QAFILA_DATA_DIR: options.dataDir,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // The first-party analytics provider, so the tests can watch what is sent with and without consent.
      QAFILA_ANALYTICS: 'first-party',
      QAFILA_ADMIN_PASSWORD: E2E_PASSWORDS.admin,
      QAFILA_DEMO_PASSWORD: E2E_PASSWORDS.demo,
      QAFILA_OPS_PASSWORD: E2E_PASSWORDS.ops,
      // Local fake servers the tests start (a Shopify store, issue 17) may be called despite the SSRF guard.
      QAFILA_OUTBOUND_ALLOW: '127.0.0.1',
      // WhatsApp replies go to the local Graph API of whatsapp.spec.ts (issue 17).
      QAFILA_WHATSAPP_GRAPH_URL: `http://127.0.0.1:${E2E_WHATSAPP_GRAPH_PORT}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 30 s')), 30_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{') && line.includes('Qafila is listening')) {
        clearTimeout(timer);
        resolve(JSON.parse(line).url.replace('localhost', '127.0.0.1'));
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
