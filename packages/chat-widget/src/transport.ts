import { backoff, UNAUTHORIZED_CLOSE } from './socket.ts';
import type { ChatMessage, LiveHandlers, Transport } from './types.ts';

/** An answer of the server other than 2xx, with its `{ error }` text. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The widget's side of the server protocol (packages/contracts/src/widget.ts): fetch without cookies or credentials,
 * the session token in `X-Widget-Session`, and `/ws` with the subprotocol `widget.<token>`, reconnecting with
 * exponential back-off (`backoff`, as the launcher's socket) until stopped or told the session ended.
 */
export function createTransport(apiBase: string, websiteToken: string): Transport {
  let token: string | undefined;
  const request = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (token && path.startsWith('/api/widget/messages')) headers['x-widget-session'] = token;
    const response = await fetch(`${apiBase}${path}`, {
      method: init.method ?? 'GET',
      headers,
      mode: 'cors',
      credentials: 'omit',
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    // A page that is not the API (a proxy's HTML, a 404 page) is an error too, not an empty answer.
    const body = (await response.json().catch(() => undefined)) as (T & { error?: string }) | undefined;
    if (!response.ok || !body) throw new HttpError(response.status, body?.error ?? response.statusText);
    return body;
  };
  const site = `/api/widget/${encodeURIComponent(websiteToken)}`;

  return {
    config: () => request(`${site}/config`),
    start: (body) => request(`${site}/sessions`, { method: 'POST', body }),
    use(next) {
      token = next;
    },
    history: () => request<ChatMessage[]>('/api/widget/messages'),
    send: (content, pageUrl) =>
      request('/api/widget/messages', { method: 'POST', body: pageUrl ? { content, pageUrl } : { content } }),
    live(handlers: LiveHandlers) {
      let socket: WebSocket | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let attempt = 0;
      let stopped = false;
      const connect = () => {
        if (stopped || !token) return;
        handlers.state('connecting');
        const previous = socket;
        const ws = new WebSocket(`${apiBase.replace(/^http/, 'ws')}/ws`, [`widget.${token}`]);
        socket = ws;
        previous?.close();
        ws.onopen = () => {
          attempt = 0;
          handlers.state('open');
        };
        ws.onmessage = (event) => {
          try {
            const data = JSON.parse(String(event.data)) as { type?: string; message?: ChatMessage };
            if (data.type === 'new_message' && data.message) handlers.message(data.message);
          } catch {
            // Not JSON: not an event of ours.
          }
        };
        ws.onclose = (event) => {
          if (stopped || socket !== ws) return;
          handlers.state('closed');
          if (event.code === UNAUTHORIZED_CLOSE) {
            handlers.unauthorized();
            return;
          }
          timer = setTimeout(connect, backoff(attempt++));
        };
      };
      const online = () => {
        // Back online: try now rather than at the end of the back-off.
        if (socket?.readyState !== WebSocket.OPEN) {
          clearTimeout(timer);
          attempt = 0;
          connect();
        }
      };
      addEventListener('online', online);
      connect();
      return () => {
        stopped = true;
        clearTimeout(timer);
        removeEventListener('online', online);
        socket?.close();
      };
    },
  };
}
