import { expect, it } from 'vitest';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };

// The built script-tag files as a partner's page loads them, served as they are (vitest.config.ts) (`pnpm build` first: turbo's test task depends on it).
it('dist/widget.js runs the calls queued before it loaded and loads widget/panel.js only on open', async () => {
  const page = window as unknown as { QafilaChat?: Queue };
  page.QafilaChat =
    page.QafilaChat ||
    ((...args: unknown[]) => {
      const queue = page.QafilaChat as Queue;
      queue.q = queue.q || [];
      queue.q.push(args);
    });
  const events: string[] = [];
  page.QafilaChat('on', 'ready', () => events.push('ready'));
  // Nothing listens there: the panel must say the chat is unavailable rather than break.
  page.QafilaChat('boot', { websiteToken: 'wt_abcdefghijklmnopqrstuvwx', apiBase: 'http://127.0.0.1:9', locale: 'ar' });
  const script = document.createElement('script');
  script.src = '/packaged/widget.js';
  await new Promise((resolve, reject) => {
    script.onload = resolve;
    script.onerror = reject;
    document.head.append(script);
  });
  expect(events).toEqual(['ready']);

  const shadow = [...document.body.children].find((el) => el.shadowRoot)?.shadowRoot as ShadowRoot;
  const launcher = shadow.querySelector('button.launcher') as HTMLButtonElement;
  expect(launcher.getAttribute('aria-label')).toBe('فتح المحادثة');
  const panelLoaded = () =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/packaged/widget/panel.js'));
  expect(panelLoaded()).toBe(false);

  launcher.click();
  await expect.poll(panelLoaded).toBe(true);
  await expect.poll(() => shadow.querySelector('[role=dialog]')?.getAttribute('dir')).toBe('rtl');
  await expect.poll(() => shadow.querySelector('.notice')?.textContent).toBe('المحادثة غير متاحة الآن.');
  expect(customElements.get('qafila-chat')).toBeDefined();
  page.QafilaChat('shutdown');
  expect(shadow.host.isConnected).toBe(false);
});
