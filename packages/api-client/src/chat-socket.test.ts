import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket as ServerSocket, WebSocketServer } from 'ws';
import { type ChatSocket, type ChatSocketStatus, chatSocketUrl, createChatSocket } from './chat-socket.ts';

interface Harness {
  port: number;
  wss: WebSocketServer;
  /** Connections in arrival order, with the URL each one asked for. */
  connections: { socket: ServerSocket; url: string }[];
  received: unknown[];
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startWsServer(port = 0): Promise<Harness> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port, path: '/ws' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const harness: Harness = { port: (wss.address() as AddressInfo).port, wss, connections: [], received: [] };
  wss.on('connection', (socket, request) => {
    harness.connections.push({ socket, url: request.url ?? '' });
    socket.on('message', (data) => harness.received.push(JSON.parse(String(data))));
  });
  cleanups.push(() => stopWsServer(wss));
  return harness;
}

function stopWsServer(wss: WebSocketServer) {
  for (const client of wss.clients) client.terminate();
  return new Promise<void>((resolve) => wss.close(() => resolve()));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function open(port: number, overrides: Partial<Parameters<typeof createChatSocket>[0]> = {}) {
  const statuses: ChatSocketStatus[] = [];
  const events: unknown[] = [];
  const logged: unknown[][] = [];
  const delays: number[] = [];
  const socket: ChatSocket = createChatSocket({
    baseUrl: `http://127.0.0.1:${port}`,
    sessionId: 'session_1_abc',
    onEvent: (event) => events.push(event),
    onStatusChange: (status) => statuses.push(status),
    logger: { error: (...args: unknown[]) => logged.push(args) },
    reconnectDelay: (attempt) => {
      delays.push(attempt);
      return 20;
    },
    ...overrides,
  });
  cleanups.push(() => socket.close());
  return { socket, statuses, events, logged, delays };
}

describe('chatSocketUrl', () => {
  it('uses ws: for http and wss: for https, with the session id', () => {
    expect(chatSocketUrl({ baseUrl: 'http://localhost:8080', sessionId: 's1' })).toBe(
      'ws://localhost:8080/ws?sessionId=s1',
    );
    expect(chatSocketUrl({ baseUrl: 'https://qafila.ae', sessionId: 's 2' })).toBe('wss://qafila.ae/ws?sessionId=s+2');
  });

  it('keeps a base path and accepts an explicit endpoint', () => {
    expect(chatSocketUrl({ baseUrl: 'https://qafila.ae/support/', sessionId: 's' })).toBe(
      'wss://qafila.ae/support/ws?sessionId=s',
    );
    expect(chatSocketUrl({ url: 'wss://rt.qafila.ae/live', sessionId: 's' })).toBe(
      'wss://rt.qafila.ae/live?sessionId=s',
    );
  });

  it('follows the page protocol when no URL is given', () => {
    vi.stubGlobal('location', new URL('https://qafila.ae/app?x=1'));
    try {
      expect(chatSocketUrl({ sessionId: 's' })).toBe('wss://qafila.ae/ws?sessionId=s');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('createChatSocket', () => {
  it('connects, parses pushed JSON events and sends when open', async () => {
    const server = await startWsServer();
    const client = open(server.port);
    expect(client.socket.send({ type: 'ping' })).toBe(false);
    await vi.waitFor(() => expect(client.statuses).toEqual(['connected']));
    expect(server.connections[0]?.url).toBe('/ws?sessionId=session_1_abc');

    server.connections[0]?.socket.send(JSON.stringify({ type: 'connected', sessionId: 'session_1_abc' }));
    server.connections[0]?.socket.send('not json');
    server.connections[0]?.socket.send(JSON.stringify({ type: 'new_message', message: { id: 1 } }));
    await vi.waitFor(() => expect(client.events).toHaveLength(2));
    expect(client.events).toEqual([
      { type: 'connected', sessionId: 'session_1_abc' },
      { type: 'new_message', message: { id: 1 } },
    ]);
    expect(client.logged).toHaveLength(1);
    expect(String(client.logged[0]?.[0])).toContain('unparseable');

    expect(client.socket.send({ type: 'typing' })).toBe(true);
    await vi.waitFor(() => expect(server.received).toEqual([{ type: 'typing' }]));
  });

  it('reports disconnection and reconnects with back-off after the server drops it', async () => {
    const server = await startWsServer();
    const client = open(server.port);
    await vi.waitFor(() => expect(client.socket.status).toBe('connected'));

    server.connections[0]?.socket.terminate();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    await vi.waitFor(() => expect(client.statuses).toEqual(['connected', 'disconnected', 'connected']));
    expect(client.delays).toEqual([1]);
    expect(server.connections[1]?.url).toBe('/ws?sessionId=session_1_abc');
  });

  it('keeps retrying while the server is down, backing off, and connects once it is up', async () => {
    const port = await freePort();
    const client = open(port);
    await vi.waitFor(() => expect(client.delays.length).toBeGreaterThanOrEqual(3));
    expect(client.delays.slice(0, 3)).toEqual([1, 2, 3]);
    expect(client.socket.status).toBe('disconnected');

    const server = await startWsServer(port);
    await vi.waitFor(() => expect(client.socket.status).toBe('connected'));
    expect(server.connections).toHaveLength(1);

    // A successful connection resets the back-off.
    const before = client.delays.length;
    server.connections[0]?.socket.terminate();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    expect(client.delays[before]).toBe(1);
  });

  it('stops for good on close()', async () => {
    const server = await startWsServer();
    const client = open(server.port);
    await vi.waitFor(() => expect(client.socket.status).toBe('connected'));

    client.socket.close();
    expect(client.socket.status).toBe('disconnected');
    expect(client.socket.send({ type: 'late' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.connections).toHaveLength(1);
    expect(client.statuses).toEqual(['connected', 'disconnected']);
  });

  it.each([
    [4401, 'Session ended'],
    [4403, 'Your organization is suspended'],
    [1008, 'Too many sockets'],
  ])('stays disconnected when the server ends the socket with %i, and says so once', async (code, reason) => {
    const server = await startWsServer();
    const ends: { code: number; reason: string }[] = [];
    const client = open(server.port, { onEnd: (end) => ends.push(end) });
    await vi.waitFor(() => expect(client.socket.status).toBe('connected'));

    server.connections[0]?.socket.close(code, reason);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // No reconnect (reconnects are 20 ms apart here): it would be refused the same way, in a loop.
    expect(server.connections).toHaveLength(1);
    expect(client.delays).toEqual([]);
    expect(ends).toEqual([{ code, reason }]);
    expect(client.statuses).toEqual(['connected', 'disconnected']);
    expect(client.socket.status).toBe('disconnected');
  });

  it('reconnects after other close codes (server restart 1001, error 1011)', async () => {
    const server = await startWsServer();
    const ends: unknown[] = [];
    const client = open(server.port, { onEnd: (end) => ends.push(end) });
    await vi.waitFor(() => expect(client.socket.status).toBe('connected'));
    server.connections[0]?.socket.close(1001, 'Server shutting down');
    await vi.waitFor(() => expect(server.connections).toHaveLength(2));
    server.connections[1]?.socket.close(1011, 'oops');
    await vi.waitFor(() => expect(server.connections).toHaveLength(3));
    expect(ends).toEqual([]);
  });
});

describe('chat socket authentication', () => {
  it('offers the qafila subprotocol, and the token as bearer.<token> when signed in', async () => {
    const { WebSocketServer } = await import('ws');
    const seen: string[] = [];
    const wss = new WebSocketServer({
      port: 0,
      handleProtocols: (protocols) => {
        seen.push([...protocols].join(','));
        return protocols.has('qafila') ? 'qafila' : false;
      },
    });
    await new Promise((resolve) => wss.once('listening', resolve));
    const port = (wss.address() as { port: number }).port;
    let token: string | undefined = 'v1.abc.123.sig';
    const statuses: string[] = [];
    const socket = createChatSocket({
      url: `ws://127.0.0.1:${port}/ws`,
      sessionId: 'session_auth_1',
      getToken: () => token,
      onStatusChange: (s) => statuses.push(s),
      reconnectDelay: () => 10,
    });
    await vi.waitFor(() => expect(statuses).toContain('connected'));
    expect(seen[0]).toBe('qafila,bearer.v1.abc.123.sig');
    // After sign-out the next connection carries no token.
    token = undefined;
    for (const client of wss.clients) client.terminate();
    await vi.waitFor(() => expect(seen.length).toBe(2));
    expect(seen[1]).toBe('qafila');
    socket.close();
    wss.close();
  });
});
