import { existsSync, readFileSync } from 'node:fs';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type Plugin } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tooling/chromium.ts';

const dist = new URL('./dist/', import.meta.url);

/** Serves dist/ untouched under /packaged/ (as the API serves /widget.js), out of reach of Vite's transforms. */
const packaged: Plugin = {
  name: 'packaged-widget',
  configureServer(server) {
    server.middlewares.use('/packaged/', (req, res, next) => {
      const file = new URL(`.${(req.url ?? '').split('?')[0]}`, dist);
      if (!file.href.startsWith(dist.href) || !existsSync(file)) return next();
      res.setHeader('content-type', 'text/javascript; charset=utf-8');
      res.end(readFileSync(file));
    });
  },
};

// Behaviour tests in real Chromium (the system package, never a downloaded browser), with the panel loaded from
// source and a fake transport: the server protocol itself is covered end to end by e2e/.
export default defineConfig({
  plugins: [packaged],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  optimizeDeps: {
    // Discovered late otherwise, which makes Vite reload mid-run on a cold cache.
    include: ['preact', 'preact/hooks', 'preact/jsx-runtime', 'preact/jsx-dev-runtime', 'jotai/vanilla'],
  },
  test: {
    include: ['src/**/*.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
