import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createCommands, type QafilaChatApi } from './commands.ts';
import { arLauncher, arPanel } from './i18n/ar.ts';
import { enLauncher, enPanel } from './i18n/en.ts';
import { storageKey } from './storage.ts';
import { HttpError } from './transport.ts';
import type { BootOptions, ChatMessage, LiveHandlers, Transport, WidgetConfig, WidgetSessionStart } from './types.ts';

const WEBSITE_TOKEN = 'wt_abcdefghijklmnopqrstuvwx';
const SESSION_TOKEN = 'session-token-0123456789abcdefghijklmnopqrstuv';

const config: WidgetConfig = {
  organizationName: 'Al Noor Trading',
  brand: { name: 'Al Noor', logoUrl: null, colour: null },
  greeting: { en: '', ar: '' },
  online: true,
  preChatFields: [],
  preChatRequired: false,
};

let nextId = 1;
const message = (role: ChatMessage['role'], content: string, metadata: ChatMessage['metadata'] = {}): ChatMessage => ({
  id: nextId++,
  role,
  content,
  createdAt: new Date().toISOString(),
  language: 'en',
  metadata,
});

/** The server, faked: records what the widget asks and lets a test drive the socket. */
function fakeTransport() {
  const state = {
    sent: [] as string[],
    used: [] as (string | undefined)[],
    handlers: undefined as LiveHandlers | undefined,
    reply: (content: string): ChatMessage => message('assistant', `You said: ${content}`),
  };
  const transport = {
    config: vi.fn(async () => config),
    start: vi.fn(async (_body: WidgetSessionStart) => ({
      token: SESSION_TOKEN,
      conversationId: 'widget-1',
      verified: false,
      customerName: null,
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    })),
    use(token: string | undefined) {
      state.used.push(token);
    },
    history: vi.fn(async (): Promise<ChatMessage[]> => []),
    send: vi.fn(async (content: string) => {
      state.sent.push(content);
      return { userMessage: message('user', content), assistantMessage: state.reply(content) };
    }),
    live(handlers: LiveHandlers) {
      state.handlers = handlers;
      handlers.state('connecting');
      queueMicrotask(() => handlers.state('open'));
      return () => {
        state.handlers = undefined;
      };
    },
  } satisfies Transport;
  return Object.assign(state, transport);
}

let api: QafilaChatApi | undefined;

function boot(options: Partial<BootOptions> = {}, transport = fakeTransport()) {
  api = createCommands({
    loadPanel: () => import('./panel/index.tsx'),
    defaultApiBase: 'https://api.example.test',
    transport,
  });
  const events: { event: string; detail: unknown }[] = [];
  for (const event of ['ready', 'open', 'close', 'message', 'unread'] as const) {
    api('on', event, (detail: unknown) => events.push({ event, detail }));
  }
  api('boot', { websiteToken: WEBSITE_TOKEN, ...options });
  const host = document.body.lastElementChild as HTMLElement;
  const shadow = host.shadowRoot as ShadowRoot;
  const launcher = shadow.querySelector('button.launcher') as HTMLButtonElement;
  const panel = () => shadow.querySelector<HTMLElement>('[role=dialog]');
  const textarea = () => shadow.querySelector('textarea') as HTMLTextAreaElement;
  const openPanel = async () => {
    launcher.click();
    await expect.poll(() => panel()?.hidden).toBe(false);
    await expect.poll(() => shadow.activeElement).toBe(textarea());
  };
  const type = async (text: string) => {
    textarea().focus();
    await userEvent.keyboard(`${text}{Enter}`);
  };
  return { api, transport, events, host, shadow, launcher, panel, textarea, openPanel, type };
}

afterEach(() => {
  api?.('shutdown');
  api = undefined;
  localStorage.clear();
});

describe('launcher and panel', () => {
  it('boots a launcher only, opens the panel on click, closes on Escape and gives focus back', async () => {
    const w = boot();
    expect(w.events.map((e) => e.event)).toEqual(['ready']);
    expect(w.launcher.getAttribute('aria-label')).toBe('Open chat');
    expect(w.launcher.getAttribute('aria-expanded')).toBe('false');
    // The panel chunk is loaded only on open, and the session starts then (so the team's replies can arrive).
    expect(w.panel()).toBeNull();
    expect(w.transport.config).not.toHaveBeenCalled();

    await w.openPanel();
    await expect.poll(() => w.transport.start.mock.calls.length).toBe(1);
    expect(w.transport.start.mock.calls[0]?.[0]).toEqual({ locale: 'en', pageUrl: location.href });
    await expect.poll(() => w.transport.handlers).toBeDefined();
    expect(w.launcher.getAttribute('aria-expanded')).toBe('true');
    expect(w.panel()?.getAttribute('aria-label')).toBe('Chat with Al Noor');
    expect(w.shadow.querySelector('.name')?.textContent).toBe('Al Noor');

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => w.panel()?.hidden).toBe(true);
    expect(w.shadow.activeElement).toBe(w.launcher);
    expect(w.launcher.getAttribute('aria-expanded')).toBe('false');

    await w.openPanel();
    (w.shadow.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
    await expect.poll(() => w.panel()?.hidden).toBe(true);
    expect(w.shadow.activeElement).toBe(w.launcher);
    expect(w.events.map((e) => e.event)).toEqual(['ready', 'open', 'close', 'open', 'close']);
  });

  it('a close() from the page leaves the page’s focus where it is', async () => {
    const w = boot();
    await w.openPanel();
    const field = document.body.appendChild(document.createElement('input'));
    try {
      field.focus();
      w.api('close');
      await expect.poll(() => w.panel()?.hidden).toBe(true);
      expect(document.activeElement).toBe(field);
    } finally {
      field.remove();
    }
  });

  it('keeps focus inside the dialog: Tab from the last control goes to the first and back', async () => {
    const w = boot();
    await w.openPanel();
    // The send button is disabled while the text box is empty, so the text box is the last control.
    await userEvent.tab();
    expect(w.shadow.activeElement?.textContent).toBe('العربية');
    await userEvent.tab({ shift: true });
    expect(w.shadow.activeElement).toBe(w.textarea());
  });

  it('renders inside a shadow root that host CSS like `* { all: unset }` does not reach', async () => {
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = '* { all: unset !important; } button { color: red !important; font-size: 40px !important; }';
    try {
      const w = boot();
      await w.openPanel();
      const header = getComputedStyle(w.shadow.querySelector('.header') as HTMLElement);
      expect(header.display).toBe('flex');
      expect(getComputedStyle(w.launcher).position).toBe('fixed');
      expect(getComputedStyle(w.shadow.querySelector('.send') as HTMLElement).fontSize).toBe('14px');
    } finally {
      style.remove();
    }
  });

  it('counts replies that arrive while closed on the launcher', async () => {
    const w = boot();
    await w.openPanel();
    await w.type('Hello');
    await expect.poll(() => w.transport.handlers).toBeDefined();
    await userEvent.keyboard('{Escape}');
    w.transport.handlers?.message(message('agent', 'Hi, this is Mariam from the team.'));
    await expect.poll(() => w.launcher.getAttribute('aria-label')).toBe('Open chat, Unread messages: 1');
    const badge = w.shadow.querySelector('.badge') as HTMLElement;
    expect(badge.textContent).toBe('1');
    expect(badge.checkVisibility()).toBe(true);
    expect(w.events.filter((e) => e.event === 'unread').map((e) => e.detail)).toEqual([1]);
    await w.openPanel();
    expect(w.launcher.getAttribute('aria-label')).toBe('Close chat');
    expect(badge.checkVisibility()).toBe(false);
    const agent = w.shadow.querySelector('[data-role=agent]');
    expect(agent?.textContent).toContain('From the team');
  });
});

describe('phones and failures', () => {
  it('covers the whole screen and is modal on a phone', async () => {
    await page.viewport(375, 667);
    try {
      const w = boot();
      await w.openPanel();
      expect(w.panel()?.getAttribute('aria-modal')).toBe('true');
      const box = w.panel()?.getBoundingClientRect();
      expect([box?.left, box?.top, box?.width, box?.height]).toEqual([0, 0, 375, 667]);
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('is a non-modal dialog beside the page on a wide screen', async () => {
    const w = boot({ position: 'left' });
    await w.openPanel();
    expect(w.panel()?.hasAttribute('aria-modal')).toBe(false);
    const box = w.panel()?.getBoundingClientRect();
    expect(box?.width).toBeLessThan(400);
    expect(box?.left).toBeLessThan(40);
  });

  it.each([
    ['#FFD700', '#1C1A17'],
    ['#6A1B9A', '#FFFFFF'],
    ['#777777', '#FFFFFF'],
  ])('wears the organization’s colour %s with text kept at 4.5:1 (%s)', async (brand, text) => {
    const transport = fakeTransport();
    transport.config.mockResolvedValue({ ...config, brand: { ...config.brand, colour: brand } });
    const w = boot({}, transport);
    await w.openPanel();
    const header = getComputedStyle(w.shadow.querySelector('.header') as HTMLElement);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    // #777777 reaches neither 4.5:1 with white nor with near-black: the product's own teal stays.
    expect(header.backgroundColor).toBe(rgb(brand === '#777777' ? '#0E6F69' : brand));
    expect(header.color).toBe(rgb(text));
    expect(getComputedStyle(w.launcher).backgroundColor).toBe(header.backgroundColor);
  });

  it('says the chat is unavailable when the configuration is refused (unknown token, disabled, origin)', async () => {
    const transport = fakeTransport();
    transport.config.mockRejectedValue(new Error('404'));
    const w = boot({}, transport);
    w.launcher.click();
    await expect
      .poll(() => w.shadow.querySelector('.notice')?.textContent)
      .toBe('The chat is not available right now.');
    expect(w.shadow.querySelector('textarea')).toBeNull();
    expect(w.shadow.querySelector('[role=log]')).toBeNull();
    expect(w.shadow.querySelector('.status')).toBeNull();
    expect(transport.start).not.toHaveBeenCalled();
  });

  it('asks the pre-chat questions before the first message and sends the answers with the session', async () => {
    const transport = fakeTransport();
    transport.config.mockResolvedValue({ ...config, preChatFields: ['name', 'email'], preChatRequired: true });
    const w = boot({}, transport);
    w.launcher.click();
    await expect.poll(() => w.shadow.activeElement?.getAttribute('name')).toBe('name');
    // The session waits for the answers.
    expect(transport.start).not.toHaveBeenCalled();
    await userEvent.keyboard('Fatima');
    (w.shadow.querySelector('input[name=email]') as HTMLInputElement).focus();
    await userEvent.keyboard('fatima@example.ae{Enter}');
    await expect.poll(() => w.shadow.activeElement).toBe(w.shadow.querySelector('textarea'));
    await w.type('Hello');
    await expect.poll(() => transport.start.mock.calls.length).toBe(1);
    expect(transport.start.mock.calls[0]).toMatchObject([
      { locale: 'en', visitor: { name: 'Fatima', email: 'fatima@example.ae' } },
    ]);
  });

  it('goes on anonymously when the identity hash does not verify', async () => {
    const transport = fakeTransport();
    transport.start.mockRejectedValueOnce(new HttpError(403, 'Identity verification failed'));
    const w = boot({ user: { id: '42', hash: 'f'.repeat(64) } }, transport);
    await w.openPanel();
    await w.type('Where is my shipment?');
    await expect.poll(() => transport.sent).toEqual(['Where is my shipment?']);
    expect(transport.start.mock.calls.map(([body]) => Boolean(body.user))).toEqual([true, false]);
  });
});

describe('consent', () => {
  it('writes nothing to cookies or storage before consent, keeps the session after, removes it on denial', async () => {
    const w = boot();
    await w.openPanel();
    await w.type('Where is my shipment?');
    await expect.poll(() => w.shadow.querySelectorAll('[data-role=user]').length).toBe(1);
    expect(w.transport.start).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(await indexedDB.databases()).toEqual([]);

    w.api('consent', 'granted');
    expect(JSON.parse(localStorage.getItem(storageKey(WEBSITE_TOKEN)) ?? 'null')).toEqual({
      token: SESSION_TOKEN,
      user: null,
      open: true,
    });
    expect(localStorage.length).toBe(1);

    w.api('consent', 'denied');
    expect(localStorage.length).toBe(0);
  });

  it('after consent, a new page load resumes the stored conversation and its open state', async () => {
    localStorage.setItem(storageKey(WEBSITE_TOKEN), JSON.stringify({ token: SESSION_TOKEN, user: null, open: true }));
    const earlier = [message('user', 'Track QF-1'), message('assistant', 'QF-1 is in transit.')];
    const transport = fakeTransport();
    transport.history.mockResolvedValue(earlier);
    api = createCommands({ loadPanel: () => import('./panel/index.tsx'), defaultApiBase: '', transport });
    api('boot', { websiteToken: WEBSITE_TOKEN, consent: 'granted' });
    const shadow = (document.body.lastElementChild as HTMLElement).shadowRoot as ShadowRoot;
    await expect.poll(() => shadow.querySelector<HTMLElement>('[role=dialog]')?.hidden).toBe(false);
    await expect.poll(() => shadow.querySelectorAll('[data-message-id]').length).toBe(2);
    // Restored as the last page left it, without taking the focus from the page.
    expect(shadow.activeElement).toBeNull();
    expect(transport.used).toContain(SESSION_TOKEN);
    expect(transport.start).not.toHaveBeenCalled();
  });

  it('after consent, the launcher’s socket for a stored conversation reconnects with the panel’s back-off', async () => {
    localStorage.setItem(storageKey(WEBSITE_TOKEN), JSON.stringify({ token: SESSION_TOKEN, user: null, open: false }));
    const sockets: FakeSocket[] = [];
    class FakeSocket {
      onopen?: () => void;
      onclose?: ((event: { code: number }) => void) | null;
      url: string;
      protocols: string[];
      closed = false;
      constructor(url: string, protocols: string[]) {
        this.url = url;
        this.protocols = protocols;
        sockets.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers();
    try {
      // No transport injected: the launcher opens its own socket, without loading the panel.
      const loadPanel = vi.fn(() => import('./panel/index.tsx'));
      api = createCommands({ loadPanel, defaultApiBase: 'https://api.example.test' });
      api('boot', { websiteToken: WEBSITE_TOKEN, consent: 'granted' });
      expect(sockets.map((s) => [s.url, ...s.protocols])).toEqual([
        ['wss://api.example.test/ws', `widget.${SESSION_TOKEN}`],
      ]);

      // 1 s doubling, with jitter (half to all of it): the second drop in a row waits up to 2 s.
      sockets[0]?.onclose?.({ code: 1006 });
      await vi.advanceTimersByTimeAsync(499);
      expect(sockets).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(501);
      expect(sockets).toHaveLength(2);
      sockets[1]?.onclose?.({ code: 1006 });
      await vi.advanceTimersByTimeAsync(999);
      expect(sockets).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1001);
      expect(sockets).toHaveLength(3);
      expect(sockets[2]?.protocols).toEqual([`widget.${SESSION_TOKEN}`]);

      // Once open, the next drop starts again from 1 s.
      sockets[2]?.onopen?.();
      sockets[2]?.onclose?.({ code: 1006 });
      await vi.advanceTimersByTimeAsync(1000);
      expect(sockets).toHaveLength(4);

      // The session ended (token rotated, expired): no more attempts.
      sockets[3]?.onclose?.({ code: 4401 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sockets).toHaveLength(4);
      expect(loadPanel).not.toHaveBeenCalled();

      // Shut down during a back-off: the pending attempt is cancelled.
      api('consent', 'granted');
      expect(sockets).toHaveLength(5);
      sockets[4]?.onclose?.({ code: 1006 });
      api('shutdown');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sockets).toHaveLength(5);
      expect(sockets[4]?.closed).toBe(true);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('without consent, an earlier visit’s storage is not read', async () => {
    localStorage.setItem(storageKey(WEBSITE_TOKEN), JSON.stringify({ token: SESSION_TOKEN, user: null, open: true }));
    const w = boot();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(w.panel()).toBeNull();
    expect(w.launcher.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('locale', () => {
  it('renders right to left in Arabic, with Arabic texts, and switches back', async () => {
    const w = boot({ locale: 'ar' });
    const root = w.shadow.querySelector('.root') as HTMLElement;
    expect(root.dir).toBe('rtl');
    expect(w.launcher.getAttribute('aria-label')).toBe('فتح المحادثة');
    await w.openPanel();
    expect(w.panel()?.getAttribute('dir')).toBe('rtl');
    expect(w.panel()?.getAttribute('lang')).toBe('ar');
    expect(w.panel()?.getAttribute('aria-label')).toBe('تحدّث مع Al Noor');
    expect(w.textarea().getAttribute('placeholder')).toBe('اسأل عن شحنة…');

    (w.shadow.querySelector('button[lang=en]') as HTMLButtonElement).click();
    await expect.poll(() => w.panel()?.getAttribute('dir')).toBe('ltr');
    expect(root.dir).toBe('ltr');
    expect(w.textarea().getAttribute('placeholder')).toBe('Ask about a shipment…');
  });

  it.each([
    ['en', 1280, 800],
    ['ar', 1280, 800],
    ['en', 320, 640],
    ['ar', 320, 640],
  ] as const)('the %s placeholder fits the one-line composer at %i px', async (locale, width, height) => {
    await page.viewport(width, height);
    try {
      const w = boot({ locale });
      await w.openPanel();
      // The composer grows with its content, the placeholder included: empty, it is as tall as with one letter.
      const empty = w.textarea().getBoundingClientRect().height;
      await userEvent.keyboard('a');
      await expect.poll(() => w.textarea().value).toBe('a');
      expect(w.textarea().getBoundingClientRect().height).toBe(empty);
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('has a complete Arabic catalogue', () => {
    for (const [en, ar] of [
      [enLauncher, arLauncher],
      [enPanel, arPanel],
    ] as const) {
      expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(ar)) {
        expect(text, id).not.toBe('');
        // Placeholders survive translation.
        expect(text.match(/\{\w+\}/g) ?? [], id).toEqual((en as Record<string, string>)[id]?.match(/\{\w+\}/g) ?? []);
      }
    }
  });
});

describe('messages', () => {
  it('shows a tracking card, a documents card, suggested questions that send, and the hand-off notice', async () => {
    const w = boot();
    w.transport.reply = () =>
      message('assistant', 'Here is your shipment.', {
        action: 'track_shipment',
        trackingInfo: {
          trackingNumber: 'QAF-2024-0042',
          route: 'Dubai → Abu Dhabi',
          status: 'in_transit',
          updates: [
            {
              description: 'Picked up in Jebel Ali',
              timestamp: '2026-11-20T08:00:00Z',
              completed: true,
              current: false,
            },
            { description: 'On the E11', timestamp: '2026-11-20T10:00:00Z', completed: false, current: true },
            { description: 'Delivered', timestamp: '2026-11-20T14:00:00Z', completed: false, current: false },
          ],
        },
        complianceData: {
          documents: [{ name: 'Commercial invoice', status: 'approved', description: 'Checked by customs' }],
        },
        suggestedQuestions: ['When will it arrive?'],
      });
    await w.openPanel();
    await w.type('Track QAF-2024-0042');

    const card = await vi.waitFor(() => {
      const found = w.shadow.querySelector('[data-card=tracking]');
      if (!found) throw new Error('no tracking card yet');
      return found;
    });
    expect(card.getAttribute('aria-label')).toBe('Tracking QAF-2024-0042');
    expect(card.textContent).toContain('In transit');
    expect(card.textContent).toContain('Dubai');
    expect(card.querySelectorAll('li')).toHaveLength(3);
    expect(card.querySelector('[data-state=current]')?.textContent).toBe('Current step: On the E11');
    const documents = w.shadow.querySelector('[data-card=compliance]');
    expect(documents?.textContent).toContain('Commercial invoice');
    expect(documents?.textContent).toContain('Approved');

    w.transport.reply = () => message('assistant', 'I am handing you over to our team.', { action: 'human_handoff' });
    const chip = w.shadow.querySelector('.chips button') as HTMLButtonElement;
    expect(chip.textContent).toBe('When will it arrive?');
    chip.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => w.transport.sent).toEqual(['Track QAF-2024-0042', 'When will it arrive?']);
    await expect
      .poll(() => w.shadow.querySelector('[data-notice=handoff]')?.textContent)
      .toBe('You asked to talk to our team. A member of the team will reply here.');
    expect(w.events.filter((e) => e.event === 'message')).toHaveLength(4);
  });

  it('keeps messages typed while offline and sends them, in order, on reconnect', async () => {
    const w = boot();
    await w.openPanel();
    await w.type('First');
    await expect.poll(() => w.shadow.querySelector('.status')?.textContent).toBe('Online');

    w.transport.handlers?.state('closed');
    await expect.poll(() => w.shadow.querySelector('.status')?.textContent).toBe('Reconnecting…');
    await w.type('Are you there?');
    await w.type('Hello?');
    await expect.poll(() => w.shadow.querySelectorAll('[data-pending=queued]').length).toBe(2);
    expect(w.shadow.querySelector('[data-pending=queued]')?.textContent).toContain('Waiting to send');
    expect(w.transport.sent).toEqual(['First']);

    w.transport.handlers?.state('connecting');
    w.transport.handlers?.state('open');
    await expect.poll(() => w.transport.sent).toEqual(['First', 'Are you there?', 'Hello?']);
    await expect.poll(() => w.shadow.querySelectorAll('[data-pending]').length).toBe(0);
    // Caught up on what was said while the socket was down.
    expect(w.transport.history).toHaveBeenCalled();
    expect(w.transport.start).toHaveBeenCalledTimes(1);
  });
});
