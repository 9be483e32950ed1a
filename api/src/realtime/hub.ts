import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ChatSessionId, type WsEvent } from '@qafila/contracts';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer } from 'ws';

export const WS_PATH = '/ws';
const HEARTBEAT_MS = 30_000;
const MAX_PAYLOAD_BYTES = 64 * 1024;

interface Client {
  socket: WebSocket;
  sessionId: string;
  alive: boolean;
}

function reject(socket: Duplex, status: number, reason: string) {
  socket.write(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
  socket.destroy();
}

/** True when the browser's Origin names the host it connected to (or no Origin is sent, e.g. a server client). */
function sameOrigin(req: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * The WebSocket hub at /ws: one upgrade handler on the HTTP server, sockets grouped by chat session,
 * heartbeats that drop dead peers, and `publish` to push events to a session's sockets only.
 */
export function createRealtimeHub(options: { logger: Logger; allowedOrigins?: readonly string[] }) {
  const { logger } = options;
  const allowedOrigins = options.allowedOrigins ?? [];
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const clients = new Set<Client>();

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function send(client: Client, event: WsEvent) {
    if (client.socket.readyState === WebSocket.OPEN) client.socket.send(JSON.stringify(event));
  }

  return {
    /** Handles an HTTP upgrade: only /ws?sessionId=… from the same origin is accepted. */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== WS_PATH) return reject(socket, 404, 'Not Found');
      if (!sameOrigin(req, allowedOrigins)) return reject(socket, 403, 'Forbidden');
      const parsed = ChatSessionId.safeParse(url.searchParams.get('sessionId'));
      if (!parsed.success) return reject(socket, 400, 'Bad Request');
      wss.handleUpgrade(req, socket, head, (ws) => {
        const client: Client = { socket: ws, sessionId: parsed.data, alive: true };
        clients.add(client);
        ws.on('pong', () => {
          client.alive = true;
        });
        ws.on('message', (data) => {
          try {
            const message = JSON.parse(data.toString()) as { type?: unknown };
            if (message.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
          } catch {
            logger.debug({ sessionId: client.sessionId }, 'ignored a malformed WebSocket message');
          }
        });
        ws.on('close', () => clients.delete(client));
        ws.on('error', (err) => logger.warn({ err }, 'WebSocket error'));
        send(client, { type: 'connected', sessionId: client.sessionId });
      });
    },

    /** Pushes an event to every socket of a chat session. */
    publish(sessionId: string, event: WsEvent) {
      for (const client of clients) if (client.sessionId === sessionId) send(client, event);
    },

    get size() {
      return clients.size;
    },

    /** Closes every socket with 1001 (going away) and stops the heartbeat. */
    async close() {
      clearInterval(heartbeat);
      const closing = [...clients].map(
        (client) =>
          new Promise<void>((resolve) => {
            client.socket.once('close', () => resolve());
            client.socket.close(1001, 'Server shutting down');
            setTimeout(() => {
              client.socket.terminate();
              resolve();
            }, 2000).unref();
          }),
      );
      await Promise.all(closing);
      wss.close();
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
