import { ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/core';
import { DEMO_CUSTOMER_ID } from '@qafila/contracts';
import Cookies from 'cookies';
import { ChatSession } from '../../db/entities/index.ts';
import { VISITOR_COOKIE } from '../../http/auth.ts';
import type { AuthorizeUpgrade } from '../../realtime/hub.ts';
import type { AuthService } from '../auth/service.ts';
import { organizationBlock } from '../organizations/service.ts';
import { ownerKeyOf } from './service.ts';

/**
 * Authenticates /ws like the HTTP API: a bearer token offered as the subprotocol `bearer.<token>` (browsers
 * cannot set headers on a WebSocket), or the signed visitor cookie. A session that exists must belong to
 * the same identity (404 otherwise, as over HTTP).
 */
export function chatUpgradeAuthorizer(options: {
  auth: AuthService;
  em: EntityManager;
  secret: string;
}): AuthorizeUpgrade {
  return async (req, sessionId) => {
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    const token = offered.find((p) => p.startsWith('bearer.'))?.slice('bearer.'.length);
    let identity: { ownerKey: string; customerId: number };
    if (token) {
      const found = await options.auth.authenticate(token, 'user');
      if (!found) return { status: 401, reason: 'Unauthorized' };
      if (organizationBlock(found.user.organization)) return { status: 403, reason: 'Forbidden' };
      identity = { ownerKey: `user:${found.user.id}`, customerId: found.user.id };
    } else {
      const cookies = new Cookies(req, new ServerResponse(req), { keys: [options.secret] });
      const visitorId = cookies.get(VISITOR_COOKIE, { signed: true });
      if (!visitorId || !/^[0-9a-f]{32}$/.test(visitorId)) return { status: 401, reason: 'Unauthorized' };
      identity = { ownerKey: `visitor:${visitorId}`, customerId: DEMO_CUSTOMER_ID };
    }
    const session = await options.em.fork().findOne(ChatSession, { id: sessionId });
    if (session && ownerKeyOf(session) !== identity.ownerKey) return { status: 404, reason: 'Not Found' };
    return { identity };
  };
}
