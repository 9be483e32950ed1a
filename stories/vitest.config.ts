import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story runs as a test (render, play function, axe) in real Chromium: the system package, never a
// downloaded browser.
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  optimizeDeps: {
    // Discovered late otherwise, which makes Vite reload mid-run on a cold cache ("Vite unexpectedly reloaded a
    // test"). They are dependencies of @qafila/ui, not of this workspace, hence the nested form.
    include: [
      '@qafila/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@qafila/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@qafila/ui > @radix-ui/react-dialog',
      '@qafila/ui > @radix-ui/react-dropdown-menu',
      '@qafila/ui > @radix-ui/react-switch',
      '@qafila/ui > @radix-ui/react-tabs',
      '@qafila/ui > @radix-ui/react-toast',
      '@qafila/ui > @radix-ui/react-tooltip',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
