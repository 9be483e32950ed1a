import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTransport, HttpError } from './transport.ts';

const API = 'https://api.example.test';
const WEBSITE_TOKEN = 'wt_abcdefghijklmnopqrstuvwx';

function stubFetch(status = 200, body: unknown = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The request shapes of the widget protocol (packages/contracts/src/widget.ts); the server side is tested in api/.
describe('transport', () => {
  it('calls the public routes without cookies, and sends the session token only in X-Widget-Session', async () => {
    const calls = stubFetch(200, { token: 'tok' });
    const transport = createTransport(API, WEBSITE_TOKEN);
    await transport.config();
    await transport.start({ locale: 'ar', pageUrl: 'https://shop.example.ae/orders' });
    transport.use('session-token');
    await transport.history();
    await transport.send('أين شحنتي؟', 'https://shop.example.ae/orders');

    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      `GET ${API}/api/widget/${WEBSITE_TOKEN}/config`,
      `POST ${API}/api/widget/${WEBSITE_TOKEN}/sessions`,
      `GET ${API}/api/widget/messages`,
      `POST ${API}/api/widget/messages`,
    ]);
    for (const { init } of calls) {
      expect(init.credentials).toBe('omit');
      expect(init.mode).toBe('cors');
    }
    expect(calls[0]?.init.headers).toEqual({});
    expect(calls[1]?.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      locale: 'ar',
      pageUrl: 'https://shop.example.ae/orders',
    });
    expect(calls[2]?.init.headers).toEqual({ 'x-widget-session': 'session-token' });
    expect(calls[3]?.init.headers).toEqual({ 'content-type': 'application/json', 'x-widget-session': 'session-token' });
    expect(JSON.parse(String(calls[3]?.init.body))).toEqual({
      content: 'أين شحنتي؟',
      pageUrl: 'https://shop.example.ae/orders',
    });
  });

  it('turns an error answer into an HttpError with the status and the server’s text', async () => {
    stubFetch(403, { error: 'Identity verification failed' });
    const error = await createTransport(API, WEBSITE_TOKEN)
      .start({ locale: 'en', user: { id: '7', hash: 'a'.repeat(64) } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'Identity verification failed' });
  });

  it('opens /ws with the subprotocol widget.<token>, reconnects after a drop and stops on 4401', async () => {
    const sockets: FakeSocket[] = [];
    class FakeSocket {
      static OPEN = 1;
      readyState = 0;
      onopen?: () => void;
      onclose?: (event: { code: number }) => void;
      onmessage?: (event: { data: string }) => void;
      url: string;
      protocols: string[];
      constructor(url: string, protocols: string[]) {
        this.url = url;
        this.protocols = protocols;
        sockets.push(this);
      }
      close() {}
    }
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers();
    try {
      const transport = createTransport('http://localhost:8080', WEBSITE_TOKEN);
      transport.use('tok');
      const states: string[] = [];
      const messages: unknown[] = [];
      let unauthorized = 0;
      const stop = transport.live({
        state: (s) => states.push(s),
        message: (m) => messages.push(m),
        unauthorized: () => unauthorized++,
      });
      expect(sockets[0]?.url).toBe('ws://localhost:8080/ws');
      expect(sockets[0]?.protocols).toEqual(['widget.tok']);
      sockets[0]?.onopen?.();
      sockets[0]?.onmessage?.({ data: JSON.stringify({ type: 'new_message', message: { id: 1 } }) });
      sockets[0]?.onmessage?.({ data: JSON.stringify({ type: 'shipment_update' }) });
      expect(messages).toEqual([{ id: 1 }]);

      sockets[0]?.onclose?.({ code: 1006 });
      await vi.advanceTimersByTimeAsync(1000);
      expect(sockets).toHaveLength(2);
      sockets[1]?.onclose?.({ code: 4401 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sockets).toHaveLength(2);
      expect(unauthorized).toBe(1);
      expect(states).toEqual(['connecting', 'open', 'closed', 'connecting', 'closed']);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
