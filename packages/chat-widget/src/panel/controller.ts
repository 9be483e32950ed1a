import { HttpError } from '../transport.ts';
import type { ChatMessage, PanelHost, Transport, WidgetSessionStart, WidgetUser } from '../types.ts';
import { atoms, merge, type Outgoing, type Store } from './state.ts';

export type Visitor = NonNullable<WidgetSessionStart['visitor']>;

/** The page the visitor writes from, when it is a web page the server accepts. */
function pageUrl(): string | undefined {
  const { href, protocol } = location;
  return /^https?:$/.test(protocol) ? href.slice(0, 2000) : undefined;
}

/**
 * The panel's behaviour, apart from its looks: the session (started on open, or after the pre-chat form; reused from
 * storage after consent), history, the live socket, the outbox (messages typed offline wait and are sent in order on reconnect) and
 * the unread count while closed.
 */
export function createController(host: PanelHost, store: Store, transport: Transport) {
  let user: WidgetUser | undefined = host.user;
  let session: string | undefined;
  let starting: Promise<void> | undefined;
  let stopLive: (() => void) | undefined;
  let visitor: Visitor | undefined;
  let unread = host.unread;
  let seq = 0;
  let flushing = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let wasOpen = false;

  const set = store.set;
  const get = store.get;

  const storedToken = () => {
    const { token, user: owner } = host.store.get();
    return token && (owner ?? null) === (user?.id ?? null) ? token : undefined;
  };

  /** Adds messages; those that are news (not the history of an earlier visit) are events and, while closed, unread. */
  const receive = (incoming: ChatMessage[], news = true) => {
    const known = new Set(get(atoms.messages).map((m) => m.id));
    set(atoms.messages, (list) => merge(list, incoming));
    for (const message of incoming) {
      if (!news || known.has(message.id)) continue;
      host.emit('message', message);
      if (message.role !== 'user' && !get(atoms.open)) host.setUnread(++unread);
    }
  };

  const updateOutbox = (item: Outgoing, patch: Partial<Outgoing> | null) =>
    set(atoms.outbox, (list) =>
      patch ? list.map((i) => (i.key === item.key ? { ...i, ...patch } : i)) : list.filter((i) => i.key !== item.key),
    );

  const refresh = async (news = true) => {
    try {
      receive(await transport.history(), news);
      set(atoms.history, 'ready');
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) forget();
      else if (get(atoms.history) !== 'ready') set(atoms.history, 'error');
    }
  };

  const live = () => {
    stopLive?.();
    wasOpen = false;
    stopLive = transport.live({
      message: (message) => receive([message]),
      state(state) {
        if (state === 'open') {
          set(atoms.connection, 'online');
          // Back after a drop: catch up on what was said meanwhile, then send what waited.
          if (wasOpen) void refresh();
          wasOpen = true;
          void flush();
        } else {
          set(atoms.connection, wasOpen ? 'reconnecting' : 'connecting');
        }
      },
      unauthorized: forget,
    });
  };

  const adopt = (token: string) => {
    session = token;
    transport.use(token);
    host.store.set({ token, user: user?.id ?? null });
    live();
  };

  /** The session ended on the server (rotated token, expiry): the next message starts a new one. */
  function forget() {
    stopLive?.();
    stopLive = undefined;
    session = undefined;
    transport.use(undefined);
    set(atoms.connection, 'idle');
  }

  const ensureSession = (): Promise<void> => {
    if (session) return Promise.resolve();
    starting ??= (async () => {
      const resume = storedToken();
      const body: WidgetSessionStart = {
        locale: get(atoms.locale),
        ...(pageUrl() ? { pageUrl: pageUrl() } : {}),
        ...(resume ? { resume } : {}),
        ...(visitor ? { visitor } : {}),
      };
      let started: Awaited<ReturnType<Transport['start']>>;
      try {
        started = await transport.start(user ? { ...body, user } : body);
      } catch (error) {
        // A hash that does not verify: go on as an anonymous visitor.
        if (!(user && error instanceof HttpError && error.status === 403)) throw error;
        user = undefined;
        started = await transport.start(body);
      }
      adopt(started.token);
    })().finally(() => {
      starting = undefined;
    });
    return starting;
  };

  const scheduleRetry = () => {
    clearTimeout(retryTimer);
    const delay = Math.min(30_000, 1000 * 2 ** retries++);
    retryTimer = setTimeout(() => {
      if (!stopLive) set(atoms.connection, 'idle');
      void flush();
    }, delay);
  };

  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      for (;;) {
        // While the socket is down, messages wait for it: its reconnection flushes them.
        if (get(atoms.connection) === 'reconnecting') return;
        const next = get(atoms.outbox).find((i) => i.state === 'queued');
        if (!next) return;
        updateOutbox(next, { state: 'sending' });
        set(atoms.typing, true);
        try {
          await ensureSession();
          const { userMessage, assistantMessage } = await transport.send(next.content, pageUrl());
          retries = 0;
          updateOutbox(next, null);
          receive([userMessage, assistantMessage]);
        } catch (error) {
          if (error instanceof HttpError) {
            if (error.status === 401 && session) {
              forget();
              updateOutbox(next, { state: 'queued' });
            } else {
              updateOutbox(next, { state: 'failed' });
            }
          } else {
            // The network: keep the message and try again when the connection is back.
            updateOutbox(next, { state: 'queued' });
            set(atoms.connection, 'reconnecting');
            scheduleRetry();
            return;
          }
        } finally {
          set(atoms.typing, false);
        }
      }
    } finally {
      flushing = false;
    }
  }

  /** Starts the session as the panel opens (so the team's replies can arrive), unless the pre-chat form comes first. */
  const begin = () => {
    const config = get(atoms.config);
    if (session || !config || (config.preChatFields.length > 0 && !get(atoms.preChatDone))) return;
    // A failure here is not the visitor's concern yet: their first message tries again.
    ensureSession().catch(() => undefined);
  };

  // Asked again on each open after a failure: a network blip must not leave the widget unavailable for the page.
  const loadConfig = async () => {
    if (get(atoms.config)) return;
    try {
      set(atoms.config, await transport.config());
    } catch {
      set(atoms.config, false);
    }
  };

  /** A conversation from an earlier visit (after consent) or from earlier on this page. */
  const resumeStored = async () => {
    const token = storedToken();
    if (session || !token) {
      if (get(atoms.history) === 'idle') set(atoms.history, 'ready');
      return;
    }
    set(atoms.preChatDone, true);
    set(atoms.history, 'loading');
    adopt(token);
    await refresh(false);
  };

  const onOnline = () => {
    if (!stopLive && get(atoms.outbox).length > 0) {
      set(atoms.connection, 'idle');
      void flush();
    }
  };
  addEventListener('online', onOnline);

  return {
    start() {
      if (user) set(atoms.preChatDone, true);
      void loadConfig();
      void resumeStored();
    },
    opened() {
      unread = 0;
      host.setUnread(0);
      void loadConfig().then(begin);
    },
    send(text: string): boolean {
      const content = text.trim();
      if (!content) return false;
      set(atoms.outbox, (list) => [...list, { key: ++seq, content, state: 'queued' }]);
      void flush();
      return true;
    },
    retry(item: Outgoing) {
      updateOutbox(item, { state: 'queued' });
      void flush();
    },
    preChat(answer: Visitor | undefined) {
      visitor = answer;
      set(atoms.preChatDone, true);
      begin();
    },
    setUser(next: WidgetUser | undefined) {
      forget();
      user = next;
      host.store.set({ token: undefined, user: undefined });
      set(atoms.messages, []);
      set(atoms.outbox, []);
      set(atoms.preChatDone, Boolean(next));
    },
    sessionChanged() {
      void resumeStored();
    },
    destroy() {
      forget();
      clearTimeout(retryTimer);
      removeEventListener('online', onOnline);
    },
  };
}

export type Controller = ReturnType<typeof createController>;
