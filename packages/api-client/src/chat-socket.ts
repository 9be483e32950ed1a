import type { WsEvent } from '@qafila/contracts';
import { RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS, WS_FINAL_CLOSE_CODES } from '@qafila/contracts/constants';
import type { Logger } from './client.ts';

/** The live connection is either up or down (spec 000 §4). */
export type ChatSocketStatus = 'connected' | 'disconnected';

export interface ChatSocketUrlOptions {
  sessionId: string;
  /** The socket endpoint (ws:, wss:, http: or https:). Overrides `baseUrl` and `path`. */
  url?: string;
  /** Origin, optionally with a base path, of the API. Default: the page's origin. */
  baseUrl?: string;
  /** Endpoint path below `baseUrl`. Default: `/ws`. */
  path?: string;
}

export interface ChatSocketOptions extends ChatSocketUrlOptions {
  /** Called with every JSON message pushed by the server. Only the `type` field is checked. */
  onEvent?: (event: WsEvent) => void;
  /** Called when the connection goes up or down; not called for repeats of the same status. */
  onStatusChange?: (status: ChatSocketStatus) => void;
  /**
   * Called when the server ends the socket for good (close codes WS_CLOSE_CODES: 4401 the sign-in ended, 4403 the
   * organization is suspended, 1008 a policy): no reconnect follows. A signed-in app checks its token over HTTP,
   * whose 401 signs the browser out.
   */
  onEnd?: (end: { code: number; reason: string }) => void;
  /** The WebSocket constructor. Default: `globalThis.WebSocket`. */
  WebSocketImpl?: typeof WebSocket;
  logger?: Logger;
  /** Delay before reconnect attempt `attempt` (1-based). Default: {@link reconnectDelay}. */
  reconnectDelay?: (attempt: number) => number;
  /**
   * The signed-in user's token, read at every (re)connect. Browsers cannot set headers on a WebSocket, so it
   * travels as the second offered subprotocol `bearer.<token>`; the server answers with `qafila` only.
   * Without a token the visitor cookie identifies the browser.
   */
  getToken?: () => string | null | undefined;
}

/** The subprotocols offered to the server: `qafila`, plus `bearer.<token>` when signed in. */
export function chatSocketProtocols(token: string | null | undefined): string[] {
  return token ? ['qafila', `bearer.${token}`] : ['qafila'];
}

export interface ChatSocket {
  /** Sends `message` as JSON when the connection is open; returns whether it was sent. */
  send(message: unknown): boolean;
  /** Closes the connection for good: no more events, status changes or reconnects. */
  close(): void;
  readonly status: ChatSocketStatus;
}

/** `ws:` on http pages and `wss:` on https pages (spec 000 §7), with the session id as a query parameter. */
export function chatSocketUrl({ sessionId, url, baseUrl, path = '/ws' }: ChatSocketUrlOptions): string {
  let target: URL;
  if (url) {
    target = new URL(url, globalThis.location?.href);
  } else if (baseUrl) {
    const base = new URL(baseUrl, globalThis.location?.href);
    target = new URL(`${base.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, base);
  } else if (globalThis.location) {
    target = new URL(path, globalThis.location.origin);
  } else {
    throw new Error('createChatSocket needs `url` or `baseUrl` outside a browser page');
  }
  if (target.protocol === 'https:') target.protocol = 'wss:';
  else if (target.protocol === 'http:') target.protocol = 'ws:';
  target.searchParams.set('sessionId', sessionId);
  return target.toString();
}

/**
 * 1 s doubling to 30 s, scaled by a random factor between 0.8 and 1.2 so that clients dropped together do not
 * reconnect together; never above 30 s.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_DELAY_MS);
  return Math.round(Math.min(RETRY_MAX_DELAY_MS, base * (0.8 + 0.4 * random())));
}

const OPEN = 1;

/**
 * Opens the live chat connection and keeps it open, reconnecting with back-off, until `close()` or until the server
 * ends it with one of WS_FINAL_CLOSE_CODES (see `onEnd`).
 */
export function createChatSocket(options: ChatSocketOptions): ChatSocket {
  const WebSocketImpl = options.WebSocketImpl ?? globalThis.WebSocket;
  if (!WebSocketImpl) throw new Error('No WebSocket implementation available');
  const logger = options.logger ?? console;
  const delay = options.reconnectDelay ?? reconnectDelay;
  const url = chatSocketUrl(options);

  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let closed = false;
  let status: ChatSocketStatus = 'disconnected';

  function setStatus(next: ChatSocketStatus) {
    if (next === status) return;
    status = next;
    options.onStatusChange?.(next);
  }

  function scheduleReconnect() {
    if (closed || timer !== undefined) return;
    attempts += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect();
    }, delay(attempts));
  }

  function handleMessage(data: unknown) {
    let event: unknown;
    try {
      event = JSON.parse(String(data));
    } catch (error) {
      logger.error('Chat connection: unparseable message', error);
      return;
    }
    if (!event || typeof event !== 'object' || typeof (event as { type?: unknown }).type !== 'string') {
      logger.error('Chat connection: message without a type', event);
      return;
    }
    options.onEvent?.(event as WsEvent);
  }

  function connect() {
    if (closed) return;
    let ws: WebSocket;
    try {
      ws = new WebSocketImpl(url, chatSocketProtocols(options.getToken?.()));
    } catch (error) {
      logger.error('Chat connection failed', error);
      setStatus('disconnected');
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
      setStatus('connected');
    };
    ws.onmessage = (message) => handleMessage(message.data);
    ws.onerror = () => {
      // Browsers give error events no detail; the close event that follows schedules the reconnect.
      logger.error(`Chat connection error (${url})`);
      setStatus('disconnected');
    };
    ws.onclose = (event) => {
      if (socket === ws) socket = undefined;
      if (WS_FINAL_CLOSE_CODES.includes(event.code)) {
        // Reconnecting would be refused the same way, again and again: stop and say why.
        closed = true;
        clearTimeout(timer);
        timer = undefined;
        setStatus('disconnected');
        options.onEnd?.({ code: event.code, reason: event.reason });
        return;
      }
      setStatus('disconnected');
      scheduleReconnect();
    };
  }

  connect();

  return {
    send(message) {
      if (socket?.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      if (socket) {
        socket.onopen = null;
        socket.onmessage = null;
        socket.onerror = null;
        socket.onclose = null;
        socket.close();
        socket = undefined;
      }
      setStatus('disconnected');
    },
    get status() {
      return status;
    },
  };
}
