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

it('after consent, a stored conversation is watched without the panel, which loads when a reply arrives', async () => {
  const sockets: { url: string; protocols: string[]; onmessage?: (event: { data: string }) => void }[] = [];
  const original = window.WebSocket;
  window.WebSocket = class {
    static OPEN = 1;
    url: string;
    protocols: string[];
    onmessage?: (event: { data: string }) => void;
    constructor(url: string, protocols: string[]) {
      this.url = url;
      this.protocols = protocols;
      sockets.push(this);
    }
    close() {}
  } as unknown as typeof WebSocket;
  const key = 'qafila-chat:wt_abcdefghijklmnopqrstuvwx';
  localStorage.setItem(key, JSON.stringify({ token: 'stored-token', user: null, open: false }));
  try {
    const page = window as unknown as { QafilaChat: (...args: unknown[]) => unknown };
    const unread: unknown[] = [];
    page.QafilaChat('on', 'unread', (count: unknown) => unread.push(count));
    page.QafilaChat('boot', {
      websiteToken: 'wt_abcdefghijklmnopqrstuvwx',
      apiBase: 'http://127.0.0.1:9',
      consent: 'granted',
    });
    expect(sockets.map((s) => [s.url, s.protocols])).toEqual([['ws://127.0.0.1:9/ws', ['widget.stored-token']]]);
    const reply = {
      id: 9,
      role: 'agent',
      content: 'Your parcel left Jebel Ali.',
      createdAt: '',
      language: 'en',
      metadata: {},
    };
    sockets[0]?.onmessage?.({ data: JSON.stringify({ type: 'new_message', message: reply }) });
    expect(unread).toEqual([1]);
    const shadow = [...document.body.children].find((el) => el.shadowRoot)?.shadowRoot as ShadowRoot;
    expect(shadow.querySelector('button.launcher')?.getAttribute('aria-label')).toBe('Open chat, Unread messages: 1');
    // The panel takes over with its own socket on the same session.
    await expect.poll(() => shadow.querySelector('[role=dialog]')).not.toBeNull();
    await expect.poll(() => sockets.length).toBe(2);
    expect(sockets[1]?.protocols).toEqual(['widget.stored-token']);
    page.QafilaChat('shutdown');
  } finally {
    window.WebSocket = original;
    localStorage.removeItem(key);
  }
});
