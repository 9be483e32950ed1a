import { ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/core';
import { DEMO_CUSTOMER_ID, WS_CLOSE_CODES } from '@qafila/contracts';
import Cookies from 'cookies';
import { Session } from '../../db/entities/index.ts';
import { VISITOR_COOKIE } from '../../http/auth.ts';
import type { AuthorizeUpgrade, SocketIdentity, ValidateSockets } from '../../realtime/hub.ts';
import type { AuthService } from '../auth/service.ts';
import { organizationBlock } from '../organizations/service.ts';

/**
 * Authenticates /ws like the HTTP API: a bearer token offered as the subprotocol `bearer.<token>` (browsers
 * cannot set headers on a WebSocket), or the signed visitor cookie. Someone else's session id is accepted like an
 * unused one, so the answer never tells whether a session exists; the socket then hears nothing of it, because
 * events go only to sockets of the session's owner (`publish` matches the owner key).
 */
export function chatUpgradeAuthorizer(options: {
  auth: AuthService;
  em: EntityManager;
  secret: string;
}): AuthorizeUpgrade {
  return async (req) => {
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    const token = offered.find((p) => p.startsWith('bearer.'))?.slice('bearer.'.length);
    let identity: SocketIdentity;
    if (token) {
      const found = await options.auth.authenticate(token, 'user');
      if (!found) return { status: 401, reason: 'Unauthorized' };
      if (organizationBlock(found.user.organization)) return { status: 403, reason: 'Forbidden' };
      identity = {
        ownerKey: `user:${found.user.id}`,
        customerId: found.user.id,
        authSessionId: found.session.id,
        userId: found.user.id,
        organizationId: found.user.organization.id,
      };
    } else {
      const cookies = new Cookies(req, new ServerResponse(req), { keys: [options.secret] });
      const visitorId = cookies.get(VISITOR_COOKIE, { signed: true });
      if (!visitorId || !/^[0-9a-f]{32}$/.test(visitorId)) return { status: 401, reason: 'Unauthorized' };
      identity = { ownerKey: `visitor:${visitorId}`, customerId: DEMO_CUSTOMER_ID };
    }
    return { identity };
  };
}

/**
 * Re-checks signed-in sockets against the database in one query: the session must still exist (its user was not
 * deleted), be neither revoked nor expired, and its organization must be active. Visitor sockets stay: their cookie
 * is not a revocable sign-in.
 */
export function chatSocketValidator(options: { em: EntityManager }): ValidateSockets {
  return async (identities) => {
    const ids = [...new Set(identities.flatMap((i) => (i.authSessionId ? [i.authSessionId] : [])))];
    // A fork of its own: the hub re-checks sockets on its heartbeat and after revocations, outside any request.
    const sessions = ids.length
      ? await options.em.fork().find(Session, { id: { $in: ids } }, { populate: ['user', 'user.organization'] })
      : [];
    const byId = new Map(sessions.map((s) => [s.id, s]));
    const now = new Date();
    return identities.map((identity) => {
      if (!identity.authSessionId) return undefined;
      const session = byId.get(identity.authSessionId);
      if (!session || session.revokedAt || session.expiresAt <= now) {
        return { code: WS_CLOSE_CODES.sessionEnded, reason: 'Session ended' };
      }
      const blocked = organizationBlock(session.user.organization);
      if (blocked) return { code: WS_CLOSE_CODES.forbidden, reason: blocked };
      return undefined;
    });
  };
}
