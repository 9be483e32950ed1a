import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ChatSessionId, type WsEvent } from '@qafila/contracts';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer } from 'ws';

export const WS_PATH = '/ws';
/** Default heartbeat: dead peers are dropped and every socket's sign-in is checked again this often. */
export const HEARTBEAT_MS = 30_000;
/** Default number of open sockets one identity (user or visitor) may hold; the next upgrade gets 429. */
export const MAX_SOCKETS_PER_IDENTITY = 10;
const MAX_PAYLOAD_BYTES = 64 * 1024;

/** Who is on a socket: the owner key of the chat sessions they may follow, and the customer they act as. */
export interface SocketIdentity {
  /** `user:<id>` or `visitor:<id>`: must equal the chat session owner's key to receive its messages. */
  ownerKey: string;
  /** Shipment updates of this customer are pushed to the socket. */
  customerId: number;
  /** For a signed-in user: the server-side session of the token, the user and their organization. */
  authSessionId?: string;
  userId?: number;
  organizationId?: number;
  /** A chat widget's socket (issue 15): its widget session, re-checked like a sign-in. */
  widgetSessionId?: number;
}

/** Why a socket must close: one of WS_CLOSE_CODES and a short reason. */
export interface SocketEnd {
  code: number;
  reason: string;
}

/**
 * Checks open sockets' identities again (their session may have been revoked, their user deleted, their
 * organization suspended): for each identity, undefined when it may stay, or how its socket ends.
 */
export type ValidateSockets = (identities: SocketIdentity[]) => Promise<(SocketEnd | undefined)[]>;

/** Decides an upgrade: an identity to accept, or an HTTP status to refuse with. */
export type AuthorizeUpgrade = (
  req: IncomingMessage,
  sessionId: string,
) => Promise<{ identity: SocketIdentity } | { status: 401 | 403 | 404; reason: string }>;

/**
 * Decides the upgrade of a chat widget's socket (subprotocol `widget.<session token>`): its identity and the
 * conversation it follows, or an HTTP status to refuse with.
 */
export type AuthorizeWidgetUpgrade = (
  req: IncomingMessage,
  token: string,
) => Promise<{ identity: SocketIdentity; sessionId: string } | { status: 401 | 403 | 404; reason: string }>;

/** The subprotocol the browser client offers; a second offered protocol may carry `bearer.<token>`. */
export const WS_PROTOCOL = 'qafila';
/** A chat widget offers `widget.<session token>` (alone, or after `qafila`). */
export const WIDGET_PROTOCOL_PREFIX = 'widget.';

function offeredProtocols(req: IncomingMessage): string[] {
  return String(req.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

interface Client {
  socket: WebSocket;
  sessionId: string;
  identity: SocketIdentity;
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
export function createRealtimeHub(options: {
  logger: Logger;
  allowedOrigins?: readonly string[];
  /** Authenticates upgrades; without it (tests of the transport alone) every socket is anonymous. */
  authorize?: AuthorizeUpgrade;
  /** Re-checks open sockets at every heartbeat and on `revalidate()`. */
  validate?: ValidateSockets;
  /** Milliseconds between heartbeats (default 30 s). */
  heartbeatMs?: number;
  /** Open sockets per identity (default 10). */
  maxSocketsPerIdentity?: number;
}) {
  const { logger } = options;
  const allowedOrigins = options.allowedOrigins ?? [];
  const maxPerIdentity = options.maxSocketsPerIdentity ?? MAX_SOCKETS_PER_IDENTITY;
  let authorize = options.authorize;
  let authorizeWidget: AuthorizeWidgetUpgrade | undefined;
  let validate = options.validate;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_PAYLOAD_BYTES,
    // Answer with our protocol when offered, so the bearer token in the second protocol is never echoed. A widget
    // offering only its own protocol gets it back (browsers fail a handshake that answers none of those offered).
    handleProtocols: (protocols) =>
      protocols.has(WS_PROTOCOL)
        ? WS_PROTOCOL
        : ([...protocols].find((p) => p.startsWith(WIDGET_PROTOCOL_PREFIX)) ?? false),
  });
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
    revalidate().catch((err) => logger.error({ err }, 'WebSocket re-validation failed'));
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  /** Ends a socket for good with a close code the client does not reconnect after. */
  function end(client: Client, how: SocketEnd) {
    clients.delete(client);
    client.socket.close(how.code, how.reason);
    // A peer that does not answer the close handshake is cut off.
    setTimeout(() => client.socket.terminate(), 2000).unref();
  }

  /** Checks the identities of the open sockets (all, or those matching) and ends the ones no longer allowed. */
  async function revalidate(match: (identity: SocketIdentity) => boolean = () => true): Promise<number> {
    if (!validate) return 0;
    const checked = [...clients].filter((c) => match(c.identity));
    if (checked.length === 0) return 0;
    const verdicts = await validate(checked.map((c) => c.identity));
    let ended = 0;
    checked.forEach((client, i) => {
      const verdict = verdicts[i];
      if (verdict && clients.has(client)) {
        end(client, verdict);
        ended++;
      }
    });
    if (ended) logger.info({ ended }, 'closed WebSockets whose sign-in ended');
    return ended;
  }

  function socketsOf(ownerKey: string): number {
    let n = 0;
    for (const client of clients) if (client.identity.ownerKey === ownerKey) n++;
    return n;
  }

  function send(client: Client, event: WsEvent) {
    if (client.socket.readyState === WebSocket.OPEN) client.socket.send(JSON.stringify(event));
  }

  const hub = {
    /** Handles an HTTP upgrade: only /ws?sessionId=… from the same origin, authorized, is accepted. */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== WS_PATH) return reject(socket, 404, 'Not Found');
      const widgetToken = offeredProtocols(req)
        .find((p) => p.startsWith(WIDGET_PROTOCOL_PREFIX))
        ?.slice(WIDGET_PROTOCOL_PREFIX.length);
      let decide: Promise<{ identity: SocketIdentity; sessionId: string } | { status: number; reason: string }>;
      if (widgetToken !== undefined) {
        // A widget's socket comes from a partner's site: its authorizer checks the Origin against the widget's list.
        if (!authorizeWidget) return reject(socket, 404, 'Not Found');
        decide = authorizeWidget(req, widgetToken);
      } else {
        if (!sameOrigin(req, allowedOrigins)) return reject(socket, 403, 'Forbidden');
        const parsed = ChatSessionId.safeParse(url.searchParams.get('sessionId'));
        if (!parsed.success) return reject(socket, 400, 'Bad Request');
        const sessionId = parsed.data;
        decide = (
          authorize
            ? authorize(req, sessionId)
            : Promise.resolve({ identity: { ownerKey: 'anonymous', customerId: 0 } })
        ).then((decision) => ('status' in decision ? decision : { ...decision, sessionId }));
      }
      decide.then(
        (decision) => {
          if ('status' in decision) return reject(socket, decision.status, decision.reason);
          // Counted and accepted in the same tick: parallel upgrades of one identity cannot overshoot the limit.
          if (socketsOf(decision.identity.ownerKey) >= maxPerIdentity) {
            return reject(socket, 429, 'Too Many Requests');
          }
          accept(req, socket, head, decision.sessionId, decision.identity);
        },
        (err) => {
          logger.error({ err }, 'WebSocket authorization failed');
          reject(socket, 500, 'Internal Server Error');
        },
      );
    },

    /** Sets the upgrade authorizer once the services it needs exist. */
    setAuthorizer(fn: AuthorizeUpgrade) {
      authorize = fn;
    },

    /** Sets the authorizer of chat widget sockets once the services it needs exist. */
    setWidgetAuthorizer(fn: AuthorizeWidgetUpgrade) {
      authorizeWidget = fn;
    },

    /** Sets the re-check of open sockets once the services it needs exist. */
    setValidator(fn: ValidateSockets) {
      validate = fn;
    },

    /**
     * Checks the open sockets again now (those whose identity matches), closing the ones whose session was
     * revoked, whose user was deleted or whose organization was suspended. Resolves with how many were closed.
     */
    revalidate,

    /** Pushes an event to the sockets of a chat session whose identity owns it. */
    publish(sessionId: string, event: WsEvent, ownerKey: string) {
      for (const client of clients) {
        if (client.sessionId === sessionId && client.identity.ownerKey === ownerKey) send(client, event);
      }
    },

    /** Pushes an event to every socket acting as this customer (shipment updates). */
    publishToCustomer(customerId: number, event: WsEvent) {
      for (const client of clients) if (client.identity.customerId === customerId) send(client, event);
    },

    /**
     * The signed-in users of an organization who have a socket open, each once: the candidates of a push to some of
     * its staff, whom the caller then picks by its own rule (e.g. a dashboard section's).
     */
    usersOnline(organizationId: number): number[] {
      const ids = new Set<number>();
      for (const { identity } of clients) {
        if (identity.organizationId === organizationId && identity.userId !== undefined) ids.add(identity.userId);
      }
      return [...ids];
    },

    /** Pushes an event to every socket of these signed-in users (`usersOnline`, filtered). */
    publishToUsers(userIds: ReadonlySet<number>, event: WsEvent) {
      if (userIds.size === 0) return;
      for (const client of clients) {
        if (client.identity.userId !== undefined && userIds.has(client.identity.userId)) send(client, event);
      }
    },

    /** Open sockets per organization (signed-in users' and visitors' of its widget); anonymous ones left out. */
    socketsPerOrganization(): Map<number, number> {
      const counts = new Map<number, number>();
      for (const { identity } of clients) {
        const org = identity.organizationId;
        if (org !== undefined) counts.set(org, (counts.get(org) ?? 0) + 1);
      }
      return counts;
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
  return hub;

  function accept(req: IncomingMessage, socket: Duplex, head: Buffer, sessionId: string, identity: SocketIdentity) {
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = { socket: ws, sessionId, identity, alive: true };
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
  }
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
