/** Deactivating and reactivating an account (ADR 0027), the one way for staff and customers alike. */
import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../../db/entities/index.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import type { AuthService } from '../auth/service.ts';

/** Sets `active` on the account (undefined: unchanged); what it came to, for the audit's action name. */
export function applyActive(user: User, active: boolean | undefined, now: Date): 'deactivate' | 'reactivate' | null {
  if (active === false && !user.deactivatedAt) {
    user.deactivatedAt = now;
    return 'deactivate';
  }
  if (active === true && user.deactivatedAt) {
    user.deactivatedAt = null;
    return 'reactivate';
  }
  return null;
}

/**
 * Audits a change of an account (`<kind>.deactivate|reactivate|update`) and stores it; a deactivated account's
 * sessions end after that, so its open sockets close too.
 */
export async function recordAccountChange(
  deps: { em: EntityManager; auth: AuthService },
  change: { actor: Actor; kind: 'user' | 'customer'; user: User; before: unknown; after: unknown },
  activation: 'deactivate' | 'reactivate' | null,
): Promise<void> {
  recordAudit(deps.em, {
    actor: change.actor,
    action: `${change.kind}.${activation ?? 'update'}`,
    targetType: 'user',
    targetId: change.user.id,
    before: change.before,
    after: change.after,
  });
  await deps.em.flush();
  if (activation === 'deactivate') await deps.auth.revokeOthers(change.user.id);
}
