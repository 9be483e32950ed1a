import type { BrowserContextOptions } from '@playwright/test';

// Shared by the Playwright config (web server) and the visual tests (their worker-scoped page).
export const port = Number(process.env.QAFILA_VISUAL_PORT ?? 6107);
export const baseURL = `http://127.0.0.1:${port}`;
export const defaultViewport = { width: 1280, height: 800 };
/** The wall clock every story sees (Date only; timers run normally). */
export const fixedNow = new Date('2026-03-15T09:30:00+04:00');

export const contextOptions: BrowserContextOptions = {
  viewport: defaultViewport,
  deviceScaleFactor: 1,
  locale: 'en-US',
  timezoneId: 'Asia/Dubai',
  colorScheme: 'light',
  reducedMotion: 'reduce',
};
