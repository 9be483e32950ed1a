import type { EntityManager } from '@mikro-orm/core';
import type { AuthUser } from '@qafila/contracts';
import { Session, User } from '../../db/entities/index.ts';
import { assertOrganizationActive } from '../organizations/service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { issueToken, newSessionId, verifyToken } from './tokens.ts';

export type SessionKind = 'user' | 'admin';

/** Lifetime of a token and its session: a working day for users, four hours for the super admin. */
export const SESSION_TTL_MS: Record<SessionKind, number> = { user: 8 * 3_600_000, admin: 4 * 3_600_000 };
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface Authenticated {
  user: User;
  session: Session;
}

export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name ?? null,
    email: user.email ?? null,
    role: user.role,
    organizationId: user.organization.id,
    organizationName: user.organization.name,
  };
}

export function createAuthService(options: {
  em: EntityManager;
  secret: string;
  /** Called once sessions were revoked (stored), e.g. to close the WebSockets they opened. */
  onRevoked?: (revoked: { sessionId: string } | { userId: number }) => Promise<unknown> | unknown;
}) {
  const { em, secret } = options;
  // Verified against when the username does not exist, so both answers take the same time.
  const dummyHash = hashPassword('qafila-timing-equaliser');

  return {
    /**
     * Checks the credentials and opens a session. Undefined for any failure, with the same cost whether or
     * not the user exists. `user` sessions are for customers and staff, `admin` sessions for super admins.
     */
    async login(
      username: string,
      password: string,
      context: { kind: SessionKind; ip?: string | undefined; userAgent?: string | undefined },
    ): Promise<{ token: string; user: AuthUser; session: Session } | undefined> {
      const fork = em.fork();
      const user = await fork.findOne(
        User,
        { username: username.trim().toLowerCase() },
        { populate: ['organization', 'passwordHash'] },
      );
      if (!user) {
        await verifyPassword(password, await dummyHash);
        return undefined;
      }
      const valid = await verifyPassword(password, user.passwordHash);
      const allowed = context.kind === 'admin' ? user.role === 'super_admin' : user.role !== 'super_admin';
      if (!valid || !allowed) return undefined;
      // Only once the password is right: a suspended or cancelled organization's members learn why (403).
      assertOrganizationActive(user.organization);
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS[context.kind]);
      const session = fork.create(Session, {
        id: newSessionId(),
        user,
        kind: context.kind,
        expiresAt,
        ip: context.ip?.slice(0, 64) ?? null,
        userAgent: context.userAgent?.slice(0, 300) ?? null,
      });
      await fork.flush();
      return { token: issueToken(secret, { sessionId: session.id, expiresAt }), user: toAuthUser(user), session };
    },

    /** The user behind a token of the given kind, if the token is genuine and its session is live. */
    async authenticate(
      token: string,
      kind: SessionKind,
      em2: EntityManager = em.fork(),
    ): Promise<Authenticated | undefined> {
      const claims = verifyToken(secret, token);
      if (!claims) return undefined;
      const session = await em2.findOne(Session, { id: claims.sessionId }, { populate: ['user', 'user.organization'] });
      const now = new Date();
      if (!session || session.kind !== kind || session.revokedAt || session.expiresAt <= now) return undefined;
      if (now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        session.lastSeenAt = now;
        await em2.flush();
      }
      return { user: session.user, session };
    },

    /** Revokes one session (logout). */
    async revoke(sessionId: string): Promise<void> {
      await em.fork().nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
      await options.onRevoked?.({ sessionId });
    },

    /** Revokes every live session of a user but one (password change). */
    async revokeOthers(userId: number, keepSessionId?: string): Promise<number> {
      const revoked = await em
        .fork()
        .nativeUpdate(
          Session,
          { user: userId, revokedAt: null, ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}) },
          { revokedAt: new Date() },
        );
      if (revoked > 0) await options.onRevoked?.({ userId });
      return revoked;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
