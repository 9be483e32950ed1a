import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../tooling/chromium.ts';

// Every story runs as a test (render, play function, axe) in real Chromium: the system package, never a
// downloaded browser. The visual regression suite (Playwright against the built Storybook) is in visual/.
const uiPackage = JSON.parse(readFileSync(new URL('../packages/ui/package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
/** What the browser imports from @qafila/ui's dependencies (CSS-only and build-time packages have no entry). */
const uiBrowserDependencies = Object.keys(uiPackage.dependencies).flatMap((name) => {
  if (name.startsWith('@fontsource/') || name.startsWith('@qafila/') || name === '@vanilla-extract/css') return [];
  if (name === '@vanilla-extract/recipes') return ['@vanilla-extract/recipes/createRuntimeFn'];
  if (name === '@vanilla-extract/sprinkles') return ['@vanilla-extract/sprinkles/createRuntimeSprinkles'];
  return [name];
});

const storybookConfigDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// A fresh object per project: Vitest names the instances it is given.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions(),
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  optimizeDeps: {
    // Discovered late otherwise, which makes Vite reload mid-run on a cold cache ("Vite unexpectedly reloaded a
    // test"). Derived from @qafila/ui's dependencies, so a component that adds one (a Radix primitive, a chart
    // library) is covered without touching this file; they are not dependencies of this workspace, hence the
    // nested `@qafila/ui > …` form.
    include: [
      ...uiBrowserDependencies.map((name) => `@qafila/ui > ${name}`),
      '@qafila/ui > @qafila/contracts > zod',
      '@qafila/i18n > @formatjs/icu-messageformat-parser',
      'react-intl',
      'react/jsx-dev-runtime',
    ],
  },
  test: {
    // Every story twice: in the light theme (the default) and in the dark theme, each with its play function and
    // an axe audit, so a colour that fails contrast in one theme fails the run. A story pinning `globals.theme`
    // keeps its theme in both. `vitest run --project storybook` runs one.
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        test: { name: 'storybook', browser: browser() },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        // Read by .storybook/preview.tsx as the initial `theme` global.
        define: { 'import.meta.env.VITE_QAFILA_STORY_THEME': JSON.stringify('dark') },
        test: { name: 'storybook-dark', browser: browser() },
      },
    ],
  },
});
