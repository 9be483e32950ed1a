import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tooling/chromium.ts';

// Behaviour tests in real Chromium (the system package, never a downloaded browser), with the panel loaded from
// source and a fake transport: the server protocol itself is covered end to end by e2e/.
export default defineConfig({
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
