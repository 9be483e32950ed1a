// The widget's public types and the seam between the launcher and the panel. Server shapes come from
// @qafila/contracts as types only, so no zod reaches the bundles.
import type {
  ChatMessage,
  SendMessageResponse,
  WidgetConfig,
  WidgetPreChatField,
  WidgetSession,
  WidgetSessionStart,
} from '@qafila/contracts';

export type { ChatMessage, SendMessageResponse, WidgetConfig, WidgetPreChatField, WidgetSession, WidgetSessionStart };

export type Locale = 'en' | 'ar';
export type Consent = 'granted' | 'denied';

/** A customer signed in on the partner's site; `hash` = hex(HMAC-SHA256(identitySecret, id)). */
export interface WidgetUser {
  id: string;
  name?: string;
  email?: string;
  hash: string;
}

/** What `boot` takes. */
export interface BootOptions {
  websiteToken: string;
  /** The Qafila server; defaults to the origin the script was loaded from. */
  apiBase?: string;
  locale?: Locale;
  /** The corner in a left-to-right page; mirrored in Arabic. Default `right`. */
  position?: 'right' | 'left';
  user?: WidgetUser;
  /** Until `granted`, nothing is written to cookies or storage. */
  consent?: Consent;
}

/** Events and what their listeners receive. */
export interface WidgetEvents {
  ready: undefined;
  open: undefined;
  close: undefined;
  message: ChatMessage;
  unread: number;
}
export type WidgetEvent = keyof WidgetEvents;

/** What this browser keeps (in memory, and in localStorage after consent). */
export interface Persisted {
  token?: string;
  /** The user id the session was started for; a session is only reused for the same identity. */
  user?: string | null;
  open?: boolean;
}

/** The session store: memory only until consent, localStorage (one key per website token) after. */
export interface SessionStore {
  get(): Persisted;
  set(patch: Partial<Persisted>): void;
}

/** Live connection states the panel shows. */
export type ConnectionState = 'idle' | 'connecting' | 'online' | 'reconnecting';

/** A socket handed to the panel by the transport. */
export interface LiveHandlers {
  message(message: ChatMessage): void;
  state(state: 'connecting' | 'open' | 'closed'): void;
  /** The session ended (token rotated or expired): close code 4401. */
  unauthorized(): void;
}

/** The server protocol (packages/contracts widget.ts), behind an interface so tests can fake it. */
export interface Transport {
  config(): Promise<WidgetConfig>;
  start(body: WidgetSessionStart): Promise<WidgetSession>;
  /** The session token sent as X-Widget-Session and in the socket subprotocol. */
  use(token: string | undefined): void;
  history(): Promise<ChatMessage[]>;
  send(content: string, pageUrl?: string): Promise<SendMessageResponse>;
  /** Opens the socket and reconnects with back-off until the returned function is called. */
  live(handlers: LiveHandlers): () => void;
}

/** What the launcher gives the panel it loads. */
export interface PanelHost {
  /** The element the panel renders into, inside the shadow root. */
  container: HTMLElement;
  launcher: HTMLButtonElement;
  websiteToken: string;
  apiBase: string;
  locale: Locale;
  user: WidgetUser | undefined;
  store: SessionStore;
  /** Replies counted by the launcher before the panel was loaded. */
  unread: number;
  transport?: Transport | undefined;
  emit<E extends WidgetEvent>(event: E, detail: WidgetEvents[E]): void;
  setUnread(count: number): void;
  /** The panel asks to close (Escape, the close button); the launcher takes focus back. */
  requestClose(): void;
  /** The visitor picked the other language in the panel. */
  changeLocale(locale: Locale): void;
  /** The widget's root element: its `--qc-accent` and `--qc-on-accent` (the brand colour and its text colour) are the launcher's too. */
  root: HTMLElement;
}

export interface PanelHandle {
  /** Shows the panel; with `focus` (the default) focus moves into it. */
  open(focus?: boolean): void;
  close(): void;
  setLocale(locale: Locale): void;
  setUser(user: WidgetUser | undefined): void;
  /** The stored session changed after consent (adopted or forgotten). */
  sessionChanged(): void;
  destroy(): void;
}

export type PanelModule = { mount(host: PanelHost): PanelHandle };
