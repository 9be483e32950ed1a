import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tooling/chromium.ts';
import { baseURL, port } from './options.ts';

// Visual regression of the built Storybook (storybook-static) in Debian's chromium, never a downloaded browser.
// Baselines live in visual/__baselines__ and are committed. See stories/README.md ("Visual regression").
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  outputDir: '../test-results/visual',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  // Two cores: two browser pages in parallel. Each test is one story in one locale, independent of the others.
  workers: 2,
  fullyParallel: true,
  forbidOnly: ci,
  // One more try for a screenshot that differs: a real change differs twice and fails; a capture taken a moment too
  // early on a loaded machine (seen about once in 700 captures: a pane not yet scrolled to the focused button)
  // passes the second time and is reported as flaky, so it stays visible.
  retries: 1,
  timeout: 30_000,
  reporter: ci ? [['dot']] : [['dot'], ['html', { open: 'never', outputFolder: '../test-results/visual-report' }]],
  // A story without a baseline fails in CI ('none'); locally its baseline is written and the test passes
  // ('missing'), so `git status` shows the new PNG to review and commit. `test:visual:update` rewrites
  // baselines that no longer match (`--update-snapshots=changed`).
  updateSnapshots: ci ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: {
      // Perceptual per-pixel threshold (pixelmatch's YIQ distance, 0..1) plus a small budget of differing pixels
      // for anti-aliasing; the same machine image reproduces baselines exactly.
      threshold: 0.2,
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    // Page and context options live in options.ts: the tests open one page per worker themselves.
    trace: 'off',
    screenshot: 'off',
    launchOptions: chromiumLaunchOptions(
      // Same glyph rasterisation on every machine.
      '--font-render-hinting=none',
      '--disable-font-subpixel-positioning',
      '--disable-lcd-text',
      '--force-color-profile=srgb',
    ),
  },
  webServer: {
    command: 'node serve.ts',
    url: `${baseURL}/iframe.html`,
    reuseExistingServer: !ci,
    stdout: 'ignore',
    env: { QAFILA_VISUAL_PORT: String(port) },
  },
});
