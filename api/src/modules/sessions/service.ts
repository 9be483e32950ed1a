import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SignInSession } from '@qafila/contracts';
import Bowser from 'bowser';
import { Session } from '../../db/entities/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { AuthService, SessionKind } from '../auth/service.ts';

/**
 * The public name of a session: 16 characters of its id's SHA-256. The id itself stays secret (it is what a token
 * signs); the name only lets its owner point at it.
 */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 16);
}

/** "Chrome 140 on Windows" and whether it is a phone, a tablet or a computer, from a user agent. */
export function describeDevice(userAgent: string | null): Pick<SignInSession, 'device' | 'deviceType'> {
  if (!userAgent) return { device: null, deviceType: null };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name ?? '';
  const device = browser && os ? `${browser} on ${os}` : browser || os || null;
  const type = parsed.platform.type;
  return {
    device,
    deviceType: type === 'mobile' || type === 'tablet' || type === 'desktop' ? type : null,
  };
}

/**
 * An account's signed-in sessions (issue 16): list them with their device, address and last request, and end any of
 * them. Only live sessions of the caller's own kind (the portal's for the super admin, the web app's for everyone
 * else) are listed.
 */
export function createSessionService(options: { em: EntityManager; auth: AuthService }) {
  const { em, auth } = options;

  async function live(userId: number, kind: SessionKind): Promise<Session[]> {
    return em.find(
      Session,
      { user: userId, kind, revokedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { lastSeenAt: 'desc', id: 'asc' } },
    );
  }

  return {
    async list(userId: number, kind: SessionKind, currentSessionId: string): Promise<SignInSession[]> {
      return (await live(userId, kind)).map((s) => ({
        id: publicSessionId(s.id),
        current: s.id === currentSessionId,
        ...describeDevice(s.userAgent ?? null),
        ip: s.ip ?? null,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      }));
    },

    /** Ends one of the account's live sessions (its own: signing out); 404 for any other name. */
    async revoke(userId: number, kind: SessionKind, publicId: string): Promise<{ success: true }> {
      const session = (await live(userId, kind)).find((s) => publicSessionId(s.id) === publicId);
      if (!session) throw new NotFoundError('Session not found');
      await auth.revoke(session.id);
      return { success: true };
    },

    /** Ends every other live session of the account; how many. */
    async revokeOthers(userId: number, currentSessionId: string): Promise<{ revoked: number }> {
      return { revoked: await auth.revokeOthers(userId, currentSessionId) };
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
