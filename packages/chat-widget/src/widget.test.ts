import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createCommands, type QafilaChatApi } from './commands.ts';
import { arLauncher, arPanel } from './i18n/ar.ts';
import { enLauncher, enPanel } from './i18n/en.ts';
import { storageKey } from './storage.ts';
import type { BootOptions, ChatMessage, LiveHandlers, Transport, WidgetConfig } from './types.ts';

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
    start: vi.fn(async () => ({
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

function boot(options: Partial<BootOptions> = {}) {
  const transport = fakeTransport();
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
    // The panel chunk is loaded only on open.
    expect(w.panel()).toBeNull();

    await w.openPanel();
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
    expect(w.shadow.querySelector('.badge')?.textContent).toBe('1');
    expect(w.events.filter((e) => e.event === 'unread').map((e) => e.detail)).toEqual([1]);
    await w.openPanel();
    expect(w.launcher.getAttribute('aria-label')).toBe('Close chat');
    const agent = w.shadow.querySelector('[data-role=agent]');
    expect(agent?.textContent).toContain('From the team');
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
    expect(transport.used).toContain(SESSION_TOKEN);
    expect(transport.start).not.toHaveBeenCalled();
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
    expect(w.textarea().getAttribute('placeholder')).toBe('اسأل عن شحنة أو مستندات أو الجمارك…');

    (w.shadow.querySelector('button[lang=en]') as HTMLButtonElement).click();
    await expect.poll(() => w.panel()?.getAttribute('dir')).toBe('ltr');
    expect(root.dir).toBe('ltr');
    expect(w.textarea().getAttribute('placeholder')).toBe('Ask about a shipment, documents or customs…');
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
