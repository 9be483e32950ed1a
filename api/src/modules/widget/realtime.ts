import type { EntityManager } from '@mikro-orm/core';
import { originAllowed, WS_CLOSE_CODES } from '@qafila/contracts';
import type { AuthorizeWidgetUpgrade, ValidateSockets } from '../../realtime/hub.ts';
import { widgetOwnerKey } from '../chat/service.ts';
import type { WidgetService } from './public.ts';

/**
 * Authenticates a widget's socket on /ws (issue 15): the session token offered as the subprotocol
 * `widget.<token>` must be of a live widget session (401 otherwise), and the upgrade's Origin one its organization
 * allows (403 otherwise). The socket follows that conversation, and a verified customer's shipment updates.
 */
export function widgetUpgradeAuthorizer(options: { em: EntityManager; widget: WidgetService }): AuthorizeWidgetUpgrade {
  return async (req, token) => {
    // A fork of its own: upgrades are answered outside any request's context.
    const live = await options.widget.sessionForToken(token, new Date(), options.em.fork());
    if (!live) return { status: 401, reason: 'Unauthorized' };
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    if (!originAllowed(live.settings.allowedOrigins, origin)) return { status: 403, reason: 'Forbidden' };
    return {
      sessionId: live.chatSession.id,
      identity: {
        ownerKey: widgetOwnerKey(live.chatSession.id),
        customerId: live.customer?.id ?? 0,
        organizationId: live.settings.organization.id,
        widgetSessionId: live.widgetSession.id,
      },
    };
  };
}

/**
 * Re-checks widget sockets in two queries: a session that expired, whose widget was disabled or whose website token
 * was rotated closes with 4401. Other sockets are not this check's (undefined).
 */
export function widgetSocketValidator(options: { em: EntityManager; widget: WidgetService }): ValidateSockets {
  return async (identities) => {
    const ids = identities.flatMap((i) => (i.widgetSessionId === undefined ? [] : [i.widgetSessionId]));
    if (ids.length === 0) return identities.map(() => undefined);
    const live = await options.widget.liveSessionIds(ids, options.em.fork());
    return identities.map((i) =>
      i.widgetSessionId === undefined || live.has(i.widgetSessionId)
        ? undefined
        : { code: WS_CLOSE_CODES.sessionEnded, reason: 'Widget session ended' },
    );
  };
}
