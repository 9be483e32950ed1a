import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { test as base, errors, expect, type Page } from '@playwright/test';
import { baseURL, contextOptions, defaultViewport, fixedNow } from './options.ts';

// Every story of the built Storybook, screenshotted in English (LTR) and Arabic (RTL), light theme.
//
// - A story renders in the locale of the test through the `locale` global.
// - Play functions are written for one locale (the story's own `globals.locale`, else English): they run only in
//   that locale, so a Dialog or Toast story is captured open. In the other locale the story is captured as
//   rendered, without its play function (Storybook's `embed=true` turns autoplay off): its interactions look for
//   English names or left/right keys that do not apply there.
// - A story that pins its locale (`globals: { locale: 'ar' }`) looks the same in both runs: its baseline is
//   taken once, under its own locale; the other run only checks that the pin still holds.
// - A story pinning a viewport global (`phone`, `small`) is captured at that size, others at 1280 × 800; the
//   screenshot is the full page, so taller stories are captured whole.
// - Opt out with the `!visual` tag, only for a story that cannot be deterministic (say why next to the tag).
//
// Speed: one page per worker stays on iframe.html and switches stories through Storybook's own channel
// (`setCurrentStory`, `updateGlobals`), as the Storybook UI does; a full navigation per story costs ~3 s.

type IndexEntry = { type: 'story' | 'docs'; id: string; title: string; name: string; tags?: string[] };
type StoryMeta = { locale: string | undefined; viewport: { width: number; height: number } | undefined };

const locales = ['en', 'ar'] as const;
const index = JSON.parse(readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('!visual'),
);

type Preview = {
  storyStoreValue?: {
    loadStory(selection: { storyId: string }): Promise<{
      storyGlobals: Record<string, unknown>;
      parameters: { viewport?: { options?: Record<string, { styles?: Record<string, string> }> } };
    }>;
  };
  channel: { emit(event: string, payload: unknown): void };
  currentRender?: { id: string; phase: string };
};
declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: Preview;
    __qafilaPendingTimers?: () => number;
  }
}

const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...contextOptions, baseURL });
      // Fixed wall clock (timers keep running): "© 2026", relative times and "today" never drift.
      await context.clock.setFixedTime(fixedNow);
      await context.addInitScript(trackShortTimers);
      const page = await context.newPage();
      await page.goto('/iframe.html');
      await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined);
      // Load every face up front: a font arriving after a story's layout effects ran would shift what they
      // measured (a chat log scrolled to its end before the font grew the messages).
      await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** What the story pins (locale, viewport), read from the Storybook preview itself. */
function storyMeta(page: Page, storyId: string): Promise<StoryMeta> {
  return page.evaluate(async (id) => {
    const story = await window.__STORYBOOK_PREVIEW__?.storyStoreValue?.loadStory({ storyId: id });
    if (!story) throw new Error('Storybook preview not ready');
    const viewportGlobal = story.storyGlobals.viewport as { value?: string } | undefined;
    const styles = viewportGlobal?.value
      ? story.parameters.viewport?.options?.[viewportGlobal.value]?.styles
      : undefined;
    return {
      locale: typeof story.storyGlobals.locale === 'string' ? story.storyGlobals.locale : undefined,
      viewport: styles
        ? { width: Number.parseInt(styles.width ?? '', 10), height: Number.parseInt(styles.height ?? '', 10) }
        : undefined,
    };
  }, storyId);
}

/**
 * Resizes the page and waits until the document has seen the new size, so the next story mounts at its final
 * size (a layout effect measuring at the old size would leave, for example, a chat log scrolled elsewhere).
 */
async function setViewport(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction(
    ({ width, height }) =>
      window.innerWidth === width &&
      window.innerHeight === height &&
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
    size,
  );
}

let shownStoryId: string | undefined; // one page per worker: what it shows now

/** Renders `storyId` in `locale` (with or without its play function) and waits until it has finished. */
async function showStory(page: Page, storyId: string, locale: string, play: boolean) {
  if (storyId === shownStoryId) {
    // Re-selecting the shown story would only re-render it, keeping the state its play function left behind
    // (typed text, open toasts) and its autoplay setting: load it afresh instead.
    await page.goto(
      `/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=locale:${locale}${play ? '' : '&embed=true'}`,
    );
  } else {
    await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined);
    await page.evaluate(
      ({ id, locale, play }) => {
        const preview = window.__STORYBOOK_PREVIEW__;
        if (!preview) throw new Error('Storybook preview not ready');
        const url = new URL(window.location.href);
        // Storybook reads `embed` for every new story render: embedded stories do not autoplay.
        if (play) url.searchParams.delete('embed');
        else url.searchParams.set('embed', 'true');
        window.history.replaceState({}, '', url);
        window.scrollTo(0, 0);
        preview.channel.emit('updateGlobals', { globals: { locale } });
        preview.channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      },
      { id: storyId, locale, play },
    );
  }
  shownStoryId = storyId;
  const phase = await page.waitForFunction(
    (id) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase) ? render.phase : false;
    },
    storyId,
    { polling: 20 },
  );
  const result = await phase.jsonValue();
  if (result !== 'finished') {
    const message = await page.locator('#error-message, #error-stack').allTextContents();
    throw new Error(`Story ${storyId} ${result}: ${message.join('\n')}`);
  }
  // Let short timers fire (a banner appearing after 300 ms, a tooltip's delay) before the screenshot; a
  // component that keeps re-arming one (a ticking clock) is captured after at most 2 s.
  await page
    .waitForFunction(() => window.__qafilaPendingTimers?.() === 0, undefined, { polling: 20, timeout: 2000 })
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Init script: counts pending `setTimeout`s of up to 1 s (longer ones, such as a toast's 5 s, are the state being
 * shown, not a transition to wait for).
 */
function trackShortTimers() {
  const pending = new Set<number>();
  const { setTimeout: set, clearTimeout: clear } = window;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const ms = Number(delay) || 0;
    if (ms <= 0 || ms > 1000 || typeof handler !== 'function') return set(handler, delay, ...rest);
    const id = set(
      (...args: unknown[]) => {
        pending.delete(id);
        handler(...args);
      },
      ms,
      ...rest,
    );
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    clear(id);
  }) as typeof window.clearTimeout;
  window.__qafilaPendingTimers = () => pending.size;
}

// All English runs first, then all Arabic ones: a worker rarely shows the same story twice in a row.
for (const locale of locales) {
  for (const story of stories) {
    test(`${story.title} / ${story.name} [${locale}]`, async ({ storybook: page }) => {
      const meta = await storyMeta(page, story.id);
      const storyLocale = meta.locale ?? 'en';
      if (meta.locale && meta.locale !== locale) {
        // Pinned locale: this run renders exactly what the run in `meta.locale` captures.
        test.info().annotations.push({ type: 'pinned-locale', description: `captured under [${meta.locale}]` });
        expect(meta.locale).toMatch(/^(en|ar)$/);
        return;
      }
      await setViewport(page, meta.viewport ?? defaultViewport);
      await showStory(page, story.id, locale, Boolean(story.tags?.includes('play-fn')) && storyLocale === locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveScreenshot(`${story.id}.${locale}.png`, { fullPage: true });
    });
  }
}

// A renamed or deleted story must not leave its baselines behind: `test:visual:update` deletes them, any other
// run fails and names them.
test('every baseline belongs to a story', async () => {
  const directory = new URL('./__baselines__/', import.meta.url);
  const ids = new Set(stories.map((story) => story.id));
  const orphans = readdirSync(directory).filter((file) => {
    const match = /^(.+)-(?:en|ar)\.png$/.exec(file);
    return !match?.[1] || !ids.has(match[1]);
  });
  if (orphans.length > 0 && test.info().config.updateSnapshots === 'changed') {
    for (const file of orphans) rmSync(new URL(file, directory));
    return;
  }
  expect(orphans, 'baselines without a story: run test:visual:update (or delete them)').toEqual([]);
});
